import { describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import { signInEmail } from '@dreampitch/domain';
import { backendForThisFile, clientFor, MAIL_ROWS_SEED_SQL } from './test-support';

/**
 * Download my data and delete my account (20261125170200_account_data.sql), through the API. The fixture lists, from
 * the catalog, every table with a column referencing auth.users, and counts a user's rows in them: a table added
 * later is covered by both checks without anyone remembering it. `export_probe` is such a later table.
 */
const SEED = `
create table public.export_probe (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  note text not null,
  reset_token text
);
alter table public.export_probe enable row level security;

create function public.test_user_tables() returns jsonb
language sql stable set search_path = '' as $$
  select coalesce(jsonb_agg(n.nspname || '.' || c.relname order by 1), '[]')
  from (select distinct k.conrelid from pg_catalog.pg_constraint k
        where k.contype = 'f' and k.confrelid = 'auth.users'::regclass) f
  join pg_catalog.pg_class c on c.oid = f.conrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname <> 'auth'
$$;

create function public.test_rows_referencing(p_user uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  ref record;
  found bigint;
  result jsonb := '{}'::jsonb;
begin
  for ref in
    select n.nspname as s, c.relname as t, a.attname as col
    from pg_catalog.pg_constraint k
    join pg_catalog.pg_class c on c.oid = k.conrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
    where k.contype = 'f' and k.confrelid = 'auth.users'::regclass
  loop
    execute format('select count(*) from %I.%I where %I = $1', ref.s, ref.t, ref.col) into found using p_user;
    if found > 0 then
      result := result || jsonb_build_object(ref.s || '.' || ref.t || '.' || ref.col, found);
    end if;
  end loop;
  execute 'select count(*) from auth.users where id = $1' into found using p_user;
  if found > 0 then
    result := result || jsonb_build_object('auth.users.id', found);
  end if;
  return result;
end;
$$;
revoke all on function public.test_user_tables(), public.test_rows_referencing(uuid) from public, anon, authenticated;
grant execute on function public.test_user_tables(), public.test_rows_referencing(uuid) to service_role;
`;

const testBackend = backendForThisFile({ seedSql: SEED + MAIL_ROWS_SEED_SQL });

const address = (prefix: string) => `${prefix}-${randomUUID()}@example.com`;

/** A player with a goal, a session, a check-in, a Quick Track entry, a probe row and a parent who asked to link. */
async function playerWithData() {
  const backend = testBackend();
  const parentEmail = address('parent');
  const client = clientFor(backend);
  const email = address('kid');
  const { data, error } = await client.auth.signUp({
    email,
    password: 'secret-pass',
    options: { data: { first_name: 'Kit', last_name: 'Kid', accountType: 'player', age: 14, parentEmail } },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  const id = data.user.id;
  const goal = await client
    .from('goals')
    .insert({ user_id: id, title: 'Juggle 20 times', pillar: 'technical' })
    .select('id')
    .single();
  if (goal.error) throw goal.error;
  const goalId = (goal.data as { id: string }).id;
  for (const [table, row] of [
    ['training_sessions', { goal_id: goalId, user_id: id, session_date: '2099-01-10' }],
    [
      'goal_check_ins',
      {
        goal_id: goalId,
        user_id: id,
        checked_on: new Date().toISOString().slice(0, 10),
        note: 'ok',
        progress: 10,
      },
    ],
    ['quick_track_entries', { user_id: id, age_group: '13-17', activity: 'technical', rating: 7 }],
  ] as const) {
    const inserted = await client.from(table).insert(row);
    if (inserted.error) throw new Error(`${table}: ${inserted.error.message}`);
  }
  const probe = await backend.service
    .from('export_probe')
    .insert({ owner_id: id, note: 'a later table', reset_token: 'never-exported' });
  if (probe.error) throw probe.error;
  return { id, email, client, goalId, parentEmail };
}

describe('download my data (account_export)', () => {
  test('holds every table with a user column, the caller’s rows in them, and no secret', async () => {
    const backend = testBackend();
    const me = await playerWithData();
    const other = await playerWithData();
    const { data, error } = await me.client.rpc('account_export');
    expect(error).toBeNull();
    const exported = data as { account: { id: string; email: string }; tables: Record<string, unknown[]> };
    expect(exported.account).toMatchObject({ id: me.id, email: me.email });

    const { data: tables } = await backend.service.rpc('test_user_tables');
    expect((tables as string[]).length).toBeGreaterThan(10);
    for (const table of tables as string[]) expect(Object.keys(exported.tables)).toContain(table);

    expect(exported.tables['public.profiles']).toEqual([expect.objectContaining({ id: me.id, age: 14 })]);
    expect(exported.tables['public.goals']).toEqual([expect.objectContaining({ id: me.goalId })]);
    expect(exported.tables['public.training_sessions']).toHaveLength(1);
    expect(exported.tables['public.goal_check_ins']).toEqual([expect.objectContaining({ note: 'ok' })]);
    expect(exported.tables['public.quick_track_entries']).toHaveLength(1);
    expect(exported.tables['private.family_links']).toEqual([
      expect.objectContaining({ child_id: me.id, parent_email: me.parentEmail }),
    ]);
    // The later table came along by itself, without its token column.
    expect(exported.tables['public.export_probe']).toEqual([
      { id: expect.any(String), owner_id: me.id, note: 'a later table' },
    ]);
    // Nothing of another user, and no queued mail payload (it may hold a parent's single-use consent link).
    expect(JSON.stringify(exported)).not.toContain(other.id);
    for (const mail of exported.tables['private.mail_outbox'] ?? [])
      expect(mail).not.toHaveProperty('payload');
    expect(JSON.stringify(exported)).not.toMatch(/never-exported|consentToken/);
  });

  test('holds what a parent wrote to the child: goal suggestions and encouragement', async () => {
    const backend = testBackend();
    const me = await playerWithData();
    const parent = { client: clientFor(backend), email: me.parentEmail };
    const signedUp = await parent.client.auth.signUp({
      email: parent.email,
      password: 'secret-pass',
      options: { data: { first_name: 'Pat', accountType: 'parent' } },
    });
    if (signedUp.error || !signedUp.data.user) throw signedUp.error ?? new Error('no user');
    await backend.verifyEmail(parent.client, parent.email);
    await backend.grantPlan(signedUp.data.user.id, 'parent');
    const links = (await parent.client.rpc('family_links')).data as Array<{ id: string }>;
    const linkId = links[0]!.id;
    for (const [name, args] of [
      ['family_confirm_link', { p_link_id: linkId }],
      ['family_set_level', { p_link_id: linkId, p_level: 'collaborate' }],
      [
        'family_suggest_goal',
        { p_link_id: linkId, p_title: 'Weak foot passes', p_description: 'Ten a day', p_pillar: 'technical' },
      ],
      ['family_encourage', { p_goal_id: me.goalId, p_message: 'Proud of you!' }],
    ] as const) {
      const { error } = await parent.client.rpc(name, args);
      expect([name, error]).toEqual([name, null]);
    }

    const exported = (await me.client.rpc('account_export')).data as { tables: Record<string, unknown[]> };
    expect(exported.tables['private.family_goal_suggestions']).toEqual([
      expect.objectContaining({ link_id: linkId, title: 'Weak foot passes', description: 'Ten a day' }),
    ]);
    expect(exported.tables['private.family_encouragements']).toEqual([
      expect.objectContaining({ goal_id: me.goalId, message: 'Proud of you!' }),
    ]);
    // The parent's export holds what it wrote; another player's holds none of it.
    const parentExport = (await parent.client.rpc('account_export')).data as {
      tables: Record<string, unknown[]>;
    };
    expect(parentExport.tables['private.family_encouragements']).toHaveLength(1);
    const other = await playerWithData();
    const otherExport = (await other.client.rpc('account_export')).data as {
      tables: Record<string, unknown[]>;
    };
    expect(otherExport.tables['private.family_goal_suggestions']).toEqual([]);
    expect(otherExport.tables['private.family_encouragements']).toEqual([]);
  });

  test('anon cannot call it', async () => {
    const { error } = await testBackend().anon.rpc('account_export');
    expect(error).not.toBeNull();
  });
});

describe('delete my account (account_delete)', () => {
  test('removes the auth user and every row referencing it; others keep theirs', async () => {
    const backend = testBackend();
    const me = await playerWithData();
    const other = await playerWithData();
    const before = await backend.service.rpc('test_rows_referencing', { p_user: me.id });
    expect(Object.keys(before.data as object).length).toBeGreaterThan(5);

    const { error } = await me.client.rpc('account_delete');
    expect(error).toBeNull();
    const after = await backend.service.rpc('test_rows_referencing', { p_user: me.id });
    expect(after.data).toEqual({});
    expect((await backend.service.rpc('test_mail_rows', { p_email: me.email })).data).toBe(0);
    const signIn = await clientFor(backend).auth.signInWithPassword({
      email: me.email,
      password: 'secret-pass',
    });
    expect(signIn.error?.code).toBe('invalid_credentials');

    const kept = await backend.service.rpc('test_rows_referencing', { p_user: other.id });
    expect(kept.data).toMatchObject({ 'auth.users.id': 1, 'public.goals.user_id': 1 });
  });

  test('only one’s own account: no argument names another, and the inner function is not exposed', async () => {
    const backend = testBackend();
    const me = await playerWithData();
    const victim = await playerWithData();
    const named = await me.client.rpc('account_delete', { p_user: victim.id });
    expect(named.error).not.toBeNull();
    const inner = await me.client.rpc('delete_account', { p_user: victim.id });
    expect(inner.error).not.toBeNull();
    const anon = await backend.anon.rpc('account_delete');
    expect(anon.error).not.toBeNull();
    const kept = await backend.service.rpc('test_rows_referencing', { p_user: victim.id });
    expect(kept.data).toMatchObject({ 'auth.users.id': 1 });
    expect((await backend.service.rpc('test_rows_referencing', { p_user: me.id })).data).toMatchObject({
      'auth.users.id': 1,
    });
  });
});

test('a plan that would renew is cancelled first: deleting the rows would not stop the card being charged', async () => {
  const backend = testBackend();
  const me = await playerWithData();
  await backend.grantPlan(me.id, 'pro');
  const { error } = await me.client.rpc('account_delete');
  expect(error?.message).toBe('cancel_plan_first');
  expect((await backend.service.rpc('test_rows_referencing', { p_user: me.id })).data).toMatchObject({
    'auth.users.id': 1,
  });
  await backend.grantPlan(me.id, 'free');
  expect((await me.client.rpc('account_delete')).error).toBeNull();
  expect((await backend.service.rpc('test_rows_referencing', { p_user: me.id })).data).toEqual({});
});

describe('a parent who manages child accounts deletes their own account (docs/FAMILY.md)', () => {
  /** A verified parent with `count` managed children, each signed in with a goal and a check-in. */
  async function parentWithManagedChildren(count: number) {
    const backend = testBackend();
    const parent = await backend.signUp({ first_name: 'Pat', accountType: 'parent' });
    await backend.verifyEmail(parent.client, parent.email);
    const children: Array<{ id: string; username: string }> = [];
    for (let index = 0; index < count; index += 1) {
      const username = `kid-${randomUUID().slice(0, 8)}`;
      const created = await backend.fetchApi('/functions/v1/family-child-create', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'kid-pass-1', firstName: 'Maya', age: 9 }),
        token: parent.accessToken,
      });
      expect(created.status).toBe(200);
      const id = ((await created.json()) as { childId: string }).childId;
      const child = clientFor(backend);
      const signedIn = await child.auth.signInWithPassword({
        email: signInEmail(username),
        password: 'kid-pass-1',
      });
      expect(signedIn.error).toBeNull();
      const goal = await child
        .from('goals')
        .insert({ title: 'Juggle 20', pillar: 'technical' })
        .select('id')
        .single();
      if (goal.error) throw goal.error;
      const checkIn = await child.from('goal_check_ins').insert({
        goal_id: (goal.data as { id: string }).id,
        user_id: id,
        checked_on: new Date().toISOString().slice(0, 10),
        note: 'ok',
        progress: 10,
      });
      if (checkIn.error) throw checkIn.error;
      children.push({ id, username });
    }
    return { parent, children };
  }

  test('every managed child account goes with it, every row of theirs; a linked player of their own keeps theirs', async () => {
    const backend = testBackend();
    const { parent, children } = await parentWithManagedChildren(2);
    // A 14-year-old with an e-mail of their own who named this parent, confirmed: linked, not managed.
    const own = await backend.signUp({
      first_name: 'Teo',
      accountType: 'player',
      age: 14,
      parentEmail: parent.email,
    });
    const request = (
      (await parent.client.rpc('family_links')).data as Array<{ id: string; child: { id: string } }>
    ).find((link) => link.child.id === own.id);
    expect((await parent.client.rpc('family_confirm_link', { p_link_id: request!.id })).error).toBeNull();
    const otherFamily = await parentWithManagedChildren(1);
    for (const child of children) {
      const before = await backend.service.rpc('test_rows_referencing', { p_user: child.id });
      expect(before.data).toMatchObject({ 'auth.users.id': 1, 'public.goals.user_id': 1 });
    }

    expect((await parent.client.rpc('account_delete')).error).toBeNull();

    expect((await backend.service.rpc('test_rows_referencing', { p_user: parent.id })).data).toEqual({});
    for (const child of children) {
      expect((await backend.service.rpc('test_rows_referencing', { p_user: child.id })).data).toEqual({});
      const login = signInEmail(child.username);
      expect((await backend.service.rpc('test_mail_rows', { p_email: login })).data).toBe(0);
      const signIn = await clientFor(backend).auth.signInWithPassword({
        email: login,
        password: 'kid-pass-1',
      });
      expect(signIn.error?.code).toBe('invalid_credentials');
    }
    // The player who has an e-mail of their own is not the parent's to delete: only the link goes.
    const kept = await backend.service.rpc('test_rows_referencing', { p_user: own.id });
    expect(kept.data).toMatchObject({ 'auth.users.id': 1, 'public.profiles.id': 1 });
    expect((await own.client.rpc('family_links')).data).toEqual([]);
    // Another parent's managed child is untouched.
    const stranger = otherFamily.children[0]!;
    expect((await backend.service.rpc('test_rows_referencing', { p_user: stranger.id })).data).toMatchObject({
      'auth.users.id': 1,
      'public.goals.user_id': 1,
    });
  });

  test('a managed child’s plan that would renew stops the deletion, as the parent’s own plan does', async () => {
    const backend = testBackend();
    const { parent, children } = await parentWithManagedChildren(1);
    const child = children[0]!;
    await backend.grantPlan(child.id, 'pro');

    expect((await parent.client.rpc('account_delete')).error?.message).toBe('child_plan_first');
    const deleteChild = await backend.fetchApi('/functions/v1/family-child-delete', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ childId: child.id }),
      token: parent.accessToken,
    });
    expect(deleteChild.status).toBe(400);
    expect(((await deleteChild.json()) as { error: { code: string } }).error.code).toBe('child_plan_first');
    for (const id of [parent.id, child.id]) {
      expect((await backend.service.rpc('test_rows_referencing', { p_user: id })).data).toMatchObject({
        'auth.users.id': 1,
      });
    }

    await backend.grantPlan(child.id, 'free');
    expect((await parent.client.rpc('account_delete')).error).toBeNull();
    expect((await backend.service.rpc('test_rows_referencing', { p_user: child.id })).data).toEqual({});
  });
});
