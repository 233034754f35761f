/** The subset of the Web Storage API the data layer uses, so Node tests can pass an in-memory one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Product-specific local-storage keys (spec §7). */
export const STORAGE_KEYS = {
  pendingGoals: 'dreampitch.pendingGoals',
  queuedQuickTrack: 'dreampitch.queuedQuickTrack',
  queuedCheckIns: 'dreampitch.queuedCheckIns',
  queuedSessions: 'dreampitch.queuedSessions',
  queuedFinishes: 'dreampitch.queuedFinishes',
  queuedGameResults: 'dreampitch.queuedGameResults',
  gameTicket: 'dreampitch.gameTicket',
  queuedGoalChanges: 'dreampitch.queuedGoalChanges',
  lastGoals: 'dreampitch.lastGoals',
  lastReads: 'dreampitch.lastReads',
  notificationPreferences: 'dreampitch.notificationPreferences',
  returnAfterConfirm: 'dreampitch.returnAfterConfirm',
} as const;

/** Where something saved on this device waits for the account: what `syncDeviceQueue` sends. */
export const DEVICE_QUEUE_KEYS = [
  STORAGE_KEYS.pendingGoals,
  STORAGE_KEYS.queuedQuickTrack,
  STORAGE_KEYS.queuedCheckIns,
  STORAGE_KEYS.queuedSessions,
  STORAGE_KEYS.queuedFinishes,
  STORAGE_KEYS.queuedGameResults,
  STORAGE_KEYS.queuedGoalChanges,
] as const;

export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** The browser's localStorage when there is one (and it works: private modes may throw), else memory. */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      const probe = 'dreampitch.probe';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // Storage blocked: fall through to memory.
  }
  return createMemoryStorage();
}

export function readJson<T>(storage: KeyValueStorage, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}

/** Removes every account's last data (last-data.ts) from this device. */
export function forgetLastData(storage: KeyValueStorage): void {
  storage.removeItem(STORAGE_KEYS.lastGoals);
  storage.removeItem(STORAGE_KEYS.lastReads);
}
