import type { Goal, GoalEdit } from '@dreampitch/domain';
import { deviceQueue } from './device-queue';
import { STORAGE_KEYS, type KeyValueStorage } from './storage';

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
