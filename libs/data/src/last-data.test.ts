import { describe, expect, test } from '@rstest/core';
import { lastGoals, settle } from './last-data';
import { createMemoryStorage, forgetLastData, STORAGE_KEYS } from './storage';

describe('the last data kept on the device', () => {
  test('a full storage leaves no older copy to answer, and reading goes on', () => {
    const storage = createMemoryStorage();
    lastGoals.remember(storage, 'user-1', []);
    const full = {
      ...storage,
      setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => lastGoals.remember(full, 'user-1', [])).not.toThrow();
    expect(lastGoals.recall(storage, 'user-1')).toBeNull();
  });

  test("one account's copy is not another's, and forgetting removes it", () => {
    const storage = createMemoryStorage();
    lastGoals.remember(storage, 'user-1', []);
    expect(lastGoals.recall(storage, 'user-1')).toEqual([]);
    expect(lastGoals.recall(storage, 'user-2')).toBeNull();
    storage.setItem(STORAGE_KEYS.queuedCheckIns, '[]');
    forgetLastData(storage);
    expect(storage.getItem(STORAGE_KEYS.lastGoals)).toBeNull();
    // What waits to sync is not last data: it stays for the account's next sign-in.
    expect(storage.getItem(STORAGE_KEYS.queuedCheckIns)).toBe('[]');
  });

  test("offline, a page's read by its query key answers its last copy, for its own account only", async () => {
    const storage = createMemoryStorage();
    const offline = new TypeError('Failed to fetch');
    const online = Object.getOwnPropertyDescriptor(globalThis.navigator, 'onLine');
    // The server's answer is no copy: no time is said for it.
    await expect(
      settle('read:family-links:user-1', storage, 'user-1', Promise.resolve(['link'])),
    ).resolves.toEqual({ value: ['link'] });
    Object.defineProperty(globalThis.navigator, 'onLine', { configurable: true, get: () => false });
    try {
      const copy = await settle('read:family-links:user-1', storage, 'user-1', Promise.reject(offline));
      expect(copy.value).toEqual(['link']);
      expect(Date.parse(copy.keptAt!)).toBeLessThanOrEqual(Date.now());
      await expect(
        settle('read:family-links:user-1', storage, 'user-2', Promise.reject(offline)),
      ).rejects.toBe(offline);
    } finally {
      if (online) Object.defineProperty(globalThis.navigator, 'onLine', online);
    }
    forgetLastData(storage);
    expect(storage.getItem(STORAGE_KEYS.lastReads)).toBeNull();
  });

  test('a copy kept without its time is not answered: the page could not say how old it is', async () => {
    const storage = createMemoryStorage();
    storage.setItem(
      STORAGE_KEYS.lastReads,
      JSON.stringify({ userId: 'user-1', value: { 'read:a': ['old'] } }),
    );
    await expect(
      settle('read:a', storage, 'user-1', Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toThrow('Failed to fetch');
  });
});
