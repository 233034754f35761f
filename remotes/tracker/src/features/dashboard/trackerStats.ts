import {
  compareIso,
  PILLAR_LABELS,
  PILLARS,
  upcomingSessions,
  type Achievement,
  type Goal,
  type Pillar,
  type QuickTrackRecord,
  type TrainingSession,
} from '@dreampitch/domain';
import { addDays, startOfWeek } from '../../lib/dates';
import { quickTrackSummary } from '../quick-track/quickTrackSummary';

/** Check-ins that carry a date: those counted before the database kept dates come back undated. */
function datedCheckIns(goal: Goal): Goal['checkIns'] {
  return goal.checkIns.filter((checkIn) => checkIn.date !== '');
}

export interface SessionCount {
  planned: number;
  completed: number;
}

function countSessions(sessions: readonly TrainingSession[]): SessionCount {
  return { planned: sessions.length, completed: sessions.filter((session) => session.completed).length };
}

function isInWeekOf(session: TrainingSession, today: string): boolean {
  const monday = startOfWeek(today);
  return session.sessionDate >= monday && session.sessionDate <= addDays(monday, 6);
}

/** Sessions dated in the current week (Monday to Sunday), planned and completed. */
export function sessionsThisWeek(goals: readonly Goal[], today: string): SessionCount {
  return countSessions(
    goals.flatMap((goal) => goal.sessions).filter((session) => isInWeekOf(session, today)),
  );
}

export interface PillarProgress {
  pillar: Pillar;
  label: string;
  /** Mean progress (0-100, whole percent) of the pillar's goals. */
  averageProgress: number;
  goals: number;
  sessionsThisWeek: SessionCount;
}

/** One row per pillar the player has goals in, in pillar order: goal progress and this week's sessions. */
export function weeklyPillarProgress(goals: readonly Goal[], today: string): PillarProgress[] {
  return PILLARS.flatMap((pillar) => {
    const pillarGoals = goals.filter((goal) => goal.pillar === pillar);
    if (pillarGoals.length === 0) return [];
    const total = pillarGoals.reduce((sum, goal) => sum + goal.progress, 0);
    return [
      {
        pillar,
        label: PILLAR_LABELS[pillar],
        averageProgress: Math.round(total / pillarGoals.length),
        goals: pillarGoals.length,
        sessionsThisWeek: countSessions(
          pillarGoals.flatMap((goal) => goal.sessions).filter((session) => isInWeekOf(session, today)),
        ),
      },
    ];
  });
}

export interface ScheduledSession {
  session: TrainingSession;
  goal: Goal;
}

/** Sessions dated today, by start time (sessions without a time last). */
export function todaysSessions(goals: readonly Goal[], today: string): ScheduledSession[] {
  return goals
    .flatMap((goal) => goal.sessions.map((session) => ({ session, goal })))
    .filter(({ session }) => session.sessionDate === today)
    .sort((a, b) => compareIso(a.session.startTime || '99:99', b.session.startTime || '99:99'));
}

export const UPCOMING_SESSIONS_LIMIT = 5;

/** The next sessions not done yet, today's included, soonest first, each with its goal. */
export function nextSessions(goals: readonly Goal[], today: string): ScheduledSession[] {
  const goalOf = new Map(
    goals.flatMap((goal) => goal.sessions.map((session) => [session.id, goal] as const)),
  );
  return upcomingSessions(
    goals.flatMap((goal) => goal.sessions),
    today,
  )
    .slice(0, UPCOMING_SESSIONS_LIMIT)
    .flatMap((session) => {
      const goal = goalOf.get(session.id);
      return goal ? [{ session, goal }] : [];
    });
}

export type ActivityKind = 'check-in' | 'quick-track' | 'achievement';

export interface ActivityItem {
  key: string;
  kind: ActivityKind;
  /** `YYYY-MM-DD`. */
  date: string;
  text: string;
}

export const RECENT_ACTIVITY_LIMIT = 6;

/** The newest goal check-ins, Quick Track entries and achievements, newest first. */
export function recentActivity(
  goals: readonly Goal[],
  entries: readonly QuickTrackRecord[],
  achievements: readonly Achievement[],
  limit = RECENT_ACTIVITY_LIMIT,
): ActivityItem[] {
  const items: ActivityItem[] = [
    ...goals.flatMap((goal) =>
      datedCheckIns(goal).map((checkIn, index) => ({
        key: `check-in-${goal.id}-${index}`,
        kind: 'check-in' as const,
        date: checkIn.date.slice(0, 10),
        text: checkIn.note.trim() ? `${goal.title}: "${checkIn.note.trim()}"` : goal.title,
      })),
    ),
    ...entries.map((entry, index) => ({
      key: `quick-track-${entry.id ?? index}`,
      kind: 'quick-track' as const,
      date: entry.date.slice(0, 10),
      text: quickTrackSummary(entry),
    })),
    ...achievements.map((achievement) => ({
      key: `achievement-${achievement.id}`,
      kind: 'achievement' as const,
      date: achievement.earnedAt.slice(0, 10),
      text: `${achievement.name} (+${achievement.points} points)`,
    })),
  ];
  // Array.prototype.sort is stable, so same-day items keep their source order.
  return items.sort((a, b) => compareIso(b.date, a.date)).slice(0, limit);
}
