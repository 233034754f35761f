import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, test } from '@rstest/core';
import { authStorageKey, mayHaveStoredSession } from './device-session';
import type { AuthEvent } from './backend';
import { createMemoryStorage } from './storage';
import { SupabaseBackend } from './supabase-backend';

// Runs in happy-dom: the browser's localStorage and `storage` events are what this is about.
const URL_OF_PROJECT = 'http://127.0.0.1:54321';
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** A session as supabase-js stores it, valid for an hour, so reading it needs no request. */
function storedSession(userId: string, email: string): string {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  return JSON.stringify({
    access_token: 'header.payload.signature',
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    user: { id: userId, email, user_metadata: { first_name: 'Ada' }, aud: 'authenticated', app_metadata: {} },
  });
}

function backend() {
  return new SupabaseBackend({
    url: URL_OF_PROJECT,
    anonKey: ANON_KEY,
    storage: createMemoryStorage(),
    clientOptions: { auth: { autoRefreshToken: false } },
  });
}

afterEach(() => localStorage.clear());

describe('the stored Supabase session', () => {
  test('is looked up under the key supabase-js itself uses', () => {
    for (const url of [URL_OF_PROJECT, 'https://abcdefgh.supabase.co', 'http://localhost:54321/']) {
      const client = createClient(url, ANON_KEY, { auth: { autoRefreshToken: false } }) as unknown as {
        storageKey: string;
      };
      expect(authStorageKey(url)).toBe(client.storageKey);
    }
    expect(authStorageKey(URL_OF_PROJECT, { auth: { storageKey: 'custom' } })).toBe('custom');
  });

  test('exists only when localStorage holds it', async () => {
    expect(await mayHaveStoredSession(URL_OF_PROJECT)).toBe(false);
    localStorage.setItem(authStorageKey(URL_OF_PROJECT), storedSession('u1', 'ada@example.com'));
    expect(await mayHaveStoredSession(URL_OF_PROJECT)).toBe(true);
  });
});

describe('SupabaseBackend in a tab where nobody is signed in', () => {
  test('a sign-in in another tab signs this tab in', async () => {
    const tab = backend();
    expect(await tab.getSession()).toBeNull();
    const heard = new Promise<[AuthEvent, string | undefined]>((resolve) => {
      tab.onAuthStateChange((event, user) => {
        if (event === 'SIGNED_IN') resolve([event, user?.id]);
      });
    });

    // What the other tab's supabase-js does on sign-in; this tab is told by the `storage` event.
    const key = authStorageKey(URL_OF_PROJECT);
    const value = storedSession('user-from-other-tab', 'ada@example.com');
    localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));

    expect(await heard).toEqual(['SIGNED_IN', 'user-from-other-tab']);
    expect((await tab.getSession())?.email).toBe('ada@example.com');
  });

  test('a session stored before the page loaded is restored', async () => {
    localStorage.setItem(authStorageKey(URL_OF_PROJECT), storedSession('u2', 'bo@example.com'));
    expect((await backend().getSession())?.id).toBe('u2');
  });

  test('a sign-out in another tab before supabase-js took over signs this tab out', async () => {
    const key = authStorageKey(URL_OF_PROJECT);
    localStorage.setItem(key, storedSession('u3', 'cy@example.com'));
    const tab = backend();
    const signedOut = new Promise<void>((resolve) => {
      tab.onAuthStateChange((event) => event === 'SIGNED_OUT' && resolve());
    });
    expect((await tab.getSession())?.id).toBe('u3');

    // What the other tab's supabase-js does on sign-out, heard before this tab's page has loaded.
    localStorage.removeItem(key);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: null }));

    await signedOut;
    expect(await tab.getSession()).toBeNull();
  });
});
