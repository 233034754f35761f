import { SESSION_DURATION_DEFAULT, SESSION_DURATION_MAX, SESSION_DURATION_MIN } from './constants';
import type { SessionPlanBlock } from './drills';
import type { TrainingSession } from './types';

/** Whether a duration in minutes is a whole number within 15 to 180 (spec §5). */
export function isValidSessionDuration(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= SESSION_DURATION_MIN && minutes <= SESSION_DURATION_MAX;
}

export interface NewSessionOptions {
  id: string;
  now: Date;
  sessionDate?: string;
  startTime?: string;
  duration?: number;
  notes?: string;
  goalId?: string | null;
  plan?: SessionPlanBlock[];
}

/** A new training session: 60 minutes, not completed, unless told otherwise (spec §3). */
export function createTrainingSession(options: NewSessionOptions): TrainingSession {
  return {
    id: options.id,
    sessionDate: options.sessionDate ?? options.now.toISOString().slice(0, 10),
    startTime: options.startTime ?? '',
    duration: options.duration ?? SESSION_DURATION_DEFAULT,
    notes: options.notes ?? '',
    completed: false,
    goalId: options.goalId ?? null,
    createdAt: options.now.toISOString(),
    ...(options.plan ? { plan: options.plan } : {}),
  };
}

/**
 * The calendar day in the earliest time zone (UTC-12). A session day before it is over everywhere on Earth: the
 * database refuses to plan a session there (20261124180100_training_session_rules.sql) and so does the demo backend.
 */
export function earliestCalendarDay(now: Date): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Time order of ISO dates, timestamps and `HH:MM` times: their characters' order. Not localeCompare, whose first call
 * on a page sets up the browser's collation data (10 to 70 ms of main thread) in the render that sorts.
 */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Sessions as the database lists them: by day, then start time. */
export function bySessionTime(
  a: Pick<TrainingSession, 'sessionDate' | 'startTime'>,
  b: Pick<TrainingSession, 'sessionDate' | 'startTime'>,
): number {
  return compareIso(a.sessionDate, b.sessionDate) || compareIso(a.startTime, b.startTime);
}

/** Sessions not done, from `today` on, soonest first (by day, then start time). */
export function upcomingSessions<T extends Pick<TrainingSession, 'sessionDate' | 'startTime' | 'completed'>>(
  sessions: readonly T[],
  today: string,
): T[] {
  return sessions.filter((session) => !session.completed && session.sessionDate >= today).sort(bySessionTime);
}
