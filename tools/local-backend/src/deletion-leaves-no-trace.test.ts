import { describe, expect, test } from '@rstest/core';
import { randomBytes, randomUUID } from 'node:crypto';
import { backendForThisFile, clientFor, type TestUser } from './test-support';

/**
 * Deletion deletes (issue 37): after "Delete my account" by a player, the 30-day purge of an unconsented under-13,
 * and "Delete my account" by a parent, no row of any table of the database names the deleted person: not its id,
 * names or addresses. The tables are read from the catalog at test time (every schema, auth, the mail queue and
 * billing events included), so a table added later is scanned without anyone remembering it.
 */
const SEED = `
create function public.test_rows_naming(p_needles jsonb) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  t record;
  found jsonb;
  result jsonb := '{}'::jsonb;
  patterns text[] := array(select '%' || n || '%' from jsonb_array_elements_text(p_needles) n);
begin
  for t in
    select n.nspname as s, c.relname as r
    from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      -- The applied migrations' own text, which holds no user's data (and the seed's role may not read).
      and n.nspname <> 'supabase_migrations'
  loop
    execute format('select jsonb_agg(left(x::text, 400)) from %I.%I x where x::text ilike any ($1)', t.s, t.r)
      into found using patterns;
    if found is not null then
      result := result || jsonb_build_object(t.s || '.' || t.r, found);
    end if;
  end loop;
  return result;
end;
$$;
create function public.test_table_count() returns integer
language sql stable security definer set search_path = '' as $$
  select count(*)::integer from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
$$;
revoke all on function public.test_rows_naming(jsonb), public.test_table_count() from public, anon, authenticated;
grant execute on function public.test_rows_naming(jsonb), public.test_table_count() to service_role;
`;

const testBackend = backendForThisFile({ seedSql: SEED, mailIntervalMs: 0, consentCleanupIntervalMs: 0 });

const address = (prefix: string) => `${prefix}-${randomUUID()}@example.com`;
/** A name no other row can hold by chance. */
const uniqueName = (base: string) =>
  `${base}${Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

interface Person {
  user: TestUser;
  firstName: string;
  lastName: string;
}

async function person(metadata: Record<string, unknown>, email = address('user')): Promise<Person> {
  const firstName = uniqueName('Kit');
  const lastName = uniqueName('Kid');
  const client = clientFor(testBackend());
  const password = `pw-${randomUUID()}`;
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: { ...metadata, first_name: firstName, last_name: lastName } },
  });
  if (error || !data.user || !data.session) throw error ?? new Error('sign-up returned no session');
  const user = { id: data.user.id, email, password, client, accessToken: data.session.access_token };
  return { user, firstName, lastName };
}

async function verifiedParent(email = address('parent')): Promise<Person> {
  const parent = await person({ accountType: 'parent' }, email);
  await testBackend().verifyEmail(parent.user.client, email);
  await testBackend().grantPlan(parent.user.id, 'parent');
  return parent;
}

async function rpc<T>(user: TestUser, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await user.client.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

async function confirmAsParent(parent: TestUser, childId: string): Promise<string> {
  const links = await rpc<Array<{ id: string; child: { id: string } | null }>>(parent, 'family_links');
  const link = links.find((candidate) => candidate.child?.id === childId);
  if (!link) throw new Error('no link request from the child');
  await rpc(parent, 'family_confirm_link', { p_link_id: link.id });
  return link.id;
}

/** A goal of the child's, a parent's suggestion and encouragement on it. */
async function collaborate(parent: TestUser, child: TestUser, linkId: string) {
  const goal = await child.client
    .from('goals')
    .insert({ user_id: child.id, title: 'Juggle 20 times', pillar: 'technical' })
    .select('id')
    .single();
  if (goal.error) throw goal.error;
  const goalId = (goal.data as { id: string }).id;
  await rpc(parent, 'family_set_level', { p_link_id: linkId, p_level: 'collaborate' });
  await rpc(parent, 'family_suggest_goal', {
    p_link_id: linkId,
    p_title: 'Weak foot passes',
    p_description: '',
    p_pillar: 'technical',
  });
  await rpc(parent, 'family_encourage', { p_goal_id: goalId, p_message: 'Proud of you!' });
}

async function runService(name: string, body: Record<string, unknown> = {}) {
  const backend = testBackend();
  const response = await backend.fetchApi(`/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    token: backend.serviceRoleKey,
  });
  expect([name, response.status]).toEqual([name, 200]);
}

