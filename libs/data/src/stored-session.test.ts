import { describe, expect, test } from '@rstest/core';
import { authStorageKey } from './device-session';
import { createMemoryStorage } from './storage';
import { readStoredSession } from './stored-session';
import { restoredWithRecordedRequests, storedSession, URL_OF_PROJECT } from './stored-session.fixture';

const NOW = Date.parse('2026-11-24T08:00:00Z');

/** A session expiring `inSeconds` after NOW. */
function session(inSeconds: number) {
  return storedSession(Math.floor(NOW / 1000) + inSeconds);
}

async function read(stored: string | null, persistSession = true) {
  const storage = createMemoryStorage();
  if (stored !== null) storage.setItem(authStorageKey(URL_OF_PROJECT), stored);
  return readStoredSession(URL_OF_PROJECT, { auth: { storage, persistSession } }, NOW);
}

describe('the session stored on the device, read without supabase-js', () => {
  test('a session valid for more than three minutes is used as stored', async () => {
    expect((await read(JSON.stringify(session(3600))))?.user.id).toBe('u1');
    expect((await read(JSON.stringify(session(181))))?.access_token).toBe('header.payload.signature');
  });

  test('one about to expire (supabase-js would refresh it first) or expired is not', async () => {
    expect(await read(JSON.stringify(session(180)))).toBeNull();
    expect(await read(JSON.stringify(session(-10)))).toBeNull();
  });

  test('nothing stored, a shape it does not know, or a session kept in memory only is not', async () => {
    const { user: _user, ...withoutUser } = session(3600);
    const { expires_at: _expiresAt, ...withoutExpiry } = session(3600);
    for (const stored of [
      null,
      'not json',
      '[]',
      JSON.stringify(withoutUser),
      JSON.stringify(withoutExpiry),
    ]) {
      expect(await read(stored)).toBeNull();
    }
    expect(await read(JSON.stringify(session(3600)), false)).toBeNull();
  });
});

describe('requests made with the stored session', () => {
  test('are sent in later tasks than the one that asked for them, with its token', async () => {
    const { client, sent } = await restoredWithRecordedRequests('[]');

    // A page's data hooks ask for their data in one task; its microtasks run before anything else.
    const answers = Promise.all([client.from('goals').select(), client.rpc('activity_days')]);
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    expect(sent).toEqual([]);

    await answers;
    expect(sent).toEqual([
      '/rest/v1/goals?select=* Bearer header.payload.signature',
      '/rest/v1/rpc/activity_days Bearer header.payload.signature',
    ]);
  });
});
