import { afterAll, beforeAll, describe, expect, rs, test } from '@rstest/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalBackend, type LocalBackend } from './index';
import { ThrowawayCluster } from './pg-cluster';
import { ADULT_PLAYER, clientFor, TEST_RATE_LIMITS } from './test-support';

/**
 * DATABASE_URL mode against a PostgreSQL server of this file's own, which it restarts: run with the PostgreSQL
 * database tests (`npm run test:db:postgres`, see rstest.config.ts).
 */
const SEED = `
create or replace function public.conformance_sleep(seconds double precision) returns void
language sql as $$ select pg_sleep(seconds) $$;
grant execute on function public.conformance_sleep(double precision) to anon, authenticated;
`;

let cluster: ThrowawayCluster;
let backend: LocalBackend;
let outboxDir: string;
beforeAll(async () => {
  cluster = await ThrowawayCluster.create();
  outboxDir = mkdtempSync(join(tmpdir(), 'dreampitch-restart-outbox-'));
  backend = await startLocalBackend({
    port: 0,
    databaseUrl: cluster.url,
    smtpUrl: null,
    outboxDir,
    mailIntervalMs: 0,
    authRateLimits: TEST_RATE_LIMITS,
    maxRows: 100_000,
    seedSql: SEED,
  });
}, 180_000);
afterAll(async () => {
  await backend?.stop();
  cluster?.stop();
  rmSync(outboxDir, { recursive: true, force: true });
}, 60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('DATABASE_URL mode survives the database (issue 16, item 2)', () => {
  test('PostgreSQL restarted under a stream of writes: the backend keeps running and no acknowledged row is lost', async () => {
    const client = clientFor(backend);
    const email = `restart-${Date.now()}@example.com`;
    const { data, error } = await client.auth.signUp({
      email,
      password: 'restart-pw',
      options: { data: ADULT_PLAYER },
    });
    expect(error).toBeNull();
    const token = data.session?.access_token ?? '';
    const acknowledged: string[] = [];
    const failures: number[] = [];
    let running = true;
    const writer = async (id: number) => {
      for (let i = 0; running; i++) {
        const note = `writer-${id}-${i}`;
        const response = await fetch(`${backend.url}/rest/v1/quick_track_entries`, {
          method: 'POST',
          headers: {
            apikey: backend.anonKey,
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            Prefer: 'return=minimal',
          },
          body: JSON.stringify({ age_group: '13-17', rating: 5, note }),
        }).catch(() => null);
        if (response?.status === 201) acknowledged.push(note);
        else failures.push(response?.status ?? 0);
        await response?.arrayBuffer().catch(() => undefined);
      }
    };
    const writers = [1, 2, 3, 4].map(writer);
    const until = async (done: () => boolean) => {
      for (let waited = 0; !done() && waited < 60_000; waited += 100) await sleep(100);
    };
    await until(() => acknowledged.length >= 20);
    const beforeRestart = acknowledged.length;
    cluster.restart();
    const healthAfterRestart = await fetch(`${backend.url}/health`);
    await until(() => acknowledged.length >= beforeRestart + 20);
    running = false;
    await Promise.all(writers);

    expect(beforeRestart).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(beforeRestart);
    // Failed writes answered 503 (database away), never a crash nor a 500.
    expect(failures.filter((status) => status !== 503)).toEqual([]);
    expect([200, 503]).toContain(healthAfterRestart.status);
    expect((await fetch(`${backend.url}/health`)).status).toBe(200);

    const service = clientFor(backend, backend.serviceRoleKey);
    const stored = await service.from('quick_track_entries').select('note').like('note', 'writer-%');
    expect(stored.error).toBeNull();
    const storedNotes = new Set((stored.data ?? []).map((row) => row.note as string));
    expect(acknowledged.filter((note) => !storedNotes.has(note))).toEqual([]);
  }, 120_000);

  test('/health and the API say 503 while the database is away, logged in one line each; then 200 again', async () => {
    const url = `${backend.url}/health`;
    const logged = rs.spyOn(console, 'error').mockImplementation(() => {});
    cluster.stopOnly();
    try {
      const away = await fetch(url);
      expect(away.status).toBe(503);
      expect(await away.json()).toMatchObject({ status: 'unavailable', database: 'postgres' });
      const read = await fetch(`${backend.url}/rest/v1/quick_track_entries`, {
        headers: { apikey: backend.anonKey },
      });
      expect(read.status).toBe(503);
      expect(logged.mock.calls.length).toBeGreaterThan(0);
      for (const call of logged.mock.calls) {
        expect(call.map(String).join(' ')).toMatch(
          /^local backend: GET answered 503: database unavailable: [^\n]+$/,
        );
      }
    } finally {
      logged.mockRestore();
      cluster.startAgain();
    }
    expect((await fetch(url)).status).toBe(200);
  }, 60_000);
});

describe('per-role statement timeouts really cancel (hosted: anon 3s, authenticated 8s; https://supabase.com/docs/guides/database/postgres/timeouts)', () => {
  test('an anon call over 3 s is cancelled with 57014; the same call as a signed-in user (8 s) completes', async () => {
    const anon = clientFor(backend);
    const cancelled = await anon.rpc('conformance_sleep', { seconds: 4 });
    expect(cancelled.error?.code).toBe('57014');
    expect(cancelled.error?.message).toBe('canceling statement due to statement timeout');

    const user = clientFor(backend);
    await user.auth.signUp({
      email: `timeout-${Date.now()}@example.com`,
      password: 'timeout-pw',
      options: { data: ADULT_PLAYER },
    });
    const completed = await user.rpc('conformance_sleep', { seconds: 4 });
    expect(completed.error).toBeNull();
  }, 60_000);
});