async function rowsNaming(needles: string[]): Promise<Record<string, string[]>> {
  const { data, error } = await testBackend().service.rpc('test_rows_naming', { p_needles: needles });
  if (error) throw new Error(`test_rows_naming: ${error.message}`);
  return data as Record<string, string[]>;
}

const needlesOf = (someone: Person) => [
  someone.user.id,
  someone.user.email,
  someone.firstName,
  someone.lastName,
];

test('the scan reads every table, and finds a person everywhere before the deletion', async () => {
  expect((await testBackend().service.rpc('test_table_count')).data).toBeGreaterThan(30);
  const player = await person({ accountType: 'player', age: 14, parentEmail: address('parent') });
  expect(Object.keys(await rowsNaming(needlesOf(player)))).toEqual(
    expect.arrayContaining(['auth.users', 'public.profiles', 'private.family_links', 'private.mail_outbox']),
  );
});

describe('no row names a deleted account', () => {
  test('a player who deletes the account: its parents’ mail, reports, notices and billing go with it', async () => {
    const backend = testBackend();
    const first = await verifiedParent();
    const player = await person({ accountType: 'player', age: 14, parentEmail: first.user.email });
    const linkId = await confirmAsParent(first.user, player.user.id);
    await collaborate(first.user, player.user, linkId);
    // A second parent the player asks while signed in, then removes: a notice and a mail to that parent.
    const second = await verifiedParent();
    await rpc(player.user, 'family_request_parent', { p_parent_email: second.user.email });
    const removed = await confirmAsParent(second.user, player.user.id);
    await rpc(player.user, 'family_remove_link', { p_link_id: removed });
    await backend.grantPlan(player.user.id, 'pro');
    await backend.grantPlan(player.user.id, 'free');
    await runService('family-weekly-report');
    const before = await rowsNaming(needlesOf(player));
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['private.family_notices', 'private.billing_events', 'private.mail_outbox']),
    );
    expect(before['private.mail_outbox']!.join()).toContain('weekly_report');

    expect((await player.user.client.rpc('account_delete')).error).toBeNull();

    expect(await rowsNaming(needlesOf(player))).toEqual({});
    // The parents' accounts stay.
    expect(Object.keys(await rowsNaming([first.user.id, second.user.id]))).toContain('auth.users');
  });

  test('an under-13 never consented, purged at 30 days: nor the parent address it gave', async () => {
    const parentEmail = address('parent');
    const child = await person({ accountType: 'player', age: 9, parentEmail });
    const day = 24 * 60 * 60 * 1000;
    await runService('consent-cleanup-run', { now: new Date(Date.now() + 24 * day).toISOString() });
    const before = await rowsNaming([...needlesOf(child), parentEmail]);
    expect(before['private.mail_outbox']!.join()).toContain('unconsented_notice');

    await runService('consent-cleanup-run', { now: new Date(Date.now() + 32 * day).toISOString() });

    expect(await rowsNaming([...needlesOf(child), parentEmail])).toEqual({});
  });

  test('a parent who deletes the account: invitations, reports and billing events go with it', async () => {
    const backend = testBackend();
    const parent = await verifiedParent();
    const childEmail = address('kid');
    // Invited, so nothing the child typed names this parent: a parent address on a child's own profile is the
    // child's record and stays with the child's account.
    await rpc(parent.user, 'family_invite_child', { p_child_email: childEmail });
    const child = await person({ accountType: 'player', age: 14, parentEmail: address('other') }, childEmail);
    await backend.verifyEmail(child.user.client, childEmail);
    const invite = (
      await rpc<Array<{ id: string; parent: { email: string } }>>(child.user, 'family_links')
    ).find((link) => link.parent.email === parent.user.email);
    await rpc(child.user, 'family_confirm_link', { p_link_id: invite!.id });
    await collaborate(parent.user, child.user, invite!.id);
    await runService('family-weekly-report');
    const before = await rowsNaming(needlesOf(parent));
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['private.billing_events', 'private.mail_outbox']),
    );

    await backend.grantPlan(parent.user.id, 'free');
    expect((await parent.user.client.rpc('account_delete')).error).toBeNull();

    expect(await rowsNaming(needlesOf(parent))).toEqual({});
    expect(Object.keys(await rowsNaming([child.user.id]))).toContain('public.goals');
  });
});
