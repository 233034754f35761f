import {
  earliestCalendarDay,
  type GoalCheckIn,
  type GoalEdit,
  type QuickTrackRecord,
  type TrainingSession,
} from '@dreampitch/domain';
import { checkInQueue, finishQueue, quickTrackQueue, sessionQueue } from './device-queue';
import { DataError } from './errors';
import { goalChangeQueue } from './goal-change-queue';
import type { KeyValueStorage } from './storage';

/** How the backend stores each kind of save (BaseBackend's storage primitives, for the signed-in account). */
export interface QueueStores {
  storeQuickTrackEntry(entry: QuickTrackRecord & { id: string }): Promise<unknown>;
  storeCheckIn(goalId: string, checkIn: GoalCheckIn, progress: number): Promise<void>;
  insertSession(session: TrainingSession): Promise<void>;
  storeSessionChanges(session: TrainingSession): Promise<void>;
  storeSessionCompleted(sessionId: string, completed: boolean): Promise<void>;
  storeGoalChanges(goalId: string, changes: GoalEdit): Promise<void>;
  storeGoalCompleted(goalId: string): Promise<void>;
  storeSessionFinished(sessionId: string, minutesTrained: number): Promise<number>;
  /** Told of each finish the sync sent (the player waits on it). */
  finishSent(sessionId: string): void;
}

const SESSION_NOT_STARTED = 'session_not_started';

/**
 * Sends the device queues (Quick Track check-ins, goal check-ins, sessions, goal changes, then the sessions finished
 * in the player) to the account; resolves how many items were stored. Loaded only when something waits (BaseBackend
 * syncDeviceQueue), never with the first page.
 */
export async function syncQueues(
  storage: KeyValueStorage,
  userId: string,
  stores: QueueStores,
): Promise<number> {
  const quickTrack = await quickTrackQueue.sync(storage, userId, ({ keptOnDevice: _waited, ...entry }) =>
    stores.storeQuickTrackEntry(entry),
  );
  const checkIns = await checkInQueue.sync(storage, userId, (item) =>
    stores.storeCheckIn(item.goalId, { ...item.checkIn, id: item.id }, item.progress),
  );
  // A planned day that is over everywhere can no longer be stored (as for pending goals): it is only forgotten.
  const earliest = earliestCalendarDay(new Date());
  const sessions = await sessionQueue.sync(storage, userId, async ({ session, added }) => {
    if (session.sessionDate < earliest) return;
    if (added) return stores.insertSession(session);
    await stores.storeSessionChanges(session);
    await stores.storeSessionCompleted(session.id, session.completed);
  });
  const goalChanges = await goalChangeQueue.sync(storage, userId, async ({ id, changes, completed }) => {
    if (changes) await stores.storeGoalChanges(id, changes);
    if (completed) await stores.storeGoalCompleted(id);
  });
  // After the sessions, so that one added on this device is on the server when its finish arrives. The server
  // counts the first finish only: one sent again after an interrupted sync changes nothing.
  const sent: string[] = [];
  try {
    const finishes = await finishQueue.sync(storage, userId, async ({ id, minutesTrained }) => {
      await stores.storeSessionFinished(id, minutesTrained).catch(async (error: unknown) => {
        // Started where the start never reached the server: no clock to hold the minutes against, so only done.
        if (!(error instanceof DataError && error.code === SESSION_NOT_STARTED)) throw error;
        await stores.storeSessionCompleted(id, true);
      });
      sent.push(id);
    });
    return quickTrack + checkIns + sessions + goalChanges + finishes;
  } finally {
    for (const id of sent) stores.finishSent(id);
  }
}
