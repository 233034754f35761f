import { describe, expect, test } from '@rstest/core';
import { forgetLastData, lastGoals } from './last-data';
import { createMemoryStorage, STORAGE_KEYS } from './storage';

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
    forgetLastData(storage);
    expect(storage.getItem(STORAGE_KEYS.lastGoals)).toBeNull();
  });
});
