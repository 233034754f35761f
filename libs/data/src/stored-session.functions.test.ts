import * as functionsJs from '@supabase/functions-js' with { rstest: 'importActual' };
import { describe, expect, rs, test } from '@rstest/core';
import { authStorageKey } from './auth-storage';
import { createMemoryStorage } from './storage';
import { restoreStoredSession } from './stored-session';
import type { DataClient } from './supabase-backend';

/** Which times functions-js was evaluated: a signed-in page that invokes no function must not download it. */
const evaluated = rs.hoisted(() => ({ count: 0 }));

rs.mock('@supabase/functions-js', () => {
  evaluated.count += 1;
  return { ...functionsJs };
});

const URL_OF_PROJECT = 'http://127.0.0.1:54321';

describe("the stored session's functions client", () => {
  test('loads on the first invocation, and sends it with the stored token', async () => {
    const storage = createMemoryStorage();
    const stored = {
      access_token: 'header.payload.signature',
      refresh_token: 'refresh',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: { id: 'u1', email: 'ada@example.com', user_metadata: {}, app_metadata: {}, aud: 'authenticated' },
    };
    storage.setItem(authStorageKey(URL_OF_PROJECT), JSON.stringify(stored));
    const sent: string[] = [];
    const fetch = rs.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(
        `${String(input).replace(URL_OF_PROJECT, '')} ${new Headers(init?.headers).get('Authorization')}`,
      );
      return new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } });
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
    expect(evaluated.count).toBe(0);

    const first = await client.functions.invoke('family-child-create', { body: { firstName: 'Ada' } });
    const second = await client.functions.invoke('family-child-delete', { body: { childId: 'c1' } });
    expect([first.data, second.data]).toEqual([{ ok: true }, { ok: true }]);
    expect(sent).toEqual([
      '/functions/v1/family-child-create Bearer header.payload.signature',
      '/functions/v1/family-child-delete Bearer header.payload.signature',
    ]);
    expect(evaluated.count).toBe(1);
  });
});
