import { authStorageKey } from './device-session';
import { createMemoryStorage } from './storage';
import { restoreStoredSession } from './stored-session';
import type { DataClient } from './supabase-backend';

export const URL_OF_PROJECT = 'http://127.0.0.1:54321';

/** A session as supabase-js 2.x stores it (GoTrueClient._saveSession), expiring at `expiresAt` (seconds). */
export function storedSession(expiresAt: number) {
  return {
    access_token: 'header.payload.signature',
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    user: { id: 'u1', email: 'ada@example.com', user_metadata: {}, app_metadata: {}, aud: 'authenticated' },
  };
}

/**
 * The data client restored from a session valid for an hour, without supabase-js (its loader fails), whose requests
 * are answered with `responseBody` and recorded in `sent` as "<path> <Authorization header>".
 */
export async function restoredWithRecordedRequests(responseBody: string) {
  const storage = createMemoryStorage();
  const stored = storedSession(Math.floor(Date.now() / 1000) + 3600);
  storage.setItem(authStorageKey(URL_OF_PROJECT), JSON.stringify(stored));
  const sent: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(
      `${String(input).replace(URL_OF_PROJECT, '')} ${new Headers(init?.headers).get('Authorization')}`,
    );
    return new Response(responseBody, { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
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
  return { client, sent };
}
