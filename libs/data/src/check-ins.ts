import type { GoalCheckIn } from '@dreampitch/domain';

// Apart from goal-rows.ts so the data layer's entry and the demo backend do not carry the row mappers.

/** How many of a goal's newest dated check-ins `listGoals` brings with it. */
export const RECENT_CHECK_INS = 20;

/** A `goal_check_ins` row as the app's check-in: its calendar day and note. */
export const checkInFromRow = (row: { checked_on: string; note: string }): GoalCheckIn => ({
  date: row.checked_on,
  note: row.note,
});

/**
 * A goal's check-ins as the app holds them: `recent` (dated, oldest first) after one undated entry for every other of
 * the `total` check-ins (those counted before goal_check_ins existed, and older ones `listCheckIns` pages through), so
 * the list counts them all.
 */
export const recentOf = (recent: GoalCheckIn[], total: number): GoalCheckIn[] => [
  ...Array.from({ length: total - recent.length }, (): GoalCheckIn => ({ date: '', note: '' })),
  ...recent,
];
