import {
  earliestCalendarDay,
  type Goal,
  type GoalCheckIn,
  type GoalEdit,
  type KeptOnDevice,
  type QuickTrackRecord,
  type SessionPlanBlock,
  type TrainingSession,
} from '@dreampitch/domain';
import type { FinishedTrainingSession, SaveOutcome } from './backend';
import type { BaseBackend } from './base-backend';
import * as queue from './device-queue';
import {
  goalChangeQueue,
  keepGoalChange,
  keepSessionChange,
  withQueuedGoalChanges,
  type GoalChange,
} from './goal-change-queue';
import { isUuid, newId } from './ids';
import { isOnline } from './offline-fetch';
import { readPendingGoals, removePendingGoals, sessionsOf, updatePendingGoal } from './pending-goals';
import { STORAGE_KEYS, type KeyValueStorage } from './storage';

// BaseBackend's saves and their device-queue fallbacks. A page's first render only reads, so this loads beside the
// first read of goals or check-ins (BaseBackend), never with a page, and is at hand when a save later finds the
// device offline.

/** The goals with the saves still waiting on this device applied (BaseBackend.listGoals, when any waits). */
export function withQueuedSaves(storage: KeyValueStorage, userId: string, goals: Goal[]): Goal[] {
  const checkIns = queue.checkInQueue.list(storage, userId);
  const sessions = queue.sessionQueue.list(storage, userId);
  const finishes = queue.finishQueue.list(storage, userId);
  return withQueuedGoalChanges(goals, goalChangeQueue.list(storage, userId)).map((goal) =>
    queue.withQueuedFinishes(
      queue.withQueuedSessions(queue.withQueuedCheckIns(goal, checkIns), sessions),
      finishes,
    ),
  );
}

/** The first page of stored check-ins with those still waiting on this device on top. */
export function withQueuedQuickTrack(
  storage: KeyValueStorage,
  userId: string,
  stored: QuickTrackRecord[],
): QuickTrackRecord[] {
  return queue.withQueued(stored, queue.quickTrackQueue.list(storage, userId));
}

/** Why goals that failed to save wait on this device (offline, consent), or null with a warning for another failure. */
export function goalsKeptReason(error: unknown): KeptOnDevice | null {
  const keptOnDevice = queue.keptOnDeviceReason(error, isOnline());
  if (!keptOnDevice)
    console.warn(
      'Saving goals to the database failed; kept in local storage to sync later:',
      error instanceof Error ? error.message : error,
    );
  return keptOnDevice;
}

/**
 * Saves a check-in; offline, or while the server waits for a parent's consent, it waits on this device instead
 * (marked `keptOnDevice`) and `syncDeviceQueue` stores it later under the same id. Other failures reject.
 */
export async function addQuickTrackEntry(
  backend: BaseBackend,
  record: QuickTrackRecord,
): Promise<QuickTrackRecord> {
  const userId = await backend.requireUserId();
  const entry = { ...record, id: record.id && isUuid(record.id) ? record.id : newId() };
  try {
    return await backend.storeQuickTrackEntry(entry, userId);
  } catch (error) {
    const keptOnDevice = queue.keptOnDeviceReason(error, isOnline());
    if (!keptOnDevice) throw error;
    const kept = { ...entry, keptOnDevice };
    queue.quickTrackQueue.add(backend.storage, userId, kept);
    return kept;
  }
}

/** The queues `syncQueues` sends; Decision Drill results and goals need none of its code. */
const SYNC_QUEUES_KEYS = [
  STORAGE_KEYS.queuedQuickTrack,
  STORAGE_KEYS.queuedCheckIns,
  STORAGE_KEYS.queuedSessions,
  STORAGE_KEYS.queuedFinishes,
  STORAGE_KEYS.queuedGoalChanges,
];

/**
 * Sends what waits on this device (goals, then Decision Drill results, Quick Track check-ins, goal check-ins,
 * sessions and the sessions finished in the player) to the account; resolves how many items were stored. Safe to repeat and to interrupt:
 * every item keeps its id, and one already stored is only removed from the device. Rejects (keeping everything not
 * yet stored) while the network or the consent still waits.
 */
export async function syncDeviceQueue(backend: BaseBackend, userId: string): Promise<number> {
  // Loaded before anything is sent: a chunk the network drops as it comes back then fails the sync before it stored a
  // thing, so the retry that stores it is the one whose count tells the player it synced.
  const queues = SYNC_QUEUES_KEYS.some((key) => backend.storage.getItem(key) !== null)
    ? await import('./sync-queues')
    : null;
  const goals = await syncPendingGoals(backend, userId);
  const games = await backend.syncGameResults(userId);
  if (!queues) return goals + games;
  return (
    goals +
    games +
    (await queues.syncQueues(backend.storage, userId, {
      storeQuickTrackEntry: (entry) => backend.storeQuickTrackEntry(entry, userId),
      storeCheckIn: backend.storeCheckIn.bind(backend),
      insertSession: (session) => backend.insertSessionRows([session], userId),
      storeSessionChanges: backend.storeSessionChanges.bind(backend),
      storeSessionCompleted: backend.storeSessionCompleted.bind(backend),
      storeGoalChanges: backend.storeGoalChanges.bind(backend),
      storeGoalCompleted: backend.storeGoalCompleted.bind(backend),
      storeSessionFinished: backend.storeSessionFinished.bind(backend),
      finishSent: (id) => backend.finishSent(id),
    }))
  );
}

