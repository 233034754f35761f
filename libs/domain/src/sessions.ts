import { SESSION_DURATION_DEFAULT, SESSION_DURATION_MAX, SESSION_DURATION_MIN } from './constants';
import type { TrainingSession, TrainingSessionInsert, TrainingSessionRow } from './types';

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
  };
}

/** The `training_sessions` insert for a session of a saved goal (spec §7). */
export function sessionToInsert(
  session: TrainingSession,
  goalId: string,
  userId: string,
): TrainingSessionInsert {
  return {
    goal_id: goalId,
    user_id: userId,
    session_date: session.sessionDate,
    start_time: session.startTime,
    duration: session.duration,
    notes: session.notes,
    completed: session.completed,
  };
}

export function sessionFromRow(row: TrainingSessionRow): TrainingSession {
  return {
    id: row.id,
    sessionDate: row.session_date,
    startTime: row.start_time,
    duration: row.duration,
    notes: row.notes,
    completed: row.completed,
    ...(row.completed_at === undefined ? {} : { completedAt: row.completed_at }),
    goalId: row.goal_id,
    createdAt: row.created_at,
  };
}

/**
 * The calendar day in the earliest time zone (UTC-12). A session day before it is over everywhere on Earth: the
 * database refuses to plan a session there (20261124180100_training_session_rules.sql) and so does the demo backend.
 */
export function earliestCalendarDay(now: Date): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Sessions not done, from `today` on, soonest first (by day, then start time). */
export function upcomingSessions<T extends Pick<TrainingSession, 'sessionDate' | 'startTime' | 'completed'>>(
  sessions: readonly T[],
  today: string,
): T[] {
  return sessions
    .filter((session) => !session.completed && session.sessionDate >= today)
    .sort((a, b) => a.sessionDate.localeCompare(b.sessionDate) || a.startTime.localeCompare(b.startTime));
}
