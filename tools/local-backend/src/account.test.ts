import { AGE_MAX, SERVER_ERROR_MESSAGES } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import { SupabaseAccountBackend } from '@dreampitch/data/account';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { backendForThisFile, clientFor, linkToken, type TestUser } from './test-support';

/**
 * The account page's server operations (20261125170100_account_profile.sql), called through the API as the user and
 * as a child trying to get around a parent.
 */

const testBackend = backendForThisFile();

const address = (prefix: string) => `${prefix}-${randomUUID()}@example.com`;

async function profileOf(user: TestUser) {
  const { data } = await testBackend().service.from('profiles').select('*').eq('id', user.id).single();
  return data as Record<string, unknown>;
}

/** An account with a chosen e-mail (test-support's signUp makes one up). */
async function accountWith(email: string, metadata: Record<string, unknown>) {
  const client = clientFor(testBackend());
  const { data, error } = await client.auth.signUp({
    email,
    password: 'secret-pass',
    options: { data: metadata },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { id: data.user.id, email, client };
}

const player = (age: number) =>
  testBackend().signUp({ first_name: 'Ada', last_name: 'Kick', accountType: 'player', age });

describe('account_update_age', () => {
  test('a 13-17 player changes the age within 6 to 17, an adult within 6 to 120; the age group follows', async () => {
    const teen = await player(14);
    const { data, error } = await teen.client.rpc('account_update_age', { p_age: 12 });
    expect(error).toBeNull();
    expect(data).toEqual({ age: 12, ageGroup: '8-12' });
    expect(await profileOf(teen)).toMatchObject({ age: 12, age_group: '8-12' });
    const adult = await player(18);
    // An adult's age beyond the spec's 18, as at sign-up.
    expect((await adult.client.rpc('account_update_age', { p_age: AGE_MAX })).data).toEqual({
      age: AGE_MAX,
      ageGroup: '18+',
    });
    expect((await adult.client.rpc('account_update_age', { p_age: 17 })).data).toEqual({
      age: 17,
      ageGroup: '13-17',
    });
  });

  test('a 13-17 player cannot make the age an adult’s, which would pay without a parent', async () => {
    const teen = await player(17);
    const { error } = await teen.client.rpc('account_update_age', { p_age: 18 });
    expect([error?.code, error?.message, error?.details]).toEqual([
      '42501',
      'parent_changes_age',
      SERVER_ERROR_MESSAGES.parent_changes_age,
    ]);
    expect(await profileOf(teen)).toMatchObject({ age: 17, age_group: '13-17' });
  });

  test('ages outside the sign-up bounds, or not whole numbers, are refused and change nothing', async () => {
    const teen = await player(15);
    for (const age of [5, AGE_MAX + 1, -1]) {
      const { error } = await teen.client.rpc('account_update_age', { p_age: age });
      expect(error?.message).toBe('age_out_of_range');
    }
    const { status } = await teen.client.rpc('account_update_age', { p_age: 'fourteen' });
    expect(status).toBe(400);
    expect(await profileOf(teen)).toMatchObject({ age: 15, age_group: '13-17' });
    expect(SERVER_ERROR_MESSAGES.age_out_of_range).toBeTruthy();
  });

  test('a player under 13 cannot age out of the parent’s consent (nor change the age at all)', async () => {
    const child = await player(11);
    for (const age of [13, 18, 12]) {
      const { error } = await child.client.rpc('account_update_age', { p_age: age });
      expect([error?.code, error?.message]).toEqual(['42501', 'parent_changes_age']);
    }
    // Nor around the function, straight at the table.
    const direct = await child.client
      .from('profiles')
      .update({ age: 16, age_group: '13-17' })
      .eq('id', child.id);
    expect(direct.error?.message).toBe('identity_column_protected');
    expect(await profileOf(child)).toMatchObject({ age: 11, age_group: '8-12' });
  });

  test('a parent has no age to change; anon cannot call it', async () => {
    const parent = await testBackend().signUp({ first_name: 'Pat', last_name: 'P', accountType: 'parent' });
    const { error } = await parent.client.rpc('account_update_age', { p_age: 14 });
    expect(error?.message).toBe('player_only');
    const anon = await testBackend().anon.rpc('account_update_age', { p_age: 14 });
    expect(anon.error).not.toBeNull();
  });
});

describe('account_update_parent_email', () => {
  test('a player names a new parent e-mail: the profile shows it and the parent gets the link request', async () => {
    const teen = await player(14);
    const parentEmail = address('new-parent');
    const { data, error } = await teen.client.rpc('account_update_parent_email', { p_email: parentEmail });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'pending' });
    expect(await profileOf(teen)).toMatchObject({ parent_email: parentEmail });
    const mail = await testBackend().mailTo(parentEmail);
    expect(mail.map((entry) => entry.kind)).toContain('link_request');
  });

  test('an invalid address or the player’s own is refused', async () => {
    const teen = await player(14);
    const bad = await teen.client.rpc('account_update_parent_email', { p_email: 'not-an-address' });
    expect(bad.error?.message).toBe('invalid_email');
    const own = await teen.client.rpc('account_update_parent_email', { p_email: teen.email });
    expect(own.error?.message).toBe('parent_email_is_own');
  });

  test('an under-13 whose parent consented cannot swap the parent for another address', async () => {
    const backend = testBackend();
    const parentEmail = address('consenting');
    const child = await backend.signUp({
      first_name: 'Kid',
      last_name: 'K',
      accountType: 'player',
      age: 10,
      parentEmail,
    });
    const parentAccount = await accountWith(parentEmail, {
      first_name: 'Real',
      last_name: 'Parent',
      accountType: 'parent',
    });
    const [request] = (await backend.mailTo(parentEmail)).filter((mail) => mail.kind === 'link_request');
    const token = request ? linkToken(request.text, 'consent') : null;
    const consent = await parentAccount.client.rpc('family_consent_by_token', { p_token: token });
    expect(consent.error).toBeNull();

    const { error } = await child.client.rpc('account_update_parent_email', { p_email: address('friend') });
    expect([error?.code, error?.message]).toEqual(['42501', 'consenting_parent_stays']);
    expect(await profileOf(child)).toMatchObject({ parent_email: parentEmail });
  });
});

