import type {
  AgeGroup,
  Goal,
  GoalStatus,
  GoalType,
  Pillar,
  SessionPlanBlock,
  TrainingSession,
} from '@dreampitch/domain';
import { checkInFromRow, recentOf } from './check-ins';

/** A goal as `public.goal_list` answers it and `public.save_goals` takes it (a `goals` row). */
export interface GoalRow {
  id: string;
  user_id: string;
  title: string;
  description: string;
  pillar: Pillar;
  type: GoalType;
  target_date: string;
  age_group: AgeGroup;
  status: GoalStatus;
  progress: number;
  created_at: string;
}

export type GoalInsert = Omit<GoalRow, 'id' | 'created_at'>;

/** A `training_sessions` row as `public.goal_list` answers it. */
export interface TrainingSessionRow {
  id: string;
  goal_id: string;
  user_id: string;
  session_date: string;
  start_time: string;
  duration: number;
  notes: string;
  completed: boolean;
  /** Set by the database when the session is marked done (20261124180100_training_session_rules.sql). */
  completed_at?: string | null;
  /** The drills planned, in order (20261205210000_session_plans.sql); absent in rows read before plans existed. */
  plan?: SessionPlanBlock[];
  /** Written by the server only: the player's start and the minutes trained. */
  started_at?: string | null;
  minutes_trained?: number | null;
  created_at: string;
}

export type TrainingSessionInsert = Omit<
  TrainingSessionRow,
  'id' | 'created_at' | 'completed_at' | 'started_at' | 'minutes_trained'
>;

/** The `goals` insert for a goal (spec §7). */
export function goalToInsert(goal: Goal, userId: string): GoalInsert {
  return {
    user_id: userId,
    title: goal.title,
    description: goal.description,
    pillar: goal.pillar,
    type: goal.type,
    target_date: goal.targetDate,
    age_group: goal.ageGroup,
    status: goal.status,
    progress: goal.progress,
  };
}

/** A goal read back from the database; check-ins and milestones are not stored there. */
export function goalFromRow(row: GoalRow, sessions: TrainingSession[] = []): Goal {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    pillar: row.pillar,
    type: row.type,
    ageGroup: row.age_group,
    status: row.status,
    progress: row.progress,
    checkIns: [],
    dailyCheckIns: [],
    milestones: [],
    sessions,
    targetDate: row.target_date,
    createdAt: row.created_at,
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
    plan: session.plan ?? [],
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
    ...(row.plan === undefined ? {} : { plan: row.plan }),
    ...(row.started_at === undefined ? {} : { startedAt: row.started_at }),
    ...(row.minutes_trained === undefined ? {} : { minutesTrained: row.minutes_trained }),
    goalId: row.goal_id,
    createdAt: row.created_at,
  };
}

/** One goal of `public.goal_list` (20261126100000_aggregate_reads.sql). */
export interface GoalListItemJson {
  goal: GoalRow & { check_ins: number };
  sessions: TrainingSessionRow[];
  recentCheckIns: { checked_on: string; note: string }[];
}

export function sessionFromDatabase(row: TrainingSessionRow): TrainingSession {
  // Postgres `time` comes back as HH:MM:SS (or null); the app works with HH:MM.
  return { ...sessionFromRow(row), startTime: (row.start_time ?? '').slice(0, 5) };
}

export function goalFromListItem(item: GoalListItemJson): Goal {
  return {
    ...goalFromRow(item.goal, item.sessions.map(sessionFromDatabase)),
    checkIns: recentOf(item.recentCheckIns.map(checkInFromRow), item.goal.check_ins),
  };
}
