import type { Goal, TrainingSession } from '@dreampitch/domain';
import { isUuid, newId } from './ids';
import { readJson, STORAGE_KEYS, writeJson, type KeyValueStorage } from './storage';

/**
 * Gives every goal and session a uuid (kept when already one) and points sessions at their goal, so the same list can
 * be inserted again later and matched row by row: that is what makes the local-storage sync idempotent.
 */
export function withStableIds(goals: Goal[]): Goal[] {
  return goals.map((goal) => {
    const id = isUuid(goal.id) ? goal.id : newId();
    return {
      ...goal,
      id,
      sessions: goal.sessions.map((session) => ({
        ...session,
        id: isUuid(session.id) ? session.id : newId(),
        goalId: id,
      })),
    };
  });
}

export function readPendingGoals(storage: KeyValueStorage): Goal[] {
  const goals = readJson<Goal[]>(storage, STORAGE_KEYS.pendingGoals);
  return Array.isArray(goals) ? goals : [];
}

/** Adds (or replaces by id) goals in the pending list; nothing already pending is dropped. */
export function addPendingGoals(storage: KeyValueStorage, goals: Goal[]): void {
  const byId = new Map(readPendingGoals(storage).map((goal) => [goal.id, goal]));
  for (const goal of goals) byId.set(goal.id, goal);
  writeJson(storage, STORAGE_KEYS.pendingGoals, [...byId.values()]);
}

export function removePendingGoals(storage: KeyValueStorage, goalIds: ReadonlySet<string>): void {
  const remaining = readPendingGoals(storage).filter((goal) => !goalIds.has(goal.id));
  if (remaining.length === 0) storage.removeItem(STORAGE_KEYS.pendingGoals);
  else writeJson(storage, STORAGE_KEYS.pendingGoals, remaining);
}

export function updatePendingGoal(
  storage: KeyValueStorage,
  goalId: string,
  change: (goal: Goal) => Goal,
): void {
  const pending = readPendingGoals(storage);
  if (!pending.some((goal) => goal.id === goalId)) return;
  writeJson(
    storage,
    STORAGE_KEYS.pendingGoals,
    pending.map((goal) => (goal.id === goalId ? change(goal) : goal)),
  );
}

export function sessionsOf(goals: Goal[]): TrainingSession[] {
  return goals.flatMap((goal) => goal.sessions);
}