describe('updateNames (the account page renames its user)', () => {
  test("the session stored on the device follows the profile's names, age and parent e-mail: the HTML of the dashboard and the account page draws from it", async () => {
    const backend = testBackend();
    const stored = new Map<string, string>();
    const client = createClient(backend.url, backend.anonKey, {
      auth: {
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: {
          getItem: (key) => stored.get(key) ?? null,
          setItem: (key, value) => void stored.set(key, value),
          removeItem: (key) => void stored.delete(key),
        },
      },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    const email = address('renamed');
    const { data, error } = await client.auth.signUp({
      email,
      password: 'secret-pass',
      options: {
        data: {
          first_name: 'Kit',
          last_name: 'Kid',
          accountType: 'player',
          age: 14,
          parentEmail: address('mum'),
        },
      },
    });
    if (error || !data.user) throw error ?? new Error('no user');
    const storedUser = () => {
      const entry = [...stored].find(([key]) => /^sb-.+-auth-token$/.test(key));
      return (JSON.parse(entry?.[1] ?? '{}') as { user?: { user_metadata?: Record<string, unknown> } }).user;
    };
    expect(storedUser()?.user_metadata).toMatchObject({ first_name: 'Kit', last_name: 'Kid' });
    // Auto-confirmed at sign-up, the same instant: not proof of the address (the family page's HTML reads it so).
    expect(data.user.email_confirmed_at).toBe(data.user.created_at);
    expect((await client.rpc('account_email_status')).data).toMatchObject({ verified: false });

    const clients = async () => client as never;
    await new SupabaseAccountBackend(clients, clients).updateNames('Pia', 'Lane');
    expect(storedUser()?.user_metadata).toMatchObject({ first_name: 'Pia', last_name: 'Lane' });
    const profile = await backend.service.from('profiles').select('*').eq('id', data.user.id).single();
    expect(profile.data).toMatchObject({ first_name: 'Pia', last_name: 'Lane' });

    const account = new SupabaseAccountBackend(clients, clients);
    await account.updateAge(16);
    await account.updateParentEmail(' Mum.Lane@Example.com ');
    const saved = await backend.service.from('profiles').select('*').eq('id', data.user.id).single();
    expect(saved.data).toMatchObject({ age: 16, age_group: '13-17', parent_email: 'mum.lane@example.com' });
    const inStep = { first_name: 'Pia', last_name: 'Lane', age: 16, parentEmail: 'mum.lane@example.com' };
    expect(storedUser()?.user_metadata).toMatchObject(inStep);
    // What the server holds, not only what this device wrote: another device's session gets it on its next refresh.
    const held = await clientFor(backend).auth.signInWithPassword({ email, password: 'secret-pass' });
    expect(held.data.user?.user_metadata).toMatchObject(inStep);

    // A refused change leaves the stored details as they were (the profile did not change).
    await expect(account.updateAge(AGE_MAX + 1)).rejects.toThrow();
    expect(storedUser()?.user_metadata).toMatchObject({ age: 16 });
  });
});
