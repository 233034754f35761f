import {
  bySessionTime,
  gameTicketAge,
  type DrillAnswers,
  type GameTicket,
  type RecordedGame,
  type ReservedGameTicket,
  type Goal,
  type GoalCheckIn,
  type KeptOnDevice,
  type QuickTrackRecord,
  type TrainingSession,
} from '@dreampitch/domain';
import type { KeptGameResult } from './backend';
import { isOfflineFailure } from './errors';
import { readJson, STORAGE_KEYS, writeJson, type KeyValueStorage } from './storage';

/** A goal check-in waiting on this device, with the progress the player set and the id it will be stored under. */
export interface QueuedCheckIn {
  id: string;
  goalId: string;
  checkIn: GoalCheckIn;
  progress: number;
}

/**
 * A training session added or changed on this device, in its newest state; `added` while the server has no row for it
 * (the sync inserts it, else it stores the changes).
 */
export interface QueuedSession {
  id: string;
  goalId: string;
  session: TrainingSession;
  added: boolean;
}

/**
 * A session finished in the player on this device, by its id, with the minutes trained: sent to
 * public.finish_training_session, which counts the first finish only, however often it arrives.
 */
export interface QueuedFinish {
  id: string;
  minutesTrained: number;
}

/**
 * Saves waiting on this device (offline, or an under-13 whose parent has not consented yet), each with the account it
 * belongs to and the id it will be stored under, so a sync repeated after an interruption finds the rows it already
 * stored instead of adding them twice. Loaded on first use, never with the first page.
 */
export function deviceQueue<T extends { id: string }>(key: string) {
  type Queued = { userId: string; entry: T };
  const read = (storage: KeyValueStorage): Queued[] => {
    const queue = readJson<Queued[]>(storage, key);
    return Array.isArray(queue) ? queue : [];
  };
  const write = (storage: KeyValueStorage, queue: Queued[]): void => {
    if (queue.length === 0) storage.removeItem(key);
    else writeJson(storage, key, queue);
  };
  const list = (storage: KeyValueStorage, userId: string): T[] =>
    read(storage)
      .filter((item) => item.userId === userId)
      .map((item) => item.entry);
  const remove = (storage: KeyValueStorage, id: string): void =>
    write(
      storage,
      read(storage).filter((item) => item.entry.id !== id),
    );
  return {
    list,
    /** Adds (or replaces by id) an entry; nothing already waiting is dropped. */
    add(storage: KeyValueStorage, userId: string, entry: T): void {
      write(storage, [...read(storage).filter((item) => item.entry.id !== entry.id), { userId, entry }]);
    },
    remove,
    /**
     * Stores the signed-in user's waiting entries one by one, forgetting each once stored; one the server already has
     * (duplicate key: an earlier sync stored it, then stopped) is only forgotten. Resolves how many were new.
     */
    async sync(
      storage: KeyValueStorage,
      userId: string,
      store: (entry: T) => Promise<unknown>,
    ): Promise<number> {
      let synced = 0;
      for (const entry of list(storage, userId)) {
        try {
          await store(entry);
          synced += 1;
        } catch (error) {
          if (field(error, 'code') !== '23505') throw error;
        }
        remove(storage, entry.id);
      }
      return synced;
    },
  };
}

export const quickTrackQueue = deviceQueue<QuickTrackRecord & { id: string }>(STORAGE_KEYS.queuedQuickTrack);
export const checkInQueue = deviceQueue<QueuedCheckIn>(STORAGE_KEYS.queuedCheckIns);
export const sessionQueue = deviceQueue<QueuedSession>(STORAGE_KEYS.queuedSessions);
/** Synced after the sessions: a session added on this device exists on the server before its finish is sent. */
export const finishQueue = deviceQueue<QueuedFinish>(STORAGE_KEYS.queuedFinishes);

/**
 * A Decision Drill finished offline: the game the server started (its play id) and the raw answers, or, for a game
 * started offline, the ticket's id with the seconds and the end time this device measured (`offline`). Sent later to
 * public.record_game_result, which scores it and bounds its time itself, and records a game once, however often it
 * arrives.
 */
export interface QueuedGameResult {
  id: string;
  answers: DrillAnswers;
  offline?: { seconds: number; finishedAt: string };
}

export const gameResultQueue = deviceQueue<QueuedGameResult>(STORAGE_KEYS.queuedGameResults);

/**
 * The server's answers that end a queued result for good: already recorded (sent before, then the sync stopped), the
 * game ended by a later start, too late, a ticket that is not this account's, or a day whose game time was used up
 * before the result arrived. Sending it again would only be refused again.
 */
const GAME_RESULT_FINAL_REFUSALS: readonly string[] = [
  'game_not_started',
  'game_expired',
  'ticket_unknown',
  'ticket_used',
  'ticket_expired',
  'game_time_limit_reached',
];

/** The ticket this device keeps for one Decision Drill played offline, with the account it was reserved for. */
interface KeptTicket {
  userId: string;
  ticket: GameTicket;
}

/** The ticket kept for `userId` that can still save a game at `now`, or null. */
export function keptGameTicket(storage: KeyValueStorage, userId: string, now: Date): GameTicket | null {
  const kept = readJson<KeptTicket>(storage, STORAGE_KEYS.gameTicket);
  if (kept?.userId !== userId || gameTicketAge(kept.ticket.issuedAt, now) === 'expired') return null;
  return kept.ticket;
}

/**
 * Keeps one ticket for `userId`: the kept one while fresh, else one `reserve` answers (the kept one stays when the
 * server issues none, the day's game time being used up). Resolves the ticket kept, or null.
 */
