import {
  MAIL_LIMIT_PER_ADDRESS_PER_DAY,
  MAIL_LIMIT_PER_RECIPIENT_PER_DAY,
  MAIL_LIMIT_PER_USER_PER_DAY,
  SERVER_ERROR_MESSAGES,
} from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import { backendForThisFile, clientFor, type TestUser } from './test-support';

/**
 * Identity columns are the server's (20261124150100_identity_columns.sql) and mail a user can trigger is limited
 * (20261124150300_mail_limits.sql), tried through the API as a player or parent would.
 */

const testBackend = backendForThisFile();

const address = (prefix: string) => `${prefix}-${randomUUID()}@example.com`;

async function profileOf(user: TestUser) {
  const { data } = await testBackend().service.from('profiles').select('*').eq('id', user.id).single();
  return data as Record<string, unknown>;
}

describe('identity columns (tampering, issue 15)', () => {
  const protectedChanges: [string, Record<string, unknown>][] = [
    ['account_type = parent', { account_type: 'parent' }],
    ['age 30', { age: 30 }],
    ['age group 18+', { age_group: '18+' }],
    ['another e-mail', { email: 'someone-else@example.com' }],
    ['another parent e-mail', { parent_email: 'not-my-parent@example.com' }],
    ['created_at', { created_at: '2000-01-01T00:00:00Z' }],
  ];
  for (const [name, patch] of protectedChanges) {
    test(`a player cannot PATCH its own profile to ${name}`, async () => {
      const player = await testBackend().signUp();
      const before = await profileOf(player);
      const { status, error } = await player.client.from('profiles').update(patch).eq('id', player.id);
      expect([status, error?.code, error?.message]).toEqual([403, '42501', 'identity_column_protected']);
      expect(await profileOf(player)).toEqual(before);
    });
  }

  test('nor its plan or status (the payment path sets them)', async () => {
    const player = await testBackend().signUp();
    for (const patch of [{ subscription_plan: 'parent' }, { subscription_status: 'active' }]) {
      const { status, error } = await player.client.from('profiles').update(patch).eq('id', player.id);
      expect([status, error?.code]).toEqual([403, '42501']);
    }
    expect(await profileOf(player)).toMatchObject({
      subscription_plan: 'free',
      subscription_status: 'inactive',
    });
  });

  test('nor insert a profile of its own making', async () => {
    const player = await testBackend().signUp();
    await testBackend().service.from('profiles').delete().eq('id', player.id);
    const { status, error } = await player.client
      .from('profiles')
      .insert({ id: player.id, account_type: 'parent', age: 30, subscription_plan: 'parent' });
    expect([status, error?.code]).toEqual([403, '42501']);
  });

  test('names, skill level and notification preferences stay the user’s to change', async () => {
    const player = await testBackend().signUp();
    const patch = {
      first_name: 'Renamed',
      last_name: 'Player',
      skill_level: 'advanced',
      notification_preferences: {
        enabled: false,
        methods: { email: false, sms: false },
        frequency: 'weekly',
      },
    };
    const { error } = await player.client.from('profiles').update(patch).eq('id', player.id);
    expect(error).toBeNull();
    expect(await profileOf(player)).toMatchObject({ ...patch, account_type: 'player', age: 14 });
  });

  test('the server still sets them: sign-up, and the plan through a subscription event', async () => {
    const player = await testBackend().signUp({ first_name: 'Kim', accountType: 'player', age: 12 });
    expect(await profileOf(player)).toMatchObject({ account_type: 'player', age: 12, age_group: '8-12' });
    // The plan derives from public.subscriptions (issue 20): not even the service role writes it directly.
    const { error } = await testBackend()
      .service.from('profiles')
      .update({ subscription_plan: 'pro', subscription_status: 'active' })
      .eq('id', player.id);
    expect(error?.code).toBe('42501');
    await testBackend().grantPlan(player.id, 'pro');
    expect(await profileOf(player)).toMatchObject({ subscription_plan: 'pro' });
  });
});

