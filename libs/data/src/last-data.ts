import type { GameStats, Goal, Profile, QuickTrackRecord } from '@dreampitch/domain';
import { isOfflineFailure } from './errors';
import { readJson, STORAGE_KEYS, writeJson, type KeyValueStorage } from './storage';

/**
 * The last answer of a read, kept on this device for the account that read it, so a visited page shows it while the
 * network is down. One account's copy is never answered to another, and sign-out removes every copy
 * (`forgetLastData`): the next user of the device sees nothing of the last one.
 */
function lastData<T>(key: string) {
  type Kept = { userId: string; value: T };
  const kept = {
    remember(storage: KeyValueStorage, userId: string, value: T): void {
      try {
        writeJson(storage, key, { userId, value } satisfies Kept);
      } catch {
        // Storage full or blocked: the page still shows the answer; only the offline copy is missing (or older).
        storage.removeItem(key);
      }
    },
    /** The account's last answer, or null when this device holds none for it. */
    recall(storage: KeyValueStorage, userId: string): T | null {
      const kept = readJson<Kept>(storage, key);
      return kept?.userId === userId ? kept.value : null;
    },
    /**
     * Runs `read` and keeps its answer; when the device is offline (not when a server refuses), answers the last one
     * kept for the account instead, if any.
     */
    async readOrRecall(storage: KeyValueStorage, userId: string, read: () => Promise<T>): Promise<T> {
      try {
        const value = await read();
        kept.remember(storage, userId, value);
        return value;
      } catch (error) {
        const last = kept.recall(storage, userId);
        if (last !== null && isOfflineFailure(error, isOnline())) return last;
        throw error;
      }
    },
  };
  return kept;
}

const LAST_DATA_KEYS = [
  STORAGE_KEYS.lastGoals,
  STORAGE_KEYS.lastProfile,
  STORAGE_KEYS.lastActivityDays,
  STORAGE_KEYS.lastGameStats,
  STORAGE_KEYS.lastQuickTrack,
] as const;

export const lastGoals = lastData<Goal[]>(STORAGE_KEYS.lastGoals);
/** The profile drives every page (name, age group, plan): offline, the app goes on as the account last read. */
export const lastProfile = lastData<Profile>(STORAGE_KEYS.lastProfile);
export const lastActivityDays = lastData<string[]>(STORAGE_KEYS.lastActivityDays);
export const lastGameStats = lastData<GameStats>(STORAGE_KEYS.lastGameStats);
/** The first page of stored Quick Track check-ins (the later pages are read on demand, online). */
export const lastQuickTrack = lastData<QuickTrackRecord[]>(STORAGE_KEYS.lastQuickTrack);

/** Removes every account's last data from this device. */
export function forgetLastData(storage: KeyValueStorage): void {
  for (const key of LAST_DATA_KEYS) storage.removeItem(key);
}

/** The browser's view of the network (always online outside a browser). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
