import {
  MESSAGES,
  NETWORK_ERROR_CODE,
  type Goal,
  type GoalEdit,
  type TrainingSession,
} from '@dreampitch/domain';
import { deviceQueue, sessionQueue } from './device-queue';
import { DataError } from './errors';
import { lastGoals } from './last-data';
import { STORAGE_KEYS, type KeyValueStorage } from './storage';

// Changes to stored goals and sessions kept on this device (offline, or while a parent's consent waits), loaded only
// when one is kept or synced.

/**
 * A stored goal as changed on this device (offline, or while a parent's consent waits): its newest title, description
 * and target date, and whether the player marked it complete. One entry per goal (its id), so the sync stores the last
 * state once, however many times it was changed.
 */
export interface QueuedGoalChange {
  id: string;
  changes: GoalEdit | null;
  completed: boolean;
}

export const goalChangeQueue = deviceQueue<QueuedGoalChange>(STORAGE_KEYS.queuedGoalChanges);

/** A change made to a goal: its new words, or its completion. */
export interface GoalChange {
  changes?: GoalEdit;
  completed?: boolean;
}

/** Keeps a change to a goal, over any change already waiting for it (a later edit wins, completion stays). */
export function keepGoalChange(
  storage: KeyValueStorage,
  userId: string,
  goalId: string,
  change: GoalChange,
): void {
  const waiting = goalChangeQueue.list(storage, userId).find((item) => item.id === goalId);
  goalChangeQueue.add(storage, userId, {
    id: goalId,
    changes: change.changes ?? waiting?.changes ?? null,
    completed: Boolean(change.completed || waiting?.completed),
  });
}

/** The goals with the changes still waiting on this device applied (as the server applies them). */
export function withQueuedGoalChanges(goals: Goal[], queued: QueuedGoalChange[]): Goal[] {
  if (queued.length === 0) return goals;
  const byGoal = new Map(queued.map((item) => [item.id, item]));
  return goals.map((goal) => {
    const change = byGoal.get(goal.id);
    if (!change) return goal;
    return {
      ...goal,
      ...change.changes,
      ...(change.completed ? { status: 'completed' as const, progress: 100 } : {}),
    };
  });
}

/**
 * Keeps a change to a stored session on this device: applied to its newest state there (an earlier offline change,
 * or the last goals read), which the sync stores whole. A session this device never saw rejects.
 */
export function keepSessionChange(
  storage: KeyValueStorage,
  userId: string,
  sessionId: string,
  change: (session: TrainingSession) => TrainingSession,
): void {
  const queued = sessionQueue.list(storage, userId).find((item) => item.id === sessionId);
  const goal = lastGoals
    .recall(storage, userId)
    ?.find((candidate) => candidate.sessions.some((session) => session.id === sessionId));
  const current = queued?.session ?? goal?.sessions.find((session) => session.id === sessionId);
  const goalId = queued?.goalId ?? goal?.id;
  if (!current || !goalId) throw new DataError(MESSAGES.connectionLost, NETWORK_ERROR_CODE);
  sessionQueue.add(storage, userId, {
    id: sessionId,
    goalId,
    session: change(current),
    added: queued?.added ?? false,
  });
}