describe('mail a user can trigger is limited per day (tampering, issue 15)', () => {
  test(`a player asking parents to link is stopped after ${MAIL_LIMIT_PER_USER_PER_DAY} e-mails a day`, async () => {
    const player = await testBackend().signUp({ first_name: 'Max', accountType: 'player', age: 14 });
    for (let sent = 0; sent < MAIL_LIMIT_PER_USER_PER_DAY; sent += 1) {
      const { error } = await player.client.rpc('family_request_parent', {
        p_parent_email: address('parent'),
      });
      expect([sent, error]).toEqual([sent, null]);
    }
    const { status, error } = await player.client.rpc('family_request_parent', {
      p_parent_email: address('parent'),
    });
    expect([status, error?.message]).toEqual([403, 'mail_limit_reached']);
    expect(SERVER_ERROR_MESSAGES.mail_limit_reached).toMatch(/try again tomorrow/);
    // The parent e-mail named at sign-up (not counted: no signed-in caller queued it) and the ten asked since.
    const { data: links } = await player.client.rpc('family_links');
    expect(links).toHaveLength(MAIL_LIMIT_PER_USER_PER_DAY + 1);
  });

  test(`one address gets at most ${MAIL_LIMIT_PER_RECIPIENT_PER_DAY} e-mails a day from one user`, async () => {
    const player = await testBackend().signUp({ first_name: 'Max', accountType: 'player', age: 14 });
    const target = address('victim');
    for (let sent = 0; sent < MAIL_LIMIT_PER_RECIPIENT_PER_DAY; sent += 1) {
      const { data: link, error } = await player.client.rpc('family_request_parent', {
        p_parent_email: target,
      });
      expect([sent, error]).toEqual([sent, null]);
      // Removing and asking again would mail the address again.
      await player.client.rpc('family_remove_link', { p_link_id: (link as { id: string }).id });
    }
    const { status, error } = await player.client.rpc('family_request_parent', { p_parent_email: target });
    expect([status, error?.message]).toEqual([403, 'mail_limit_reached']);
    // Another address is still fine.
    expect(
      (await player.client.rpc('family_request_parent', { p_parent_email: address('mum') })).error,
    ).toBeNull();
  });

  test('a parent inviting players is limited the same way (its verification mail counts too)', async () => {
    const parent = await testBackend().signUp({ first_name: 'Pat', accountType: 'parent' });
    await testBackend().verifyEmail(parent.client, parent.email);
    for (let sent = 1; sent < MAIL_LIMIT_PER_USER_PER_DAY; sent += 1) {
      const { error } = await parent.client.rpc('family_invite_child', { p_child_email: address('kid') });
      expect([sent, error]).toEqual([sent, null]);
    }
    const { status, error } = await parent.client.rpc('family_invite_child', {
      p_child_email: address('kid'),
    });
    expect([status, error?.message]).toEqual([403, 'mail_limit_reached']);
  });

  test('sign-up mail (no signed-in caller) is not refused by the per-user limit', async () => {
    const parentEmail = address('parent');
    const child = await testBackend().signUp({
      first_name: 'Kit',
      accountType: 'player',
      age: 10,
      parentEmail,
    });
    const { data: links } = await child.client.rpc('family_links');
    expect(links).toMatchObject([{ status: 'pending', parent: { email: parentEmail } }]);
  });

  test(`one address gets at most ${MAIL_LIMIT_PER_ADDRESS_PER_DAY} e-mails a day, whoever causes them; sign-ups still succeed`, async () => {
    const backend = testBackend();
    const parentEmail = address('parent');
    // Each under-13 sign-up naming the parent asks for two mails: the link request and the consent notice.
    for (let signUp = 0; signUp < MAIL_LIMIT_PER_ADDRESS_PER_DAY; signUp += 1) {
      const child = await backend.signUp({ first_name: 'Kit', accountType: 'player', age: 10, parentEmail });
      const { data: links } = await child.client.rpc('family_links');
      expect([signUp, links]).toMatchObject([
        signUp,
        [{ status: 'pending', parent: { email: parentEmail } }],
      ]);
    }
    // A signed-in player asking the same parent gets the same answer as ever, and sends nothing more.
    const player = await backend.signUp({ first_name: 'Max', accountType: 'player', age: 14 });
    const { data: link, error } = await player.client.rpc('family_request_parent', {
      p_parent_email: parentEmail,
    });
    expect([error, link]).toMatchObject([null, { status: 'pending', parent: { email: parentEmail } }]);
    expect(await backend.mailTo(parentEmail)).toHaveLength(MAIL_LIMIT_PER_ADDRESS_PER_DAY);
  });

  test('mail an account asks for to its own address is counted but never held back', async () => {
    const backend = testBackend();
    const parentEmail = address('parent');
    for (let signUp = 0; signUp < MAIL_LIMIT_PER_ADDRESS_PER_DAY; signUp += 1) {
      await backend.signUp({ first_name: 'Kit', accountType: 'player', age: 10, parentEmail });
    }
    const parent = clientFor(backend);
    const { error } = await parent.auth.signUp({
      email: parentEmail,
      password: 'secret-pass',
      options: { data: { first_name: 'Pat', accountType: 'parent' } },
    });
    expect(error).toBeNull();
    // The verification mail reaches the flooded address, so the parent can still prove it and consent.
    await backend.verifyEmail(parent, parentEmail);
  });
});
