import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { startTestBackend, type TestBackend, type TestUser } from './test-support';

/** Fixtures only this file needs, applied like the CLI's seed.sql. */
const SEED = `
create or replace function public.conformance_volatile_writer() returns integer
language plpgsql volatile as $$
begin
  insert into public.quick_track_entries (age_group, rating) values ('13-17', 6);
  return 1;
end $$;
-- PostgreSQL refuses an INSERT written in a STABLE function itself, but not one in a volatile function it calls:
-- only a read-only transaction stops that.
create or replace function public.conformance_stable_writer() returns integer
language plpgsql stable as $$
begin
  return public.conformance_volatile_writer();
end $$;
grant execute on function public.conformance_stable_writer(), public.conformance_volatile_writer() to authenticated;
create or replace function public.conformance_sleep(p_seconds double precision) returns integer
language sql volatile as $$ select 1 from pg_sleep(p_seconds) $$;
grant execute on function public.conformance_sleep(double precision) to anon, authenticated;
`;

let backend: TestBackend;
let user: TestUser;
beforeAll(async () => {
  backend = await startTestBackend({ maxRows: 3, seedSql: SEED });
  user = await backend.signUp();
  const rows = Array.from({ length: 5 }, (_, i) => ({ age_group: '13-17', rating: i + 1 }));
  const { error } = await user.client.from('quick_track_entries').insert(rows);
  expect(error).toBeNull();
}, 120_000);
afterAll(async () => {
  await backend.stop();
}, 60_000);

const count = async () =>
  (await user.client.from('quick_track_entries').select('*', { count: 'exact', head: true })).count;

describe('PostgREST db-max-rows (https://docs.postgrest.org/en/stable/references/configuration.html#db-max-rows; 1000 on hosted)', () => {
  test('no response holds more than max-rows, whatever limit is asked; the exact count still counts all', async () => {
    const all = await user.client
      .from('quick_track_entries')
      .select('rating', { count: 'exact' })
      .order('rating');
    expect(all.data).toEqual([{ rating: 1 }, { rating: 2 }, { rating: 3 }]);
    expect(all.count).toBe(5);
    const asked = await user.client.from('quick_track_entries').select('rating').order('rating').limit(10);
    expect(asked.data).toHaveLength(3);
    const page = await user.client.from('quick_track_entries').select('rating').order('rating').range(3, 9);
    expect(page.data).toEqual([{ rating: 4 }, { rating: 5 }]);
  });
});

describe('pg-safeupdate on the API (https://supabase.com/docs/guides/database/extensions/pg-safeupdate)', () => {
  test('an UPDATE without a filter is 400 / 21000 and changes nothing', async () => {
    const result = await user.client.from('quick_track_entries').update({ note: 'all of them' });
    expect(result.status).toBe(400);
    expect(result.error).toEqual({
      code: '21000',
      details: null,
      hint: null,
      message: 'UPDATE requires a WHERE clause',
    });
    const changed = await user.client.from('quick_track_entries').select('id').eq('note', 'all of them');
    expect(changed.data).toEqual([]);
  });

  test('a DELETE without a filter is 400 / 21000, even for the service role; with a filter it works', async () => {
    for (const client of [user.client, backend.service]) {
      const result = await client.from('quick_track_entries').delete();
      expect(result.status).toBe(400);
      expect(result.error?.code).toBe('21000');
      expect(result.error?.message).toBe('DELETE requires a WHERE clause');
    }
    expect(await count()).toBe(5);
    const filtered = await user.client.from('quick_track_entries').delete().eq('rating', 5);
    expect(filtered.error).toBeNull();
    expect(await count()).toBe(4);
  });
});

describe('PostgREST read-only transactions for STABLE/IMMUTABLE functions (https://docs.postgrest.org/en/stable/references/api/functions.html#function-volatility)', () => {
  test('a STABLE function that writes fails with 25006 and writes nothing; a VOLATILE one writes', async () => {
    const before = await count();
    const stable = await user.client.rpc('conformance_stable_writer');
    expect(stable.error?.code).toBe('25006');
    expect(stable.status).toBe(405);
    expect(await count()).toBe(before);
    const volatile = await user.client.rpc('conformance_volatile_writer');
    expect(volatile.error).toBeNull();
    expect(await count()).toBe((before ?? 0) + 1);
  });
});

describe('extensions live in schema extensions, as on hosted Supabase (https://supabase.com/docs/guides/database/extensions)', () => {
  test("pgcrypto's functions are no RPC endpoints: anon and signed-in callers get 404 / PGRST202", async () => {
    for (const client of [backend.anon, user.client]) {
      for (const name of ['fips_mode', 'gen_random_uuid']) {
        const result = await client.rpc(name);
        expect({ name, status: result.status, code: result.error?.code }).toEqual({
          name,
          status: 404,
          code: 'PGRST202',
        });
      }
    }
  });
});

describe('per-role statement timeouts (https://supabase.com/docs/guides/database/postgres/timeouts: anon 3 s, authenticated 8 s)', () => {
  test('an anon statement over 3 s is cancelled with 57014; within it, it answers', async () => {
    const quick = await backend.anon.rpc('conformance_sleep', { p_seconds: 0.1 });
    expect(quick.error).toBeNull();
    const slow = await backend.anon.rpc('conformance_sleep', { p_seconds: 3.5 });
    // PostgreSQL cancels it; on PGlite the server does (pglite-thread.test.ts).
    expect({ code: slow.error?.code, message: slow.error?.message }).toEqual({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
  });
});
