import { describe, expect, test } from '@rstest/core';
import { authStorageKey } from './auth-storage';
import { createMemoryStorage } from './storage';
import { readStoredSession } from './stored-session';

const URL_OF_PROJECT = 'http://127.0.0.1:54321';
const NOW = Date.parse('2026-11-24T08:00:00Z');

/** A session as supabase-js 2.x stores it (GoTrueClient._saveSession), expiring `inSeconds` after NOW. */
function session(inSeconds: number) {
  return {
    access_token: 'header.payload.signature',
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(NOW / 1000) + inSeconds,
    user: { id: 'u1', email: 'ada@example.com', user_metadata: {}, app_metadata: {}, aud: 'authenticated' },
  };
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
