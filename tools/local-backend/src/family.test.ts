import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  clientFor,
  GAME_CLOCK_SEED_SQL,
  playGame,
  startTestBackend,
  type TestBackend,
  withParentEmail,
} from './test-support';

/**
 * The family rules of supabase/migrations/*_family.sql with real roles: parent, child, an unrelated parent, anon.
 * Each test builds its own family so the tests do not depend on each other.
 */

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ seedSql: GAME_CLOCK_SEED_SQL });
}, 120_000);
afterAll(async () => {
  await backend.stop();
}, 60_000);

interface Account {
  id: string;
  email: string;
  client: SupabaseClient;
}

interface Link {
  id: string;
  role: 'parent' | 'child';
  status: 'pending' | 'confirmed';
  level: string;
  awaitingMe: boolean;
  dailyGameMinutes: number | null;
  consentGivenAt: string | null;
  parent: { id: string | null; email: string };
  child: { id: string | null; email: string | null; firstName: string | null; age: number | null };
}

const email = (prefix: string) => `${prefix}-${randomUUID()}@example.com`;

async function account(
  address: string,
  metadata: Record<string, unknown>,
  { verified = false } = {},
): Promise<Account> {
  const client = clientFor(backend);
  const { data, error } = await client.auth.signUp({
    email: address,
    password: 'secret-pass',
    options: { data: withParentEmail(metadata) },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  if (verified) await backend.verifyEmail(client, address);
  return { id: data.user.id, email: address, client };
}

/** A parent on the Parent plan (set as the payment path does), which reading a child's data needs, who proved
 * their e-mail (the verification mail's link) unless `verified` is false. */
async function parentAccount(address = email('parent'), { verified = true } = {}): Promise<Account> {
  const parent = await account(
    address,
    { first_name: 'Pat', last_name: 'Parent', accountType: 'parent' },
    { verified },
  );
  await backend.grantPlan(parent.id, 'parent');
  return parent;
}
const childAccount = (parentEmail: string, age = 11, address = email('child')) =>
  account(address, { first_name: 'Kit', last_name: 'Kid', accountType: 'player', age, parentEmail });

async function rpc<T>(who: Account, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await who.client.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

async function rpcError(who: Account | SupabaseClient, name: string, args: Record<string, unknown> = {}) {
  const client = 'client' in who ? who.client : who;
  const { error, status } = await client.rpc(name, args);
  return { status, message: error?.message ?? null };
}

const links = (who: Account) => rpc<Link[]>(who, 'family_links');

/** A child linked to a parent (child-initiated at sign-up, confirmed by the parent). */
async function family(age = 11) {
  const parent = await parentAccount();
  const child = await childAccount(parent.email, age);
  const [request] = await links(parent);
  await rpc(parent, 'family_confirm_link', { p_link_id: request!.id });
  // Paid plan for the child so the free goal limit does not interfere (set as the payment path does).
  await backend.grantPlan(child.id, 'pro');
  return { parent, child, linkId: request!.id };
}

/** A goal the child saves itself. */
async function childGoal(child: Account): Promise<{ id: string }> {
  const { data: goal, error } = await child.client
    .from('goals')
    .insert({ user_id: child.id, title: 'Juggle 20 times', pillar: 'technical' })
    .select('id')
    .single();
  if (error) throw error;
  return goal;
}

async function seedChildRows(child: Account) {
  const goal = await childGoal(child);
  await child.client
    .from('training_sessions')
    .insert({ goal_id: goal.id, user_id: child.id, session_date: '2099-01-10' });
  await child.client
    .from('quick_track_entries')
    .insert({ user_id: child.id, age_group: '8-12', emoji: 'great' });
  // Results and achievements come from record_game_result only, for a game the server started.
  const { error: gameError } = await playGame(backend, child, { 'counter-attack': 'drive-and-release' }, 900);
  if (gameError) throw gameError;
  await child.client
    .from('goal_check_ins')
    .insert({ goal_id: goal.id, user_id: child.id, note: 'Ten in a row', progress: 10 });
  return goal.id as string;
}

const CHILD_TABLES = [
  'goals',
  'goal_check_ins',
  'training_sessions',
  'quick_track_entries',
  'game_results',
  'achievements',
] as const;

async function visibleRows(who: SupabaseClient, table: string, ownerId: string): Promise<number> {
  const column = table === 'profiles' ? 'id' : 'user_id';
  const { data, error } = await who.from(table).select('*').eq(column, ownerId);
  if (error) throw new Error(`${table}: ${error.message}`);
  return data.length;
}

describe('linking', () => {
  test('a player naming a parent e-mail at sign-up creates a pending request; a parent signing up later sees it', async () => {
    const parentEmail = email('later-parent');
    const child = await childAccount(parentEmail.toUpperCase(), 14);
    expect(await links(child)).toMatchObject([
      { role: 'child', status: 'pending', awaitingMe: false, parent: { id: null, email: parentEmail } },
    ]);
    const parent = await parentAccount(parentEmail);
    const [request] = await links(parent);
    expect(request).toMatchObject({
      role: 'parent',
      status: 'pending',
      awaitingMe: true,
      child: { id: child.id, firstName: 'Kit', age: 14 },
    });
  });

  test('an existing parent sees the request of a player who signs up afterwards, confirms it, and consent is recorded', async () => {
    const parent = await parentAccount();
    const child = await childAccount(parent.email, 10);
    const [request] = await links(parent);
    const confirmed = await rpc<Link>(parent, 'family_confirm_link', { p_link_id: request!.id });
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      parent: { id: parent.id },
      child: { id: child.id },
    });
    expect(confirmed.consentGivenAt).not.toBeNull();
    expect(await links(child)).toMatchObject([{ status: 'confirmed', role: 'child' }]);
  });

  test('only the named parent account confirms: not the child, not another parent, not a player with that e-mail', async () => {
    const parentEmail = email('named');
    const child = await childAccount(parentEmail);
    const [request] = await links(child);
    expect(await rpcError(child, 'family_confirm_link', { p_link_id: request!.id })).toEqual({
      status: 403,
      message: 'not_your_turn',
    });
    const stranger = await parentAccount();
    expect(await links(stranger)).toEqual([]);
    expect(await rpcError(stranger, 'family_confirm_link', { p_link_id: request!.id })).toEqual({
      status: 400,
      message: 'link_not_found',
    });
    const impostor = await account(
      parentEmail,
      { first_name: 'Not', last_name: 'Parent', accountType: 'player', age: 15, parentEmail: email('x') },
      { verified: true },
    );
    expect(await rpcError(impostor, 'family_confirm_link', { p_link_id: request!.id })).toEqual({
      status: 403,
      message: 'parent_only',
    });
    expect((await links(child))[0]!.status).toBe('pending');
  });

  test('a parent invites players by e-mail, each accepts, and the parent is linked to several children', async () => {
    const parent = await parentAccount();
    const first = await childAccount(email('other-parent'), 12);
    const second = await childAccount(email('other-parent'), 15);
    for (const child of [first, second]) {
      const invite = await rpc<Link>(parent, 'family_invite_child', { p_child_email: child.email });
      expect(invite).toMatchObject({ status: 'pending', role: 'parent', awaitingMe: false });
      expect(await rpcError(parent, 'family_confirm_link', { p_link_id: invite.id })).toEqual({
        status: 403,
        message: 'not_your_turn',
      });
      // The invitation reaches the account that proved the invited address (the mailed verification link).
      expect((await links(child)).find((link) => link.id === invite.id)).toBeUndefined();
      await backend.verifyEmail(child.client, child.email);
      const seen = (await links(child)).find((link) => link.id === invite.id);
      expect(seen).toMatchObject({ role: 'child', awaitingMe: true, parent: { id: parent.id } });
      await rpc(child, 'family_confirm_link', { p_link_id: invite.id });
    }
    const mine = await links(parent);
    expect(
      mine
        .filter((link) => link.status === 'confirmed')
        .map((link) => link.child.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect(await visibleRows(parent.client, 'profiles', first.id)).toBe(1);
    expect(await visibleRows(parent.client, 'profiles', second.id)).toBe(1);
  });

  test('a player cannot invite, a parent cannot request a parent, and bad e-mails are refused', async () => {
    const parent = await parentAccount();
    const child = await childAccount(email('p'));
    expect(await rpcError(child, 'family_invite_child', { p_child_email: parent.email })).toEqual({
      status: 403,
      message: 'parent_only',
    });
    expect(await rpcError(parent, 'family_request_parent', { p_parent_email: email('q') })).toEqual({
      status: 403,
      message: 'player_only',
    });
    expect(await rpcError(parent, 'family_invite_child', { p_child_email: 'not an email' })).toEqual({
      status: 400,
      message: 'invalid_email',
    });
    expect(await rpcError(child, 'family_request_parent', { p_parent_email: child.email })).toEqual({
      status: 400,
      message: 'parent_email_is_own',
    });
  });

  test('either side removes the link (the child at 13+), and the parent then sees nothing', async () => {
    for (const remover of ['parent', 'child'] as const) {
      const { parent, child, linkId } = await family(14);
      await seedChildRows(child);
      expect(await visibleRows(parent.client, 'goals', child.id)).toBe(1);
      await rpc(remover === 'parent' ? parent : child, 'family_remove_link', { p_link_id: linkId });
      expect(await links(parent)).toEqual([]);
      expect(await links(child)).toEqual([]);
      for (const table of CHILD_TABLES) expect(await visibleRows(parent.client, table, child.id)).toBe(0);
    }
  });
});

describe('row level security through links', () => {
  test('a parent reads a child only through a confirmed link; never the reverse; strangers and anon see nothing', async () => {
    const parent = await parentAccount();
    // 13 or older: an under-13 has no rows to see before the parent confirms (the server keeps none until consent).
    const child = await childAccount(parent.email, 14);
    await backend.grantPlan(child.id, 'pro');
    await seedChildRows(child);
    const stranger = await parentAccount();
    await backend.grantPlan(stranger.id, 'parent');

    // Pending: nothing visible yet.
    for (const table of CHILD_TABLES) expect(await visibleRows(parent.client, table, child.id)).toBe(0);
    expect(await visibleRows(parent.client, 'profiles', child.id)).toBe(0);

    const [request] = await links(parent);
    await rpc(parent, 'family_confirm_link', { p_link_id: request!.id });
    for (const table of CHILD_TABLES) expect(await visibleRows(parent.client, table, child.id)).toBe(1);
    expect(await visibleRows(parent.client, 'profiles', child.id)).toBe(1);

    // Never the reverse: the child does not see the parent's rows.
    await backend.grantPlan(parent.id, 'parent');
    await parent.client.from('goals').insert({ user_id: parent.id, title: 'Parent goal', pillar: 'mental' });
    expect(await visibleRows(child.client, 'goals', parent.id)).toBe(0);
    expect(await visibleRows(child.client, 'profiles', parent.id)).toBe(0);

    // An unrelated parent and anon see nothing of the child.
    for (const table of [...CHILD_TABLES, 'profiles']) {
      expect(await visibleRows(stranger.client, table, child.id)).toBe(0);
    }
    expect((await backend.anon.from('goals').select('*').eq('user_id', child.id)).error?.code).toBe('42501');
    expect((await rpcError(backend.anon, 'family_links')).status).toBe(401);
  });

  test("a confirmed parent without an active Parent plan reads none of the child's rows (the dashboard's plan)", async () => {
    const { parent, child } = await family();
    await seedChildRows(child);
    for (const table of [...CHILD_TABLES, 'profiles']) {
      expect(await visibleRows(parent.client, table, child.id)).toBe(1);
    }
    // The Parent plan ended (Free), or a Pro plan instead: both as the payment path records them.
    for (const plan of ['free', 'pro'] as const) {
      await backend.grantPlan(parent.id, plan);
      for (const table of [...CHILD_TABLES, 'profiles']) {
        expect([plan, table, await visibleRows(parent.client, table, child.id)]).toEqual([plan, table, 0]);
      }
      expect(
        await rpcError(parent, 'child_game_stats', {
          p_child_id: child.id,
          p_since: new Date().toISOString(),
        }),
      ).toEqual({ status: 403, message: 'not_linked_parent' });
    }
  });

  test("the week's check-ins and Quick Track entries are counted by the server, past the 20 newest per goal", async () => {
    const { parent, child } = await family();
    const goal = await childGoal(child);
    const days = ['2030-05-01', '2030-05-04', '2030-05-07'];
    // 25 check-ins on one goal in the week (more than goal_list's 20 newest), 2 outside it.
    const checkIns = Array.from({ length: 25 }, (_, index) => ({
      goal_id: goal.id,
      user_id: child.id,
      checked_on: days[index % days.length],
      progress: 10,
    }));
    checkIns.push(
      { goal_id: goal.id, user_id: child.id, checked_on: '2030-04-30', progress: 10 },
      { goal_id: goal.id, user_id: child.id, checked_on: '2030-05-08', progress: 10 },
    );
    const inserted = await child.client.from('goal_check_ins').insert(checkIns);
    expect(inserted.error).toBeNull();
    const entries = await child.client.from('quick_track_entries').insert(
      ['2030-05-01', '2030-05-02', '2030-05-08'].map((day) => ({
        user_id: child.id,
        entry_date: day,
        age_group: '8-12',
        emoji: 'great',
      })),
    );
    expect(entries.error).toBeNull();
    const week = { p_child_id: child.id, p_today: '2030-05-07' };

    const noMinutes = { technical: 0, physical: 0, tactical: 0, mental: 0 };
    expect(await rpc(parent, 'child_week_counts', week)).toEqual({
      checkIns: 25,
      quickTrackEntries: 2,
      minutesTrained: noMinutes,
    });

    // The same gate as every parent read: not the child itself, not a stranger, not anon, not after the Parent plan.
    const stranger = await parentAccount();
    for (const caller of [child, stranger]) {
      expect(await rpcError(caller, 'child_week_counts', week)).toEqual({
        status: 403,
        message: 'not_linked_parent',
      });
    }
    expect((await rpcError(backend.anon, 'child_week_counts', week)).status).toBe(401);
    // Without a date, the server's week: none of these rows.
    expect(await rpc(parent, 'child_week_counts', { p_child_id: child.id })).toEqual({
      checkIns: 0,
      quickTrackEntries: 0,
      minutesTrained: noMinutes,
    });
    await backend.grantPlan(parent.id, 'free');
    expect(await rpcError(parent, 'child_week_counts', week)).toEqual({
      status: 403,
      message: 'not_linked_parent',
    });
  });

  test("a linked parent cannot write the child's rows", async () => {
    const { parent, child } = await family();
    const goalId = await seedChildRows(child);
    const update = await parent.client.from('goals').update({ progress: 99 }).eq('id', goalId).select('id');
    expect(update.data).toEqual([]);
    const insert = await parent.client
      .from('goals')
      .insert({ user_id: child.id, title: 'Sneaky', pillar: 'mental' });
    expect(insert.error?.code).toBe('42501');
    const remove = await parent.client.from('goals').delete().eq('id', goalId).select('id');
    expect(remove.data).toEqual([]);
    expect(await visibleRows(child.client, 'goals', child.id)).toBe(1);
  });

  test('the family tables are not reachable through the REST API', async () => {
    const { parent } = await family();
    for (const table of ['family_links', 'mail_outbox']) {
      expect((await parent.client.from(table).select('*')).error?.code).toBe('PGRST205');
    }
    const privateSchema = await backend.fetchApi('/rest/v1/family_links', {
      headers: { 'Accept-Profile': 'private' },
      token: (await parent.client.auth.getSession()).data.session!.access_token,
    });
    expect(privateSchema.status).toBe(406);
  });
});

describe('involvement levels', () => {
  test('only the linked parent changes the level', async () => {
    const { parent, child, linkId } = await family();
    const stranger = await parentAccount();
    expect(await rpcError(child, 'family_set_level', { p_link_id: linkId, p_level: 'monitor' })).toEqual({
      status: 403,
      message: 'not_linked_parent',
    });
    expect(await rpcError(stranger, 'family_set_level', { p_link_id: linkId, p_level: 'supervise' })).toEqual(
      { status: 403, message: 'not_linked_parent' },
    );
    expect(await rpcError(parent, 'family_set_level', { p_link_id: linkId, p_level: 'boss' })).toEqual({
      status: 400,
      message: 'invalid_level',
    });
    expect(
      await rpc<Link>(parent, 'family_set_level', { p_link_id: linkId, p_level: 'collaborate' }),
    ).toMatchObject({ level: 'collaborate' });
    expect((await links(child))[0]!.level).toBe('collaborate');
  });

  test('Monitor is read-only; Collaborate suggests goals and leaves encouragement the child sees and answers', async () => {
    const { parent, child, linkId } = await family();
    const goalId = await seedChildRows(child);
    const suggestion = {
      p_link_id: linkId,
      p_title: 'Weak foot passes',
      p_description: '50 a day',
      p_pillar: 'technical',
    };
    expect(await rpcError(parent, 'family_suggest_goal', suggestion)).toEqual({
      status: 403,
      message: 'level_too_low',
    });
    expect(await rpcError(parent, 'family_encourage', { p_goal_id: goalId, p_message: 'Go!' })).toEqual({
      status: 403,
      message: 'level_too_low',
    });

    await rpc(parent, 'family_set_level', { p_link_id: linkId, p_level: 'collaborate' });
    const suggested = await rpc<{ id: string }>(parent, 'family_suggest_goal', suggestion);
    await rpc(parent, 'family_encourage', { p_goal_id: goalId, p_message: 'Proud of you!' });
    const messages = await rpc<{
      suggestions: { id: string; status: string }[];
      encouragements: { goalId: string; message: string }[];
    }>(child, 'family_messages');
    expect(messages.suggestions).toMatchObject([{ id: suggested.id, status: 'open' }]);
    expect(messages.encouragements).toMatchObject([{ goalId, message: 'Proud of you!' }]);

    expect(
      await rpcError(parent, 'family_answer_suggestion', { p_suggestion_id: suggested.id, p_accept: true }),
    ).toEqual({ status: 400, message: 'suggestion_not_found' });
    await rpc(child, 'family_answer_suggestion', { p_suggestion_id: suggested.id, p_accept: true });
    expect(
      (await rpc<{ suggestions: { status: string }[] }>(parent, 'family_messages')).suggestions[0]!.status,
    ).toBe('accepted');

    const stranger = await parentAccount();
    expect(await rpcError(stranger, 'family_encourage', { p_goal_id: goalId, p_message: 'Hi' })).toEqual({
      status: 403,
      message: 'not_linked_parent',
    });
  });

  test('Supervise: new goals wait for approval; the child cannot lift it; only the supervising parent approves or declines', async () => {
    const { parent, child, linkId } = await family();
    const before = await seedChildRows(child);
    await rpc(parent, 'family_set_level', { p_link_id: linkId, p_level: 'supervise' });

    const added = await child.client
      .from('goals')
      .insert({ user_id: child.id, title: 'New', pillar: 'physical', status: 'active' })
      .select('id, status')
      .single();
    expect(added.data?.status).toBe('pending_approval');
    const goalId = added.data!.id as string;
    const lift = await child.client.from('goals').update({ status: 'active' }).eq('id', goalId);
    expect(lift.error).toMatchObject({ code: '42501', message: 'goal_awaiting_approval' });
    const complete = await child.client.from('goals').update({ status: 'completed' }).eq('id', goalId);
    expect(complete.error?.message).toBe('goal_awaiting_approval');
    // A goal already active stays active (approval is for new goals), and cannot be sent back to waiting.
    const back = await child.client.from('goals').update({ status: 'pending_approval' }).eq('id', before);
    expect(back.error?.message).toBe('goal_awaiting_approval');

    const stranger = await parentAccount();
    expect(await rpcError(stranger, 'family_decide_goal', { p_goal_id: goalId, p_approve: true })).toEqual({
      status: 403,
      message: 'not_linked_parent',
    });
    expect(await rpcError(child, 'family_decide_goal', { p_goal_id: goalId, p_approve: true })).toEqual({
      status: 403,
      message: 'not_linked_parent',
    });

    await rpc(parent, 'family_decide_goal', { p_goal_id: goalId, p_approve: true });
    expect((await child.client.from('goals').select('status').eq('id', goalId).single()).data?.status).toBe(
      'active',
    );
    expect(await rpcError(parent, 'family_decide_goal', { p_goal_id: goalId, p_approve: true })).toEqual({
      status: 400,
      message: 'goal_not_pending',
    });

    const declined = await child.client
      .from('goals')
      .insert({ user_id: child.id, title: 'Declined', pillar: 'mental' })
      .select('id')
      .single();
    await rpc(parent, 'family_decide_goal', { p_goal_id: declined.data!.id, p_approve: false });
    expect(await visibleRows(child.client, 'goals', child.id)).toBe(2);
  });

  test('approval applies only under Supervise, and leaving Supervise releases waiting goals', async () => {
    const { parent, child, linkId } = await family();
    await rpc(parent, 'family_set_level', { p_link_id: linkId, p_level: 'collaborate' });
    const free = await child.client
      .from('goals')
      .insert({ user_id: child.id, title: 'Free', pillar: 'mental', status: 'pending_approval' })
      .select('status')
      .single();
    expect(free.data?.status).toBe('active');

    await rpc(parent, 'family_set_level', { p_link_id: linkId, p_level: 'supervise' });
    await child.client.from('goals').insert({ user_id: child.id, title: 'Waiting', pillar: 'mental' });
    await rpc(parent, 'family_set_level', { p_link_id: linkId, p_level: 'monitor' });
    const { data } = await child.client.from('goals').select('status').eq('title', 'Waiting').single();
    expect(data?.status).toBe('active');
  });

  test('Supervise: a daily game-time limit only the parent sets; the allowance counts today’s games', async () => {
    const { parent, child, linkId } = await family();
    await backend.service.from('game_results').insert({
      user_id: child.id,
      game_id: 'decision-drill',
      score: 10,
      max_score: 28,
      duration_seconds: 900,
    });

    expect(await rpcError(child, 'family_set_game_limit', { p_link_id: linkId, p_minutes: 600 })).toEqual({
      status: 403,
      message: 'not_linked_parent',
    });
    expect(await rpcError(parent, 'family_set_game_limit', { p_link_id: linkId, p_minutes: 1 })).toEqual({
      status: 400,
      message: 'invalid_game_limit',
    });
    await rpc(parent, 'family_set_game_limit', { p_link_id: linkId, p_minutes: 20 });
    // Not supervising yet: no limit applies.
    expect(await rpc(child, 'family_game_allowance')).toEqual({
      limitMinutes: null,
      usedSeconds: 900,
      remainingSeconds: null,
    });

    await rpc(parent, 'family_set_level', { p_link_id: linkId, p_level: 'supervise' });
    expect(await rpc(child, 'family_game_allowance')).toEqual({
      limitMinutes: 20,
      usedSeconds: 900,
      remainingSeconds: 300,
    });
    await backend.service.from('game_results').insert({
      user_id: child.id,
      game_id: 'decision-drill',
      score: 10,
      max_score: 28,
      duration_seconds: 400,
    });
    expect(await rpc(child, 'family_game_allowance')).toMatchObject({
      remainingSeconds: 0,
    });
    // The day is the server's: a client cannot name its own start of day to hide today's games.
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(await rpcError(child, 'family_game_allowance', { p_since: future })).toMatchObject({
      status: 404,
    });
    expect(await rpc(child, 'family_game_allowance')).toMatchObject({ usedSeconds: 1300 });
  });
});
