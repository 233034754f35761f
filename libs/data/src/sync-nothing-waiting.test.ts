import { describe, expect, rs, test } from '@rstest/core';
import { createMemoryStorage, DEVICE_QUEUE_KEYS } from './storage';
import { SupabaseBackend } from './supabase-backend';

/** Each load of the sync's code (saves.ts), which a page downloads as a chunk of its own. */
const loads: string[] = [];
rs.mock('./saves', () => {
  loads.push('saves');
  return { syncDeviceQueue: async () => 1 };
});

const backendWith = (waiting: string[]) => {
  const storage = createMemoryStorage();
  for (const key of waiting) storage.setItem(key, '[]');
  return new SupabaseBackend({ url: 'http://127.0.0.1:9', anonKey: 'anon', storage });
};

describe('syncDeviceQueue', () => {
  test('with nothing waiting on the device, answers that nothing synced without loading the sync’s code', async () => {
    await expect(backendWith([]).syncDeviceQueue('player')).resolves.toBe(0);
    expect(loads).toEqual([]);
  });

  test.each(DEVICE_QUEUE_KEYS)('with %s waiting, loads the sync’s code to send it', async (key) => {
    await expect(backendWith([key]).syncDeviceQueue('player')).resolves.toBe(1);
    expect(loads).toEqual(['saves']);
  });
});
