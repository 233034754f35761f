import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, linkToken, startTestBackend, type TestBackend, withParentEmail } from './test-support';

/**
 * Issue 17, called as an attacker would: a parent link and an under-13 consent come only from whoever proved they
 * read the parent e-mail (a mailed single-use link), never from an account that merely uses the address.
 */

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ mailIntervalMs: 0 });
}, 120_000);
afterAll(async () => {
  await backend.stop();
}, 60_000);

interface Account {
  id: string;
  email: string;
  client: SupabaseClient;
}

const email = (prefix: string) => `${prefix}-${randomUUID()}@example.com`;

async function account(address: string, metadata: Record<string, unknown>): Promise<Account> {
  const client = clientFor(backend);
  const { data, error } = await client.auth.signUp({
    email: address,
    password: 'secret-pass',
    options: { data: withParentEmail(metadata) },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { id: data.user.id, email: address, client };
}

/** A parent account on the Parent plan (set as the payment path does): reading a child's data needs it. */
async function parent(address = email('parent')): Promise<Account> {
  const created = await account(address, { first_name: 'Pat', last_name: 'Parent', accountType: 'parent' });
  await backend.grantPlan(created.id, 'parent');
  return created;
}
const player = (parentEmail: string, age: number, address = email('kid')) =>
  account(address, { first_name: 'Kit', last_name: 'Kid', accountType: 'player', age, parentEmail });

async function call(who: Account, name: string, args: Record<string, unknown> = {}) {
  const { data, error, status } = await who.client.rpc(name, args);
  return { data: data as Record<string, unknown> | null, status, message: error?.message ?? null };
}

/** The consent token of the link request mailed to `address`. */
async function consentToken(address: string): Promise<string> {
  const [request] = (await backend.mailTo(address)).filter((mail) => mail.kind === 'link_request');
  const token = request ? linkToken(request.text, 'consent') : null;
  if (!token) throw new Error(`no consent link mailed to ${address}`);
  return token;
}

async function seedGoal(child: Account) {
  const { error } = await child.client
    .from('goals')
    .insert({ user_id: child.id, title: 'Juggle 20 times', pillar: 'technical' });
  if (error) throw error;
}

async function visibleGoals(who: Account, ownerId: string) {
  const { data } = await who.client.from('goals').select('id').eq('user_id', ownerId);
  return data?.length ?? 0;
}

describe('proof of the parent e-mail', () => {
  test('a stranger who signs up first with the parent e-mail sees nothing, confirms nothing, invites nobody', async () => {
    const parentEmail = email('mum');
    const child = await player(parentEmail, 10);
    // Nothing of the child is stored until a parent consents, so there is nothing a stranger could read.
    await expect(seedGoal(child)).rejects.toMatchObject({ message: 'consent_pending' });
    const stranger = await parent(parentEmail);

    expect((await call(stranger, 'family_links')).data).toEqual([]);
    const [request] = (await call(child, 'family_links')).data as unknown as { id: string }[];
    expect(await call(stranger, 'family_confirm_link', { p_link_id: request!.id })).toMatchObject({
      status: 400,
      message: 'link_not_found',
    });
    expect(await call(stranger, 'family_consent_by_token', { p_token: 'guessed-token' })).toMatchObject({
      status: 400,
      message: 'invalid_token',
    });
    expect(await call(stranger, 'family_invite_child', { p_child_email: child.email })).toMatchObject({
      status: 403,
      message: 'email_not_verified',
    });
    expect(await visibleGoals(stranger, child.id)).toBe(0);
    expect((await call(stranger, 'account_email_status')).data).toEqual({
      email: parentEmail,
      verified: false,
    });
    const [link] = (await call(child, 'family_links')).data as unknown as {
      status: string;
      consentGivenAt: string | null;
    }[];
    expect(link).toMatchObject({ status: 'pending', consentGivenAt: null });
  });

  test("a stranger who signs up first with the invited child's address sees nothing and takes nothing", async () => {
    const mum = await parent();
    await backend.verifyEmail(mum.client, mum.email);
    const childEmail = email('invited');
    const invite = (await call(mum, 'family_invite_child', { p_child_email: childEmail })).data as {
      id: string;
    };
    const stranger = await player(email('stranger-parent'), 15, childEmail);
    const visibleIds = async () =>
      ((await call(stranger, 'family_links')).data as unknown as { id: string }[]).map((link) => link.id);

    expect(await visibleIds()).not.toContain(invite.id);
    expect(await call(stranger, 'family_confirm_link', { p_link_id: invite.id })).toMatchObject({
      status: 400,
      message: 'link_not_found',
    });
    expect(await call(stranger, 'family_remove_link', { p_link_id: invite.id })).toMatchObject({
      status: 400,
      message: 'link_not_found',
    });
    const [pending] = (await call(mum, 'family_links')).data as unknown as {
      status: string;
      child: unknown;
    }[];
    expect(pending).toMatchObject({ status: 'pending', child: { id: null } });

    // Whoever reads the mailbox proves it (the mailed verification link) and then sees the invitation.
    await backend.verifyEmail(stranger.client, childEmail);
    expect(await visibleIds()).toContain(invite.id);
  });

  test('a child who creates the "parent" account itself cannot consent without the parent mailbox', async () => {
    const parentEmail = email('dad');
    const child = await player(parentEmail, 9);
    const fakeParent = await parent(parentEmail);
    const [request] = (await call(child, 'family_links')).data as unknown as { id: string }[];
    expect(await call(child, 'family_confirm_link', { p_link_id: request!.id })).toMatchObject({
      status: 403,
      message: 'not_your_turn',
    });
    expect(await call(fakeParent, 'family_confirm_link', { p_link_id: request!.id })).toMatchObject({
      message: 'link_not_found',
    });
    // The child cannot read the verification mail either: it goes to the parent's mailbox.
    expect(await call(fakeParent, 'account_verify_email', { p_token: 'x'.repeat(64) })).toMatchObject({
      message: 'invalid_token',
    });
    // Even holding the mailed consent link, the child's own (player) account cannot use it.
    const token = await consentToken(parentEmail);
    expect(await call(child, 'family_consent_by_token', { p_token: token })).toMatchObject({
      status: 403,
      message: 'parent_only',
    });
    const [link] = (await call(child, 'family_links')).data as unknown as { consentGivenAt: string | null }[];
    expect(link?.consentGivenAt).toBeNull();
  });

  test('the parent who reads the mail consents with its single-use link, which proves the address', async () => {
    const parentEmail = email('guardian');
    const child = await player(parentEmail, 11);
    await expect(seedGoal(child)).rejects.toMatchObject({ message: 'consent_pending' });
    const token = await consentToken(parentEmail);

    const otherParent = await parent();
    expect(await call(otherParent, 'family_consent_by_token', { p_token: token })).toMatchObject({
      status: 403,
      message: 'wrong_account',
    });

    const real = await parent(parentEmail);
    expect((await call(real, 'family_consent_preview', { p_token: token })).data).toMatchObject({
      parentEmail,
      childFirstName: 'Kit',
      childAge: 11,
    });
    const confirmed = await call(real, 'family_consent_by_token', { p_token: token });
    expect(confirmed.data).toMatchObject({
      status: 'confirmed',
      child: { id: child.id },
      parent: { id: real.id },
    });
    expect(confirmed.data?.consentGivenAt).not.toBeNull();
    expect((await call(real, 'account_email_status')).data).toEqual({ email: parentEmail, verified: true });
    // With consent the child's goals are stored (the app syncs what waited on the device) and the parent sees them.
    await seedGoal(child);
    expect(await visibleGoals(real, child.id)).toBe(1);

    expect(await call(real, 'family_consent_by_token', { p_token: token })).toMatchObject({
      message: 'invalid_token',
    });
    expect(await call(otherParent, 'family_consent_by_token', { p_token: token })).toMatchObject({
      message: 'invalid_token',
    });
  });

  test('a verification link works once, only for the account it was sent to; at most 3 mails an hour', async () => {
    const owner = await parent();
    const thief = await parent();
    expect((await call(owner, 'account_send_verification')).status).toBe(200);
    const [mail] = (await backend.mailTo(owner.email)).filter((entry) => entry.kind === 'verify_email');
    const token = linkToken(mail!.text, 'verify')!;
    expect(await call(thief, 'account_verify_email', { p_token: token })).toMatchObject({
      message: 'invalid_token',
    });
    expect((await call(owner, 'account_verify_email', { p_token: token })).data).toEqual({
      email: owner.email,
      verified: true,
    });
    expect(await call(owner, 'account_verify_email', { p_token: token })).toMatchObject({
      message: 'invalid_token',
    });

    for (let sent = 0; sent < 3; sent += 1)
      expect((await call(thief, 'account_send_verification')).status).toBe(200);
    expect(await call(thief, 'account_send_verification')).toMatchObject({
      status: 400,
      message: 'too_many_requests',
    });
    const { status } = await backend.anon.rpc('account_send_verification');
    expect([401, 403]).toContain(status);
  });
});

/** `app_metadata.email_proven` of the session the server issues now (a refresh, as supabase-js does before expiry). */
async function provenInSession(who: Account): Promise<unknown> {
  const { data, error } = await who.client.auth.refreshSession();
  if (error || !data.user) throw error ?? new Error('no session');
  return data.user.app_metadata.email_proven;
}

describe('the session carries whether the address is proven (app_metadata.email_proven, what the HTML reads)', () => {
  test('not for an address only signed up with; a mailed verification link adds it', async () => {
    const owner = await parent();
    expect(await provenInSession(owner)).toBeUndefined();
    await backend.verifyEmail(owner.client, owner.email);
    expect(await provenInSession(owner)).toBe(true);
    // A new sign-in on another device carries it too, the provider's own entries kept beside it.
    const { data } = await clientFor(backend).auth.signInWithPassword({
      email: owner.email,
      password: 'secret-pass',
    });
    expect(data.user?.app_metadata).toMatchObject({ provider: 'email', email_proven: true });
  });

  test('the consent link, which proves the address, adds it', async () => {
    const parentEmail = email('carer');
    await player(parentEmail, 10);
    const token = await consentToken(parentEmail);
    const real = await parent(parentEmail);
    expect(await provenInSession(real)).toBeUndefined();
    expect((await call(real, 'family_consent_by_token', { p_token: token })).status).toBe(200);
    expect(await provenInSession(real)).toBe(true);
  });

  test('the user cannot set it', async () => {
    const owner = await parent();
    const token = (await owner.client.auth.getSession()).data.session!.access_token;
    const response = await backend.fetchApi('/auth/v1/user', {
      method: 'PUT',
      token,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ app_metadata: { email_proven: true }, data: { email_proven: true } }),
    });
    expect(response.status).toBe(200);
    expect(await provenInSession(owner)).toBeUndefined();
    expect((await call(owner, 'account_email_status')).data).toMatchObject({ verified: false });
  });
});

