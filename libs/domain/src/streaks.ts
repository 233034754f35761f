import { addDays, localIsoDate, startOfWeek } from './calendar';
import type { Goal, QuickTrackRecord } from './types';

/**
 * The forgiving streak (issue 18): a day counts when the player checks in (a goal check-in or Quick Track),
 * completes a training session or plays a game. One day without any of these in a calendar week (Monday to Sunday) is a rest
 * day and keeps the streak; a second one in the same week ends it. Today never breaks it: the day is not over.
 * The value is the number of days that counted in the current run.
 */
export function forgivingStreak(activeDays: Iterable<string>, today: string): number {
  const days = new Set([...activeDays].map((day) => day.slice(0, 10)));
  if (days.size === 0) return 0;
  const earliest = [...days].sort()[0]!;
  const restedWeeks = new Set<string>();
  let streak = 0;
  for (let day = days.has(today) ? today : addDays(today, -1); day >= earliest; day = addDays(day, -1)) {
    if (days.has(day)) {
      streak += 1;
      continue;
    }
    const week = startOfWeek(day);
    if (restedWeeks.has(week)) break;
    restedWeeks.add(week);
  }
  return streak;
}

/**
 * The days that count for the streak, from what the server keeps: goal check-ins and Quick Track entries by their
 * day, completed sessions by the local day the server recorded them done (completed_at), so a session ticked later
 * cannot fill an old gap, and games by the local day the server saved their result.
 */
export function streakDays(
  goals: readonly Goal[],
  entries: readonly Pick<QuickTrackRecord, 'date'>[],
  gamesPlayedAt: readonly string[] = [],
): string[] {
  return [
    ...goals.flatMap((goal) => goal.checkIns.filter((checkIn) => checkIn.date !== '').map((c) => c.date)),
    ...entries.map((entry) => entry.date),
    ...goals.flatMap((goal) =>
      goal.sessions.flatMap((session) =>
        session.completed && session.completedAt ? [localIsoDate(new Date(session.completedAt))] : [],
      ),
    ),
    ...gamesPlayedAt.map((playedAt) => localIsoDate(new Date(playedAt))),
  ].map((day) => day.slice(0, 10));
}

/** Calm words for the streak: it describes, never pushes. */
export function streakMessage(streak: number): string {
  if (streak === 0)
    return 'Every day you train, check in or play a game starts a streak. Rest days are part of training too.';
  if (streak === 1)
    return 'You trained, checked in or played today or yesterday. One rest day a week keeps your streak.';
  return `${streak} days of training, check-ins and games. One rest day a week keeps your streak.`;
}