export async function syncPendingGoals(backend: BaseBackend, userId: string): Promise<number> {
  const pending = readPendingGoals(backend.storage);
  if (pending.length === 0) return 0;
  // A planned day that is over everywhere can no longer be inserted; keeping it would make every sync fail.
  const earliest = earliestCalendarDay(new Date());
  const sessions = sessionsOf(pending).filter((session) => session.sessionDate >= earliest);
  const inserted = await backend.storeGoals(pending, sessions, userId);
  removePendingGoals(backend.storage, new Set(pending.map((goal) => goal.id)));
  return inserted;
}

/**
 * Adds a check-in to a goal; offline, or while the server waits for a parent's consent, it waits on this device
 * (the answer says why) and `syncDeviceQueue` stores it later under the same id. Other failures reject.
 */
export function recordCheckIn(
  backend: BaseBackend,
  goalId: string,
  checkIn: GoalCheckIn,
  progress: number,
): Promise<SaveOutcome> {
  const entry = { ...checkIn, id: checkIn.id ?? newId() };
  return orKeepOnDevice(
    backend,
    () =>
      changeGoal(
        backend,
        goalId,
        (goal) => ({ ...goal, progress, checkIns: [...goal.checkIns, checkIn] }),
        () => backend.storeCheckIn(goalId, entry, progress),
      ),
    (userId) => queue.checkInQueue.add(backend.storage, userId, { id: entry.id, goalId, checkIn, progress }),
  );
}

export function completeGoal(backend: BaseBackend, goalId: string): Promise<SaveOutcome> {
  return changeGoalOrKeep(
    backend,
    goalId,
    { completed: true },
    (goal) => ({ ...goal, status: 'completed', progress: 100 }),
    () => backend.storeGoalCompleted(goalId),
  );
}

export function updateGoal(backend: BaseBackend, goalId: string, changes: GoalEdit): Promise<SaveOutcome> {
  return changeGoalOrKeep(
    backend,
    goalId,
    { changes },
    (goal) => ({ ...goal, ...changes }),
    () => backend.storeGoalChanges(goalId, changes),
  );
}

export async function deleteGoal(backend: BaseBackend, goalId: string): Promise<void> {
  if (!isPendingGoal(backend, goalId)) return backend.removeGoalRow(goalId);
  removePendingGoals(backend.storage, new Set([goalId]));
  await backend.removeGoalRow(goalId).catch(() => undefined);
}

export async function addTrainingSession(
  backend: BaseBackend,
  goalId: string,
  session: TrainingSession,
): Promise<TrainingSession & SaveOutcome> {
  const saved = { ...session, id: newId(), goalId };
  if (isPendingGoal(backend, goalId)) {
    updatePendingGoal(backend.storage, goalId, (goal) => ({ ...goal, sessions: [...goal.sessions, saved] }));
    return saved;
  }
  const userId = await backend.requireUserId();
  const outcome = await orKeepOnDevice(
    backend,
    () => backend.insertSessionRows([saved], userId),
    () =>
      queue.sessionQueue.add(backend.storage, userId, { id: saved.id, goalId, session: saved, added: true }),
  );
  return { ...saved, ...outcome };
}

export function updateTrainingSession(backend: BaseBackend, session: TrainingSession): Promise<SaveOutcome> {
  return changeSessionOrKeep(
    backend,
    session.id,
    (current) => ({
      ...current,
      sessionDate: session.sessionDate,
      startTime: session.startTime,
      duration: session.duration,
      notes: session.notes,
      ...(session.plan ? { plan: session.plan } : {}),
    }),
    () => backend.storeSessionChanges(session),
  );
}

export async function setSessionCompleted(
  backend: BaseBackend,
  sessionId: string,
  completed: boolean,
): Promise<SaveOutcome> {
  // Unmarked done: a finish still waiting on this device must not mark it done again.
  if (!completed) queue.finishQueue.remove(backend.storage, sessionId);
  return changeSessionOrKeep(
    backend,
    sessionId,
    (current) => ({
      ...current,
      completed,
      // As the server: unmarking a session done forgets the minutes trained.
      minutesTrained: completed ? current.minutesTrained : null,
    }),
    () => backend.storeSessionCompleted(sessionId, completed),
  );
}

export function saveSessionPlan(
  backend: BaseBackend,
  sessionId: string,
  plan: SessionPlanBlock[],
): Promise<SaveOutcome> {
  return changeSessionOrKeep(
    backend,
    sessionId,
    (current) => ({ ...current, plan }),
    () => backend.storeSessionPlan(sessionId, plan),
  );
}