describe('removing a link', () => {
  async function linkedFamily(age: number) {
    const parentEmail = email('p');
    const child = await player(parentEmail, age);
    const token = await consentToken(parentEmail);
    const mum = await parent(parentEmail);
    const linked = await call(mum, 'family_consent_by_token', { p_token: token });
    return { mum, child, linkId: (linked.data as { id: string }).id };
  }

  test('an under-13 cannot remove the parent who consented; the parent still can', async () => {
    const { mum, child, linkId } = await linkedFamily(10);
    expect(await call(child, 'family_remove_link', { p_link_id: linkId })).toMatchObject({
      status: 403,
      message: 'consenting_parent_stays',
    });
    expect(((await call(child, 'family_links')).data as unknown as unknown[]).length).toBe(1);
    expect((await call(mum, 'family_remove_link', { p_link_id: linkId })).message).toBeNull();
    expect((await call(child, 'family_links')).data).toEqual([]);
  });

  test('a 13+ player removes a parent, who is told by mail and on the family page', async () => {
    const { mum, child, linkId } = await linkedFamily(14);
    expect((await call(child, 'family_remove_link', { p_link_id: linkId })).message).toBeNull();
    expect((await call(mum, 'family_links')).data).toEqual([]);
    const [notice] = (await call(mum, 'family_notices')).data as unknown as { id: string; message: string }[];
    expect(notice?.message).toBe('Kit Kid removed the family link: you no longer see their training.');
    expect((await backend.mailTo(mum.email)).map((mail) => mail.kind)).toContain('link_removed');
    // Nobody else sees or dismisses the notice; the parent does.
    expect((await call(child, 'family_notices')).data).toEqual([]);
    await call(child, 'family_dismiss_notice', { p_notice_id: notice!.id });
    expect(((await call(mum, 'family_notices')).data as unknown as unknown[]).length).toBe(1);
    await call(mum, 'family_dismiss_notice', { p_notice_id: notice!.id });
    expect((await call(mum, 'family_notices')).data).toEqual([]);
  });
});
