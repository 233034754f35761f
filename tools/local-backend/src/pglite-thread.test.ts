import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timeoutMs } from './db';
import { startTestBackend, type TestBackend, type TestUser } from './test-support';

const SEED = `
create or replace function public.thread_sleep(p_seconds double precision) returns integer
language sql volatile as $$ select 1 from pg_sleep(p_seconds) $$;
grant execute on function public.thread_sleep(double precision) to anon, authenticated;
create or replace function public.thread_insert_then_sleep() returns integer
language plpgsql volatile as $$
begin
  insert into public.quick_track_entries (age_group, rating, note) values ('13-17', 5, 'cancelled');
  perform pg_sleep(60);
  return 1;
end $$;
grant execute on function public.thread_insert_then_sleep() to authenticated;
`;

// Always PGlite on a data folder (the default of `npm start` and the preview), even when the rest of the suite runs
// on PostgreSQL: this is the mode where the server, not the database, has to enforce statement_timeout.
const folder = mkdtempSync(join(tmpdir(), 'dp-pglite-thread-'));
let backend: TestBackend;
let user: TestUser;
beforeAll(async () => {
  backend = await startTestBackend({
    dataDir: join(folder, 'pglite'),
    databaseUrl: undefined,
    seedSql: SEED,
    // PostgREST's default db-pool-acquisition-timeout: without cancelling, a caller behind a 60 s statement gets 504.
    poolAcquisitionTimeoutMs: 10_000,
  });
  user = await backend.signUp();
}, 120_000);
afterAll(async () => {
  await backend.stop();
  rmSync(folder, { recursive: true, force: true });
}, 60_000);

describe('statement timeouts on PGlite (https://supabase.com/docs/guides/database/postgres/timeouts: anon 3 s, authenticated 8 s)', () => {
  test('a PGlite data folder runs on its own thread', () => {
    expect(backend.database).toBe('pglite');
  });

  test("an anon statement over 3 s is cancelled: PostgreSQL's 57014, answered 500 as PostgREST does (docs.postgrest.org/en/latest/references/errors.html: 57* → 500)", async () => {
    const slow = await backend.anon.rpc('thread_sleep', { p_seconds: 60 });
    expect({ status: slow.status, error: slow.error }).toEqual({
      status: 500,
      error: {
        code: '57014',
        message: 'canceling statement due to statement timeout',
        details: null,
        hint: null,
      },
    });
  }, 30_000);

  test('an authenticated statement over 8 s is cancelled with 57014; a shorter one answers', async () => {
    const quick = await user.client.rpc('thread_sleep', { p_seconds: 0.1 });
    expect({ status: quick.status, data: quick.data }).toEqual({ status: 200, data: 1 });
    const slow = await user.client.rpc('thread_sleep', { p_seconds: 60 });
    expect({ status: slow.status, code: slow.error?.code }).toEqual({ status: 500, code: '57014' });
  }, 30_000);

  test('a read queued behind a cancelled statement answers, and committed rows survive the reopened folder', async () => {
    const inserted = await user.client
      .from('quick_track_entries')
      .insert({ age_group: '13-17', rating: 8, note: 'before the slow call' })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    const other = await backend.signUp();
    const slow = backend.anon.rpc('thread_sleep', { p_seconds: 60 });
    // Started after the slow call reached the database: without cancelling it would wait past PostgREST's 10 s
    // acquisition timeout and get 504 PGRST003.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const fast = await other.client.from('profiles').select('id');
    expect({ status: fast.status, rows: fast.data?.length }).toEqual({ status: 200, rows: 1 });
    expect((await slow).error?.code).toBe('57014');
    const kept = await user.client.from('quick_track_entries').select('note').eq('id', inserted.data!.id);
    expect(kept.data).toEqual([{ note: 'before the slow call' }]);
  }, 40_000);

  test('a cancelled write leaves nothing behind: its transaction is rolled back', async () => {
    const before = await user.client.from('quick_track_entries').select('id', { count: 'exact', head: true });
    const attempt = await user.client.rpc('thread_insert_then_sleep');
    expect(attempt.error?.code).toBe('57014');
    const after = await user.client.from('quick_track_entries').select('id', { count: 'exact', head: true });
    expect(after.count).toBe(before.count);
  }, 30_000);
});

test("statement_timeout values are read in PostgreSQL's units (https://www.postgresql.org/docs/current/config-setting.html)", () => {
  expect([timeoutMs('3s'), timeoutMs('8000'), timeoutMs('1min'), timeoutMs('250ms'), timeoutMs('0')]).toEqual(
    [3000, 8000, 60_000, 250, 0],
  );
  expect(timeoutMs(undefined)).toBe(0);
  expect(timeoutMs('soon')).toBe(0);
});
