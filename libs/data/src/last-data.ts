import type { GameStats, Goal, Profile, QuickTrackRecord } from '@dreampitch/domain';
import type { KeptRead } from './backend';
import { isOfflineFailure } from './errors';
import { isOnline } from './offline-fetch';
import { readJson, STORAGE_KEYS, writeJson, type KeyValueStorage } from './storage';

/** An answer kept on this device and when it was kept (an ISO time). */
interface DeviceCopy<T> {
  value: T;
  savedAt: string;
}

/**
 * The last answer of each read, kept on this device for the account that read it, so a visited page shows it while
 * the network is down. One account's copy is never answered to another, and sign-out removes every copy (each key
 * is one of two: forgetLastData in storage.ts): the next user of the device sees nothing of the last
 * one. Loaded beside the first read, never with the first page (BaseBackend.readOrRecall).
 */
function lastData<T>(key: string) {
  type Kept = DeviceCopy<T> & { userId: string };
  const recallCopy = (storage: KeyValueStorage, userId: string): DeviceCopy<T> | null => {
    const kept = readJson<Kept>(storage, key);
    return kept?.userId === userId ? { value: kept.value, savedAt: kept.savedAt } : null;
  };
  return {
    remember(storage: KeyValueStorage, userId: string, value: T): void {
      try {
        writeJson(storage, key, { userId, value, savedAt: new Date().toISOString() } satisfies Kept);
      } catch {
        // Storage full or blocked: the page still shows the answer; only the offline copy is missing (or older).
        storage.removeItem(key);
      }
    },
    /** The account's last answer, or null when this device holds none for it. */
    recall: (storage: KeyValueStorage, userId: string): T | null =>
      recallCopy(storage, userId)?.value ?? null,
    recallCopy,
  };
}

/**
 * One read's last answer among the account's other reads, all under one key (a device holds one account's reads:
 * the next account's first read replaces them), with the time each was kept: a page showing one offline says how old
 * it is.
 */
function lastRead<T>(name: string) {
  type Reads = { values: Record<string, unknown>; savedAt: Record<string, string> };
  const all = lastData<Reads>(STORAGE_KEYS.lastReads);
  const recallCopy = (storage: KeyValueStorage, userId: string): DeviceCopy<T> | null => {
    const reads = all.recall(storage, userId);
    const value = reads?.values?.[name] as T | undefined;
    return reads && value !== undefined ? { value, savedAt: reads.savedAt[name]! } : null;
  };
  return {
    remember(storage: KeyValueStorage, userId: string, value: T): void {
      const reads = all.recall(storage, userId);
      all.remember(storage, userId, {
        values: { ...reads?.values, [name]: value },
        savedAt: { ...reads?.savedAt, [name]: new Date().toISOString() },
      });
    },
    recall: (storage: KeyValueStorage, userId: string): T | null =>
      recallCopy(storage, userId)?.value ?? null,
    recallCopy,
  };
}

export const lastGoals = lastData<Goal[]>(STORAGE_KEYS.lastGoals);
/** The profile drives every page (name, age group, plan): offline, the app goes on as the account last read. */
export const lastProfile = lastRead<Profile>('profile');
export const lastActivityDays = lastRead<string[]>('activityDays');
export const lastGameStats = lastRead<GameStats>('gameStats');
/** The first page of stored Quick Track check-ins (the later pages are read on demand, online). */
export const lastQuickTrack = lastRead<QuickTrackRecord[]>('quickTrack');

const KEPT = { lastGoals, lastProfile, lastActivityDays, lastGameStats, lastQuickTrack };
/** One of the reads above, or a page's own read by its query key (`read:<key>`, BaseBackend.keptRead). */
export type LastDataName = keyof typeof KEPT | `read:${string}`;

/**
 * Keeps the answer of a read for the account; when the device is offline (not when a server refuses), answers the
 * last one kept instead, if any, saying so: `keptAt` is when the device kept it (none for the server's answer).
 */
export async function settle<T>(
  name: LastDataName,
  storage: KeyValueStorage,
  userId: string,
  answer: Promise<T>,
): Promise<KeptRead<T>> {
  const kept = (name in KEPT ? KEPT[name as keyof typeof KEPT] : lastRead<T>(name)) as unknown as ReturnType<
    typeof lastRead<T>
  >;
  try {
    const value = await answer;
    kept.remember(storage, userId, value);
    return { value };
  } catch (error) {
    const last = kept.recallCopy(storage, userId);
    if (last !== null && isOfflineFailure(error, isOnline()))
      return { value: last.value, keptAt: last.savedAt };
    throw error;
  }
}
