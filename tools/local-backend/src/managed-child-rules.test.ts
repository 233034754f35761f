import { describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import { FAMILY_ERROR_MESSAGES, signInEmail } from '@dreampitch/domain';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendForThisFile, clientFor } from './test-support';

/**
 * Issue 38 deliver 5 and issue 37 "Lower", called as the child would: a managed child cannot delete its account,
 * change its sign-in or link another parent (20261204120200_managed_child_rules.sql, the auth server's PUT /user);
 * a self-registered child's deletion is mailed to its parents; a parent e-mail that is the child's own or another
 * player's is refused.
 */

const backend = backendForThisFile({ mailIntervalMs: 0 });

interface Managed {
  parentToken: string;
  parentEmail: string;
  childId: string;
  login: string;
  client: SupabaseClient;
  token: string;
}

async function managedChild(): Promise<Managed> {
  const parent = await backend().signUp({ first_name: 'Pat', accountType: 'parent', age: 41 });
  await backend().verifyEmail(parent.client, parent.email);
  const name = `kid-${randomUUID().slice(0, 8)}`;
  const response = await backend().fetchApi('/functions/v1/family-child-create', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: name, password: 'kid-pass-1', firstName: 'Maya', age: 9 }),
    token: parent.accessToken,
  });
  expect(response.status).toBe(200);
  const childId = ((await response.json()) as { childId: string }).childId;
  const client = clientFor(backend());
  const { data, error } = await client.auth.signInWithPassword({
    email: signInEmail(name),
    password: 'kid-pass-1',
  });
  if (error || !data.session) throw error ?? new Error('no session');
  return {
    parentToken: parent.accessToken,
    parentEmail: parent.email,
    childId,
    login: signInEmail(name),
    client,
    token: data.session.access_token,
  };
}

const refused = { code: '42501', message: 'managed_by_parent' };

async function putUser(token: string, body: Record<string, unknown>) {
  const response = await backend().fetchApi('/auth/v1/user', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    token,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a managed child leaves its account to the parent', () => {
  test('it cannot delete the account', async () => {
    const child = await managedChild();
    const deleted = await child.client.rpc('account_delete');
    expect(deleted.error).toMatchObject(refused);
    const { data } = await backend().service.from('profiles').select('id').eq('id', child.childId);
    expect(data).toEqual([{ id: child.childId }]);
  });

  test('it cannot change its password or give itself an e-mail', async () => {
    const child = await managedChild();
    const password = await putUser(child.token, { password: 'my-own-pass', current_password: 'kid-pass-1' });
    expect(password).toEqual({
      status: 403,
      body: { code: 'managed_by_parent', message: FAMILY_ERROR_MESSAGES.managed_by_parent },
    });
    const email = await putUser(child.token, { email: `me-${randomUUID()}@example.com` });
    expect(email.status).toBe(403);
    const { error } = await child.client.auth.signInWithPassword({
      email: child.login,
      password: 'kid-pass-1',
    });
    expect(error).toBeNull();
    // Its own settings (user metadata) stay its own.
    expect((await putUser(child.token, { data: { theme: 'dark' } })).status).toBe(200);
  });

  test('it cannot ask another parent to link, and no other parent can invite it', async () => {
    const child = await managedChild();
    const stranger = await backend().signUp({ first_name: 'Sam', accountType: 'parent', age: 39 });
    await backend().verifyEmail(stranger.client, stranger.email);

    expect(
      (await child.client.rpc('family_request_parent', { p_parent_email: stranger.email })).error,
    ).toMatchObject(refused);
    const changed = await child.client.rpc('account_update_parent_email', { p_email: stranger.email });
    expect(changed.error?.code).toBe('42501');

    const invited = await stranger.client.rpc('family_invite_child', { p_child_email: child.login });
    expect(invited.error).toMatchObject({ code: '42501', message: 'managed_child_invite' });

    const links = (await child.client.rpc('family_links')).data as { parent: { email: string } }[];
    expect(links.map((link) => link.parent.email)).toEqual([child.parentEmail]);
  });
});

describe('a self-registered child', () => {
  test('deleting the account mails every linked parent', async () => {
    const parentEmail = `parent-${randomUUID()}@example.com`;
    const teen = await backend().signUpConsented({
      first_name: 'Tia',
      accountType: 'player',
      age: 15,
      parentEmail,
    });
    expect((await teen.client.rpc('account_delete')).error).toBeNull();
    const kinds = (await backend().mailTo(parentEmail)).map((mail) => mail.kind);
    expect(kinds).toContain('child_deleted');
  });

  test('cannot name its own address or another player’s as the parent e-mail', async () => {
    const teen = await backend().signUp({ first_name: 'Tia', accountType: 'player', age: 15 });
    const other = await backend().signUp({ first_name: 'Bo', accountType: 'player', age: 16 });
    const own = await teen.client.rpc('family_request_parent', { p_parent_email: teen.email.toUpperCase() });
    expect(own.error).toMatchObject({ code: 'P0001', message: 'parent_email_is_own' });
    const player = await teen.client.rpc('account_update_parent_email', { p_email: other.email });
    expect(player.error).toMatchObject({ code: 'P0001', message: 'parent_email_is_player' });
    expect(await backend().mailTo(other.email)).toEqual([]);
    const [local, domain] = teen.email.split('@');
    const alias = await teen.client.rpc('family_request_parent', {
      p_parent_email: `${local}+mum@${domain}`,
    });
    expect(alias.error).toMatchObject({ code: 'P0001', message: 'parent_email_is_own' });
    const [otherLocal, otherDomain] = other.email.split('@');
    const otherAlias = await teen.client.rpc('account_update_parent_email', {
      p_email: `${otherLocal}+dad@${otherDomain}`,
    });
    expect(otherAlias.error).toMatchObject({ code: 'P0001', message: 'parent_email_is_player' });
  });
});
