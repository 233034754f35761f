import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGoal, type RegistrationPayload } from '@dreampitch/domain';
import { startLocalBackend, type LocalBackend } from '@dreampitch/local-backend';
import {
  backdateGamePlay,
  backdateSessionStart,
  GAME_CLOCK_SEED_SQL,
  SESSION_CLOCK_SEED_SQL,
} from '@dreampitch/local-backend/test-support';
import { afterAll, beforeAll, describe, expect, rs, test } from '@rstest/core';
import ws from 'ws';
import { describeBackendContract } from './backend.contract';
import { authStorageKey } from './device-session';
import { newId } from './ids';
import { createMemoryStorage, type KeyValueStorage } from './storage';
import { SupabaseBackend } from './supabase-backend';

let server: LocalBackend;

/** The fields of supabase-js's stored session these tests change. */
interface StoredJson {
  access_token: string;
  expires_at: number;
  user: { id: string };
}
let offline = false;

/** Fails requests as an unreachable server does, so "any thrown error" is exercised without stopping the server. */
const switchableFetch: typeof fetch = (input, init) =>
  offline ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);

function backendFor(
  url: string,
  anonKey: string,
  storage: KeyValueStorage,
  fetchImpl: typeof fetch = fetch,
  authStorage?: KeyValueStorage,
) {
  return new SupabaseBackend({
    url,
    anonKey,
    storage,
    clientOptions: {
      auth: { autoRefreshToken: false, detectSessionInUrl: false, storage: authStorage },
      realtime: { transport: ws as unknown as typeof WebSocket },
      global: { fetch: fetchImpl },
    },
  });
}