/**
 * Sent at once when online; offline (or while consent is pending) the finish waits on this device by the session's
 * id (the finish queue, which needs nothing else of the session), the session shows done with its minutes, and the
 * sync sends it, which the server counts once however often it arrives.
 */
export async function finishTrainingSession(
  backend: BaseBackend,
  sessionId: string,
  minutesTrained: number,
): Promise<FinishedTrainingSession> {
  let recorded: number | null = null;
  const outcome = await orKeepOnDevice(
    backend,
    async () => {
      recorded = await backend.storeSessionFinished(sessionId, minutesTrained);
    },
    (userId) => {
      // A finish already waiting keeps its minutes, as the server keeps the first.
      if (!queue.finishQueue.list(backend.storage, userId).some((item) => item.id === sessionId))
        queue.finishQueue.add(backend.storage, userId, { id: sessionId, minutesTrained });
    },
  );
  return { ...outcome, minutesTrained: recorded };
}

export async function deleteTrainingSession(backend: BaseBackend, sessionId: string): Promise<void> {
  queue.finishQueue.remove(backend.storage, sessionId);
  if (backend.storage.getItem(STORAGE_KEYS.queuedSessions) !== null) {
    const queued = queue.sessionQueue
      .list(backend.storage, await backend.requireUserId())
      .find((item) => item.id === sessionId);
    queue.sessionQueue.remove(backend.storage, sessionId);
    // Added on this device only: the server never had it.
    if (queued?.added) return;
  }
  await changeSession(backend, sessionId, null, () => backend.removeSessionRow(sessionId));
}

/**
 * Runs `store`; offline, or while the server waits for a parent's consent, `keep` puts the save on this device
 * instead (`syncDeviceQueue` stores it later) and the answer says why. Other failures reject.
 */
async function orKeepOnDevice(
  backend: BaseBackend,
  store: () => Promise<unknown>,
  keep: (userId: string) => void,
): Promise<SaveOutcome> {
  try {
    await store();
    return {};
  } catch (error) {
    const keptOnDevice = queue.keptOnDeviceReason(error, isOnline());
    if (!keptOnDevice) throw await inAppWords(error);
    keep(await backend.requireUserId());
    return { keptOnDevice };
  }
}

/** As changeGoal; offline, or while consent waits, the change waits on this device (goal-change-queue.ts). */
function changeGoalOrKeep(
  backend: BaseBackend,
  goalId: string,
  kept: GoalChange,
  change: (goal: Goal) => Goal,
  store: () => Promise<void>,
): Promise<SaveOutcome> {
  return orKeepOnDevice(
    backend,
    () => changeGoal(backend, goalId, change, store),
    (userId) => keepGoalChange(backend.storage, userId, goalId, kept),
  );
}

/** As changeSession; offline, or while consent waits, the changed session waits on this device. */
function changeSessionOrKeep(
  backend: BaseBackend,
  sessionId: string,
  change: (session: TrainingSession) => TrainingSession,
  store: () => Promise<void>,
): Promise<SaveOutcome> {
  return orKeepOnDevice(
    backend,
    () => changeSession(backend, sessionId, change, store),
    (userId) => keepSessionChange(backend.storage, userId, sessionId, change),
  );
}

function isPendingGoal(backend: BaseBackend, goalId: string): boolean {
  return readPendingGoals(backend.storage).some((goal) => goal.id === goalId);
}

/** As changeGoal, for a session (`change` null removes it). */
async function changeSession(
  backend: BaseBackend,
  sessionId: string,
  change: ((session: TrainingSession) => TrainingSession) | null,
  store: () => Promise<void>,
): Promise<void> {
  const owner = readPendingGoals(backend.storage).find((goal) =>
    goal.sessions.some((s) => s.id === sessionId),
  );
  if (!owner) return store();
  updatePendingGoal(backend.storage, owner.id, (goal) => ({
    ...goal,
    sessions: change
      ? goal.sessions.map((s) => (s.id === sessionId ? change(s) : s))
      : goal.sessions.filter((s) => s.id !== sessionId),
  }));
  await store().catch(() => undefined);
}

/**
 * A goal still pending in local storage is changed there (the sync inserts it as changed); the database copy, if
 * any, is changed too, and its failure then is not an error because the local copy holds the change.
 */
async function changeGoal(
  backend: BaseBackend,
  goalId: string,
  change: (goal: Goal) => Goal,
  store: () => Promise<void>,
): Promise<void> {
  if (!isPendingGoal(backend, goalId)) return store();
  updatePendingGoal(backend.storage, goalId, change);
  await store().catch(() => undefined);
}

/** A refused session save in the app's words (./training-sessions, loaded only when a save fails). */
const inAppWords = (error: unknown) =>
  import('./training-sessions').then(
    (module) => module.inAppWords(error),
    () => error,
  );