export async function keepGameTicket(
  storage: KeyValueStorage,
  userId: string,
  reserve: () => Promise<ReservedGameTicket>,
): Promise<GameTicket | null> {
  const kept = keptGameTicket(storage, userId, new Date());
  if (kept && gameTicketAge(kept.issuedAt, new Date()) === 'fresh') return kept;
  const { ticket } = await reserve();
  if (!ticket) return kept;
  writeJson(storage, STORAGE_KEYS.gameTicket, { userId, ticket } satisfies KeptTicket);
  return ticket;
}

/**
 * Records the game played from `ticket` with `record`; offline, keeps it on this device for syncGameResults instead.
 * The ticket leaves the device first, so no second game starts from it.
 */
export function recordOrKeepTicketResult(
  storage: KeyValueStorage,
  userId: string,
  ticket: GameTicket,
  entry: QueuedGameResult,
  record: (entry: QueuedGameResult) => Promise<RecordedGame>,
): Promise<RecordedGame | KeptGameResult> {
  if (readJson<KeptTicket>(storage, STORAGE_KEYS.gameTicket)?.ticket.id === ticket.id)
    storage.removeItem(STORAGE_KEYS.gameTicket);
  return recordOrKeepGameResult(storage, () => Promise.resolve(userId), entry, record);
}

/** Records a finished game with `record`; offline, keeps it on this device for syncGameResults instead. */
export async function recordOrKeepGameResult(
  storage: KeyValueStorage,
  userId: () => Promise<string>,
  entry: QueuedGameResult,
  record: (entry: QueuedGameResult) => Promise<RecordedGame>,
): Promise<RecordedGame | KeptGameResult> {
  try {
    return await record(entry);
  } catch (error) {
    if (keptOnDeviceReason(error, isOnline()) !== 'offline') throw error;
    gameResultQueue.add(storage, await userId(), entry);
    return { keptOnDevice: 'offline', newAchievements: [] };
  }
}

/**
 * Sends the user's games finished offline with `record`; the server records a play once, so a result it refuses for
 * good (sent before, or too late) is only forgotten. Resolves how many were recorded.
 */
export async function syncGameResults(
  storage: KeyValueStorage,
  userId: string,
  record: (entry: QueuedGameResult) => Promise<unknown>,
): Promise<number> {
  if (storage.getItem(STORAGE_KEYS.queuedGameResults) === null) return 0;
  let recorded = 0;
  await gameResultQueue.sync(storage, userId, async (entry) => {
    try {
      await record(entry);
      recorded += 1;
    } catch (error) {
      if (!GAME_RESULT_FINAL_REFUSALS.includes(field(error, 'code'))) throw error;
    }
  });
  return recorded;
}

/** The browser's view of the network (always online outside a browser). */
function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

const CONSENT_PENDING = 'consent_pending';

function field(error: unknown, name: 'code' | 'message'): string {
  if (typeof error !== 'object' || error === null || !(name in error)) return '';
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** Whether a failed save waits on the device (and why), or is a real failure the user must see. */
export function keptOnDeviceReason(error: unknown, online: boolean): KeptOnDevice | null {
  if (field(error, 'code') === CONSENT_PENDING || field(error, 'message') === CONSENT_PENDING)
    return 'consent_pending';
  if (isOfflineFailure(error, online)) return 'offline';
  return null;
}

/** Entries stored on the server plus those still on the device (an id in both is stored: the sync got there). */
export function withQueued<T extends { id?: string; date: string }>(stored: T[], queued: T[]): T[] {
  const storedIds = new Set(stored.map((entry) => entry.id));
  const waiting = queued.filter((entry) => !storedIds.has(entry.id));
  if (waiting.length === 0) return stored;
  return [...waiting, ...stored].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** A goal with the check-ins still waiting on this device for it (the newest progress is the one the player set). */
export function withQueuedCheckIns(goal: Goal, queued: QueuedCheckIn[]): Goal {
  const waiting = queued.filter((item) => item.goalId === goal.id);
  if (waiting.length === 0) return goal;
  return {
    ...goal,
    progress: waiting[waiting.length - 1]!.progress,
    checkIns: [...goal.checkIns, ...waiting.map((item) => item.checkIn)],
  };
}

/** A goal with its sessions finished on this device shown done, with the minutes trained there. */
export function withQueuedFinishes(goal: Goal, queued: QueuedFinish[]): Goal {
  const finished = new Map(queued.map((item) => [item.id, item.minutesTrained]));
  if (!goal.sessions.some((session) => finished.has(session.id))) return goal;
  return {
    ...goal,
    sessions: goal.sessions.map((session) => {
      const minutes = finished.get(session.id);
      if (minutes === undefined) return session;
      // As the server: a session finished before keeps its first minutes.
      const kept = session.completed && session.minutesTrained ? session.minutesTrained : minutes;
      return { ...session, completed: true, minutesTrained: kept };
    }),
  };
}

/** A goal with its sessions as changed or added on this device. */
export function withQueuedSessions(goal: Goal, queued: QueuedSession[]): Goal {
  const waiting = new Map(
    queued.filter((item) => item.goalId === goal.id).map((item) => [item.id, item.session]),
  );
  if (waiting.size === 0) return goal;
  const kept = goal.sessions.map((session) => waiting.get(session.id) ?? session);
  const added = [...waiting.values()].filter((session) => !goal.sessions.some((s) => s.id === session.id));
  return {
    ...goal,
    sessions: [...kept, ...added].sort(bySessionTime),
  };
}
