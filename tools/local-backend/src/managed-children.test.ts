import { describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import { MANAGED_CHILD_EMAIL_DOMAIN, MANAGED_CHILDREN_LIMIT, signInEmail } from '@dreampitch/domain';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendForThisFile, clientFor, withParentEmail } from './test-support';

/**
 * Issue 17 item 4, called as an attacker would: only a parent with a verified e-mail creates a child account, and
 * only the parent who created it resets its password or deletes it.
 */

const backend = backendForThisFile({ mailIntervalMs: 0 });

interface Account {
  id: string;
  email: string;
  client: SupabaseClient;
  token: string;
}

async function account(metadata: Record<string, unknown>): Promise<Account> {
  const email = `family-${randomUUID()}@example.com`;
  const client = clientFor(backend());
  const { data, error } = await client.auth.signUp({
    email,
    password: 'secret-pass',
    options: { data: withParentEmail(metadata) },
  });
  if (error || !data.user || !data.session) throw error ?? new Error('no session');
  return { id: data.user.id, email, client, token: data.session.access_token };
}

async function verifiedParent(): Promise<Account> {
  const parent = await account({ first_name: 'Pat', accountType: 'parent' });
  await backend().verifyEmail(parent.client, parent.email);
  return parent;
}

async function callFunction(name: string, token: string | null, body: unknown) {
  const response = await backend().fetchApi(`/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(token ? { token } : {}),
  });
  const json = (await response.json()) as { error?: { code: string; message: string } } & Record<
    string,
    unknown
  >;
  return { status: response.status, code: json.error?.code ?? null, body: json };
}

const username = () => `kid-${randomUUID().slice(0, 8)}`;
const create = (token: string | null, name = username(), extra: Record<string, unknown> = {}) =>
  callFunction('family-child-create', token, {
    username: name,
    password: 'kid-pass-1',
    firstName: 'Maya',
    age: 9,
    ...extra,
  });

async function signInAs(name: string, password: string) {
  const client = clientFor(backend());
  const { data, error } = await client.auth.signInWithPassword({ email: signInEmail(name), password });
  return { client, userId: data.user?.id ?? null, error: error?.message ?? null };
}

describe('a verified parent creates a child account', () => {
  test('the child signs in with the username; the link is confirmed with the parent’s consent', async () => {
    const parent = await verifiedParent();
    await backend().grantPlan(parent.id, 'parent');
    const name = username();
    const created = await create(parent.token, name.toUpperCase());
    expect(created.status).toBe(200);
    const childId = created.body.childId as string;
    expect(created.body.username).toBe(name);

    const child = await signInAs(`  ${name.toUpperCase()} `, 'kid-pass-1');
    expect(child.error).toBeNull();
    expect(child.userId).toBe(childId);
    const profile = await child.client
      .from('profiles')
      .select('account_type, age, first_name, email')
      .single();
    expect(profile.data).toEqual({
      account_type: 'player',
      age: 9,
      first_name: 'Maya',
      email: `${name}@${MANAGED_CHILD_EMAIL_DOMAIN}`,
    });

    const links = await parent.client.rpc('family_links');
    const link = (links.data as Array<Record<string, unknown>>).find(
      (candidate) => (candidate.child as { id: string }).id === childId,
    );
    expect(link?.status).toBe('confirmed');
    expect(link?.consentGivenAt).not.toBeNull();
    // Confirmed and consented: the parent (on the Parent plan) reads the child's profile.
    const seen = await parent.client.from('profiles').select('id').eq('id', childId);
    expect(seen.data).toEqual([{ id: childId }]);

    const managed = await parent.client.rpc('family_managed_children');
    expect(managed.data).toEqual([expect.objectContaining({ childId, username: name })]);
    // Nothing is mailed to the synthetic address.
    expect(await backend().mailTo(`${name}@${MANAGED_CHILD_EMAIL_DOMAIN}`)).toEqual([]);
  });

  test('a taken or malformed username, an age of 13 or a short password is refused', async () => {
    const parent = await verifiedParent();
    const name = username();
    expect((await create(parent.token, name)).status).toBe(200);
    expect(await create(parent.token, name)).toMatchObject({ status: 400, code: 'username_taken' });
    expect(await create(parent.token, 'a b')).toMatchObject({ status: 400, code: 'invalid_username' });
    expect(await create(parent.token, username(), { age: 13 })).toMatchObject({
      status: 400,
      code: 'invalid_child_age',
    });
    expect(await create(parent.token, username(), { password: '123' })).toMatchObject({
      status: 400,
      code: 'weak_password',
    });
  });

  test('a parent manages at most the domain’s MANAGED_CHILDREN_LIMIT accounts, by the server’s count', async () => {
    const parent = await verifiedParent();
    for (let n = 0; n < MANAGED_CHILDREN_LIMIT; n += 1) expect((await create(parent.token)).status).toBe(200);
    expect(await create(parent.token)).toMatchObject({ status: 400, code: 'too_many_children' });
  }, 60_000);
});

describe('who may not create a child account', () => {
  test('signed out, a player, or a parent whose e-mail is not verified', async () => {
    const unverified = await account({ first_name: 'Una', accountType: 'parent' });
    const player = await account({ first_name: 'Pia', accountType: 'player', age: 15 });
    expect((await create(null)).status).toBe(401);
    expect(await create(player.token)).toMatchObject({ status: 403, code: 'parent_only' });
    expect(await create(unverified.token)).toMatchObject({ status: 403, code: 'email_not_verified' });
  });

  test('nobody but the service role reaches the registration functions over the API', async () => {
    const parent = await verifiedParent();
    const victim = await account({ first_name: 'Vic', accountType: 'player', age: 9 });
    const register = await parent.client.rpc('managed_child_register', {
      p_parent: parent.id,
      p_child: victim.id,
      p_username: 'victim',
    });
    expect(register.error).not.toBeNull();
    const check = await parent.client.rpc('managed_child_check', { p_parent: parent.id, p_child: victim.id });
    expect(check.error).not.toBeNull();
    const links = await parent.client.rpc('family_links');
    expect(links.data).toEqual([]);
  });
});

describe('reset password and delete', () => {
  test('the creating parent resets the password: the old one stops working, the child is signed out', async () => {
    const parent = await verifiedParent();
    const name = username();
    const childId = (await create(parent.token, name)).body.childId as string;
    const before = await signInAs(name, 'kid-pass-1');
    const refreshToken = (await before.client.auth.getSession()).data.session?.refresh_token ?? '';

    const reset = await callFunction('family-child-password', parent.token, {
      childId,
      password: 'new-kid-pass',
    });
    expect(reset.status).toBe(200);
    expect((await signInAs(name, 'kid-pass-1')).error).not.toBeNull();
    expect((await signInAs(name, 'new-kid-pass')).userId).toBe(childId);
    const refreshed = await clientFor(backend()).auth.refreshSession({ refresh_token: refreshToken });
    expect(refreshed.error).not.toBeNull();
  });

  test('another parent, the child itself or a player cannot reset or delete', async () => {
    const parent = await verifiedParent();
    const other = await verifiedParent();
    const name = username();
    const childId = (await create(parent.token, name)).body.childId as string;
    const child = await signInAs(name, 'kid-pass-1');
    const childToken = (await child.client.auth.getSession()).data.session?.access_token ?? '';

    for (const token of [other.token, childToken]) {
      const reset = await callFunction('family-child-password', token, { childId, password: 'taken-over' });
      expect(reset.status).toBe(403);
      const removed = await callFunction('family-child-delete', token, { childId });
      expect(removed.status).toBe(403);
    }
    // A parent cannot reach an ordinary player's account either.
    const player = await account({ first_name: 'Pia', accountType: 'player', age: 10 });
    expect(await callFunction('family-child-delete', parent.token, { childId: player.id })).toMatchObject({
      status: 403,
      code: 'not_managing_parent',
    });
    expect((await signInAs(name, 'kid-pass-1')).userId).toBe(childId);
  });

  test('the creating parent deletes the account: no row about the child is left', async () => {
    const parent = await verifiedParent();
    const name = username();
    const childId = (await create(parent.token, name)).body.childId as string;
    const child = await signInAs(name, 'kid-pass-1');
    await child.client.from('goals').insert({ title: 'Juggle 20', pillar: 'technical' });

    expect((await callFunction('family-child-delete', parent.token, { childId })).status).toBe(200);
    expect((await signInAs(name, 'kid-pass-1')).error).not.toBeNull();
    const service = backend().service;
    for (const table of ['profiles', 'goals'] as const) {
      const rows = await service
        .from(table)
        .select('id')
        .eq(table === 'profiles' ? 'id' : 'user_id', childId);
      expect(rows.data).toEqual([]);
    }
    expect((await parent.client.rpc('family_links')).data).toEqual([]);
    // The username is free again.
    expect((await create(parent.token, name)).status).toBe(200);
  });
});
