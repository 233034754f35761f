import type { Goal } from '@dreampitch/domain';
import { readJson, STORAGE_KEYS, writeJson, type KeyValueStorage } from './storage';

/**
 * The last answer of a read, kept on this device for the account that read it, so a visited page shows it while the
 * network is down. One account's copy is never answered to another, and sign-out removes every copy
 * (`forgetLastData`): the next user of the device sees nothing of the last one.
 */
function lastData<T>(key: string) {
  type Kept = { userId: string; value: T };
  return {
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
  };
}

const LAST_DATA_KEYS = [STORAGE_KEYS.lastGoals] as const;

export const lastGoals = lastData<Goal[]>(STORAGE_KEYS.lastGoals);

/** Removes every account's last data from this device. */
export function forgetLastData(storage: KeyValueStorage): void {
  for (const key of LAST_DATA_KEYS) storage.removeItem(key);
}