beforeAll(async () => {
  // The contract signs in far more than GoTrue's 30 times per 5 minutes from one address.
  server = await startLocalBackend({
    port: 0,
    dataDir: 'memory',
    authRateLimits: { signInSignUps: 100_000 },
    seedSql: GAME_CLOCK_SEED_SQL + SESSION_CLOCK_SEED_SQL,
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
}, 60_000);

describeBackendContract('SupabaseBackend on the local backend', {
  createBackend: (storage) => backendFor(server.url, server.anonKey, storage, switchableFetch),
  setOffline(value) {
    offline = value;
    // As a browser that lost its network says (the reads then fail at once instead of being retried for 7 s).
    Object.defineProperty(globalThis.navigator, 'onLine', { value: !value, configurable: true });
  },
  elapseGame: (playId, seconds) => backdateGamePlay(server, playId, seconds),
  elapseSession: (sessionId, seconds) => backdateSessionStart(server, sessionId, seconds),
});

describe('SupabaseBackend when the server goes away', () => {
  test('goals saved while the backend is down are synced after it restarts, once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dreampitch-data-'));
    let backend = await startLocalBackend({ port: 0, dataDir });
    const port = Number(new URL(backend.url).port);
    try {
      const storage = createMemoryStorage();
      const client = backendFor(backend.url, backend.anonKey, storage);
      const payload: RegistrationPayload = {
        email: `restart${Date.now()}@example.com`,
        password: 'secret-pass-1',
        firstName: 'Ada',
        lastName: 'Goal',
        accountType: 'player',
        age: 16,
        parentEmail: 'guardian@example.com',
      };
      const user = await client.signUp(payload);

      await backend.stop();
      const draft = createGoal(
        { title: 'Saved while down', description: 'Weak foot passing', type: 'process', pillar: 'technical' },
        { id: newId(), ageGroup: '13-17', now: new Date() },
      );
      expect((await client.saveGoals([draft], user.id)).savedTo).toBe('local');

      backend = await startLocalBackend({ port, dataDir });
      expect(await client.syncPendingGoals(user.id)).toBe(1);
      expect(await client.syncPendingGoals(user.id)).toBe(0);
      expect((await client.listGoals(user.id)).map((goal) => goal.id)).toEqual([draft.id]);
    } finally {
      await backend.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('SupabaseBackend at start-up', () => {
  const payload = (name: string): RegistrationPayload => ({
    email: `${name}${Date.now()}@example.com`,
    password: 'secret-pass-1',
    firstName: 'Ada',
    lastName: 'Goal',
    accountType: 'player',
    age: 16,
    parentEmail: 'guardian@example.com',
  });

  test('nobody signed in: restoring the session and following auth events load no Supabase client', async () => {
    const backend = backendFor(
      server.url,
      server.anonKey,
      createMemoryStorage(),
      fetch,
      createMemoryStorage(),
    );
    const client = rs.spyOn(backend, 'client');
    const stop = backend.onAuthStateChange(() => {});
    expect(await backend.getSession()).toBeNull();
    stop();
    expect(client).not.toHaveBeenCalled();
  });

  /** Signs a new user up through `earlier`, whose supabase-js stores the session in `authStorage`. */
  async function storedUser(name: string, authStorage: KeyValueStorage) {
    const earlier = backendFor(server.url, server.anonKey, createMemoryStorage(), fetch, authStorage);
    return earlier.signUp(payload(name));
  }

  /** The session supabase-js stored, changed as `change` says (what a device or an attacker can do). */
  async function changeStoredSession(authStorage: KeyValueStorage, change: (session: StoredJson) => void) {
    const key = authStorageKey(server.url);
    const session = JSON.parse((await authStorage.getItem(key)) ?? 'null') as StoredJson;
    change(session);
    await authStorage.setItem(key, JSON.stringify(session));
  }

  test('a session stored by an earlier page is restored without supabase-js: profile and data come over its token; signing out uses supabase-js', async () => {
    const authStorage = createMemoryStorage();
    const user = await storedUser('restore', authStorage);

    const later = backendFor(server.url, server.anonKey, createMemoryStorage(), fetch, authStorage);
    const client = rs.spyOn(later, 'client');
    expect((await later.getSession())?.id).toBe(user.id);
    const [profile, goals] = await Promise.all([later.getProfile(user.id), later.listGoals(user.id)]);
    expect(profile.firstName).toBe('Ada');
    expect(goals).toEqual([]);
    expect(client).not.toHaveBeenCalled();

    await later.signOut();
    expect(client).toHaveBeenCalled();
    expect(await authStorage.getItem(authStorageKey(server.url))).toBeNull();
    expect(await later.getSession()).toBeNull();
  });

  test('signing out ends the session on this device at once, before supabase-js loads, then on the server', async () => {
    const authStorage = createMemoryStorage();
    const user = await storedUser('logout', authStorage);
    const key = authStorageKey(server.url);
    const { refresh_token: refreshToken } = JSON.parse(authStorage.getItem(key) ?? 'null') as {
      refresh_token: string;
    };
    const later = backendFor(server.url, server.anonKey, createMemoryStorage(), fetch, authStorage);
    expect((await later.getSession())?.id).toBe(user.id);

    const signingOut = later.signOut();
    // What a page opened now (the sign-in page) reads: nobody, though supabase-js has not loaded yet.
    expect(authStorage.getItem(key)).toBeNull();
    await signingOut;
    const refresh = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(refresh.ok).toBe(false);
    expect(await later.getSession()).toBeNull();
  });

  test('the stored session is only a hint: another user id written on the device reads nothing of that user', async () => {
    const authStorage = createMemoryStorage();
    const victimDevice = backendFor(
      server.url,
      server.anonKey,
      createMemoryStorage(),
      fetch,
      createMemoryStorage(),
    );
    const victim = await victimDevice.signUp(payload('victim'));
    const goal = createGoal(
      { title: 'Private goal', description: 'Left foot', type: 'process', pillar: 'technical' },
      { id: newId(), ageGroup: '13-17', now: new Date() },
    );
    await victimDevice.saveGoals([goal], victim.id);
    await storedUser('attacker', authStorage);
    await changeStoredSession(authStorage, (session) => {
      session.user.id = victim.id;
    });

    const later = backendFor(server.url, server.anonKey, createMemoryStorage(), fetch, authStorage);
    expect((await later.getSession())?.id).toBe(victim.id);
    await expect(later.getProfile(victim.id)).rejects.toThrow();
    expect(await later.listGoals(victim.id).catch(() => [])).toEqual([]);
    expect((await victimDevice.listGoals(victim.id)).map((saved) => saved.title)).toEqual(['Private goal']);
  });

  test('a stored session about to expire is restored through supabase-js at once, which refreshes it', async () => {
    const authStorage = createMemoryStorage();
    const user = await storedUser('expiring', authStorage);
    await changeStoredSession(authStorage, (session) => {
      session.expires_at = Math.floor(Date.now() / 1000) + 60;
    });

    const later = backendFor(server.url, server.anonKey, createMemoryStorage(), fetch, authStorage);
    const client = rs.spyOn(later, 'client');
    expect((await later.getSession())?.id).toBe(user.id);
    expect(client).toHaveBeenCalled();
    const refreshed = JSON.parse(
      (await authStorage.getItem(authStorageKey(server.url))) ?? 'null',
    ) as StoredJson;
    expect(refreshed.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000) + 600);
  });

  test('a stored token the server refuses ends in a sign-out, not a broken page', async () => {
    const authStorage = createMemoryStorage();
    const user = await storedUser('refused', authStorage);
    await changeStoredSession(authStorage, (session) => {
      session.access_token = 'not.a.token';
    });

    const later = backendFor(server.url, server.anonKey, createMemoryStorage(), fetch, authStorage);
    const signedOut = new Promise<void>((resolve) => {
      later.onAuthStateChange((event) => event === 'SIGNED_OUT' && resolve());
    });
    expect((await later.getSession())?.id).toBe(user.id);
    await expect(later.getProfile(user.id)).rejects.toThrow();
    await signedOut;
    expect(await authStorage.getItem(authStorageKey(server.url))).toBeNull();
    expect(await later.getSession()).toBeNull();
  });

  test('a listener registered before the client exists hears the sign-in that creates it', async () => {
    const backend = backendFor(
      server.url,
      server.anonKey,
      createMemoryStorage(),
      fetch,
      createMemoryStorage(),
    );
    const events: string[] = [];
    const signedIn = new Promise<void>((resolve) => {
      backend.onAuthStateChange((event, user) => {
        events.push(`${event} ${user?.email ?? ''}`);
        if (event === 'SIGNED_IN') resolve();
      });
    });
    const user = await backend.signUp(payload('listen'));
    await signedIn;
    expect(events).toContain(`SIGNED_IN ${user.email}`);
  });
});
