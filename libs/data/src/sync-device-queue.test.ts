import { describe, expect, rs, test } from '@rstest/core';
import type { BaseBackend } from './base-backend';
import { syncDeviceQueue } from './saves';
import { createMemoryStorage, STORAGE_KEYS } from './storage';

// The network drops the chunk of the other queues' code as it comes back (seen in the offline drill journey): its
// import fails.
rs.mock('./sync-queues', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /static/js/async/sync-queues.js');
});

/** A backend whose device holds `waiting` and whose game results all reach the server. */
function backendWaitingWith(waiting: string[]) {
  const storage = createMemoryStorage();
  for (const key of waiting) storage.setItem(key, '[]');
  const syncGameResults = rs.fn(async () => 1);
  return { backend: { storage, syncGameResults } as unknown as BaseBackend, syncGameResults };
}

describe('syncDeviceQueue when the other queues’ code cannot be loaded', () => {
  test('a Decision Drill result waiting alone is sent and counted, so the player is told it synced', async () => {
    const { backend, syncGameResults } = backendWaitingWith([STORAGE_KEYS.queuedGameResults]);
    expect(await syncDeviceQueue(backend, 'player')).toBe(1);
    expect(syncGameResults).toHaveBeenCalledOnce();
  });

  test('with a check-in waiting too, nothing is sent: the retry that stores both is the one that counts them', async () => {
    const { backend, syncGameResults } = backendWaitingWith([
      STORAGE_KEYS.queuedGameResults,
      STORAGE_KEYS.queuedCheckIns,
    ]);
    await expect(syncDeviceQueue(backend, 'player')).rejects.toThrow(/dynamically imported module/);
    expect(syncGameResults).not.toHaveBeenCalled();
  });
});
