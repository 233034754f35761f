import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGoal, type RegistrationPayload } from '@dreampitch/domain';
import { startLocalBackend, type LocalBackend } from '@dreampitch/local-backend';
import { afterAll, beforeAll, describe, expect, rs, test } from '@rstest/core';
import ws from 'ws';
import { describeBackendContract } from './backend.contract';
import { newId } from './ids';
import { createMemoryStorage, type KeyValueStorage } from './storage';
import { SupabaseBackend } from './supabase-backend';

let server: LocalBackend;
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
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
}, 60_000);

describeBackendContract('SupabaseBackend on the local backend', {
  createBackend: (storage) => backendFor(server.url, server.anonKey, storage, switchableFetch),
  setOffline(value) {
    offline = value;
  },
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

  test('a session stored by an earlier page is restored, through the client', async () => {
    const authStorage = createMemoryStorage();
    const earlier = backendFor(server.url, server.anonKey, createMemoryStorage(), fetch, authStorage);
    const user = await earlier.signUp(payload('restore'));

    const later = backendFor(server.url, server.anonKey, createMemoryStorage(), fetch, authStorage);
    const client = rs.spyOn(later, 'client');
    expect((await later.getSession())?.id).toBe(user.id);
    expect(client).toHaveBeenCalled();
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
