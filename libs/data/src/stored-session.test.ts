import { describe, expect, rs, test } from '@rstest/core';
import { authStorageKey } from './auth-storage';
import type { DataClient } from './supabase-backend';
import { createMemoryStorage } from './storage';
import { readStoredSession, restoreStoredSession } from './stored-session';

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

describe('requests made with the stored session', () => {
  test('are sent in later tasks than the one that asked for them, with its token', async () => {
    const storage = createMemoryStorage();
    const stored = { ...session(3600), expires_at: Math.floor(Date.now() / 1000) + 3600 };
    storage.setItem(authStorageKey(URL_OF_PROJECT), JSON.stringify(stored));
    const sent: string[] = [];
    const fetch = rs.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(
        `${String(input).replace(URL_OF_PROJECT, '')} ${new Headers(init?.headers).get('Authorization')}`,
      );
      return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const client = await restoreStoredSession(
      {
        url: URL_OF_PROJECT,
        anonKey: 'anon',
        storage,
        clientOptions: { auth: { storage, persistSession: true }, global: { fetch } },
      },
      () => Promise.reject(new Error('supabase-js is not needed here')) as Promise<DataClient>,
    );
    if (!client) throw new Error('the stored session was not restored');

    // A page's data hooks ask for their data in one task; its microtasks run before anything else.
    const answers = Promise.all([client.from('goals').select(), client.rpc('activity_days')]);
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();

    await answers;
    expect(sent).toEqual([
      '/rest/v1/goals?select=* Bearer header.payload.signature',
      '/rest/v1/rpc/activity_days Bearer header.payload.signature',
    ]);
  });
});
