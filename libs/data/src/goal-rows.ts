import {
  goalFromRow,
  sessionFromRow,
  type Goal,
  type GoalCheckIn,
  type GoalRow,
  type TrainingSession,
  type TrainingSessionRow,
} from '@dreampitch/domain';

/** How many of a goal's newest dated check-ins `listGoals` brings with it. */
export const RECENT_CHECK_INS = 20;

/** One goal of `public.goal_list` (20261126100000_aggregate_reads.sql). */
export interface GoalListItemJson {
  goal: GoalRow & { check_ins: number };
  sessions: TrainingSessionRow[];
  recentCheckIns: { checked_on: string; note: string }[];
}

/** A `goal_check_ins` row as the app's check-in: its calendar day and note. */
export const checkInFromRow = (row: { checked_on: string; note: string }): GoalCheckIn => ({
  date: row.checked_on,
  note: row.note,
});

export function sessionFromDatabase(row: TrainingSessionRow): TrainingSession {
  // Postgres `time` comes back as HH:MM:SS (or null); the app works with HH:MM.
  return { ...sessionFromRow(row), startTime: (row.start_time ?? '').slice(0, 5) };
}

/**
 * A goal's check-ins as the app holds them: `recent` (dated, oldest first) after one undated entry for every other of
 * the `total` check-ins (those counted before goal_check_ins existed, and older ones `listCheckIns` pages through), so
 * the list counts them all.
 */
export const recentOf = (recent: GoalCheckIn[], total: number): GoalCheckIn[] => [
  ...Array.from({ length: total - recent.length }, (): GoalCheckIn => ({ date: '', note: '' })),
  ...recent,
];

export function goalFromListItem(item: GoalListItemJson): Goal {
  return {
    ...goalFromRow(item.goal, item.sessions.map(sessionFromDatabase)),
    checkIns: recentOf(item.recentCheckIns.map(checkInFromRow), item.goal.check_ins),
  };
}
