import { afterEach, describe, expect, test } from '@rstest/core';
import {
  authStorageKey,
  mayHaveStoredAuth,
  mayHaveStoredSession,
  removeStoredSession,
  storedUser,
} from './device-session';

// Runs in happy-dom: localStorage is what supabase-js keeps the session in.
const URL_OF_PROJECT = 'http://127.0.0.1:54321';
const KEY = authStorageKey(URL_OF_PROJECT);
const VERIFIER_KEY = `${KEY}-code-verifier`;
const SESSION = JSON.stringify({ access_token: 'header.payload.signature', user: { id: 'u1' } });

/** What a browser whose privacy settings block storage throws on every use of it. */
const refuse = (): never => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};
const blocked = new Proxy({} as Storage, { get: refuse });

/** Runs `check` while reading `localStorage` itself throws, as it does when the browser blocks it. */
async function withLocalStorageBlocked(check: () => unknown) {
  const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: refuse });
  try {
    await check();
  } finally {
    if (own) Object.defineProperty(globalThis, 'localStorage', own);
  }
}

afterEach(() => localStorage.clear());

describe('before the project is known (the first paint)', () => {
  test("the stored user is the session's under supabase-js's default key; a sign-in in progress is no user", () => {
    localStorage.setItem('custom', SESSION);
    expect(storedUser()).toBeNull();
    expect(mayHaveStoredAuth(localStorage)).toBe(false);

    localStorage.setItem(VERIFIER_KEY, '"verifier"');
    expect(storedUser()).toBeNull();
    expect(mayHaveStoredAuth(localStorage)).toBe(true);

    localStorage.setItem(KEY, SESSION);
    expect(storedUser()).toEqual({ id: 'u1' });
  });

  test('a blocked storage holds nobody', async () => {
    expect(storedUser(blocked)).toBeNull();
    expect(mayHaveStoredAuth(blocked)).toBe(false);
    await withLocalStorageBlocked(() => {
      expect(storedUser()).toBeNull();
      expect(mayHaveStoredAuth()).toBe(false);
    });
  });
});

describe("a client's stored session", () => {
  test('a session or a sign-in in progress may sign someone in; one kept in memory only may not', async () => {
    expect(await mayHaveStoredSession(URL_OF_PROJECT)).toBe(false);
    localStorage.setItem(VERIFIER_KEY, '"verifier"');
    expect(await mayHaveStoredSession(URL_OF_PROJECT)).toBe(true);
    expect(await mayHaveStoredSession(URL_OF_PROJECT, { auth: { persistSession: false } })).toBe(false);
  });

  test('a storage that fails may hold one; a blocked localStorage holds none', async () => {
    expect(await mayHaveStoredSession(URL_OF_PROJECT, { auth: { storage: blocked } })).toBe(true);
    localStorage.setItem(KEY, SESSION);
    await withLocalStorageBlocked(async () => expect(await mayHaveStoredSession(URL_OF_PROJECT)).toBe(false));
  });

  test('is removed with a sign-in in progress before the removal answers, which gives its token', async () => {
    localStorage.setItem(KEY, SESSION);
    localStorage.setItem(VERIFIER_KEY, '"verifier"');
    const removed = removeStoredSession(URL_OF_PROJECT);
    expect([localStorage.getItem(KEY), localStorage.getItem(VERIFIER_KEY)]).toEqual([null, null]);
    expect(await removed).toBe('header.payload.signature');
    expect(await removeStoredSession(URL_OF_PROJECT)).toBeNull();
  });

  test('a storage that fails removes nothing and answers no token', async () => {
    expect(await removeStoredSession(URL_OF_PROJECT, { auth: { storage: blocked } })).toBeNull();
  });
});
