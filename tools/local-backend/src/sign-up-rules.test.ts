import { describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import {
  ADULT_AGE,
  AGE_MAX,
  MANAGED_CHILD_EMAIL_DOMAIN,
  SIGN_UP_AGE_MIN,
  SIGN_UP_ERROR_MESSAGES,
  type SignUpRefusal,
} from '@dreampitch/domain';
import { backendForThisFile } from './test-support';

/**
 * Issue 37 "Consent skipped" and issue 38 deliver 5-6, sent to the auth API as a child would: every sign-up that
 * would skip a parent's consent is refused with a 400 and the form's sentence, and no account is made. Adults sign
 * up with no parent e-mail.
 */

/**
 * An auth user inserted as GoTrue inserts one on a project whose Before User Created hook is off: the answer is
 * the error the profile trigger raises, or 'created'.
 */
const INSERT_USER_SEED_SQL = `
create function public.test_insert_user(p_email text, p_meta jsonb) returns text
language plpgsql security definer set search_path = '' as $$
begin
  insert into auth.users (email, encrypted_password, raw_user_meta_data) values (p_email, 'x', p_meta);
  return 'created';
exception when others then
  return sqlerrm;
end;
$$;
revoke all on function public.test_insert_user(text, jsonb) from public, anon, authenticated;
grant execute on function public.test_insert_user(text, jsonb) to service_role;
`;

const backend = backendForThisFile({ mailIntervalMs: 0, seedSql: INSERT_USER_SEED_SQL });

const newEmail = (name = 'kid') => `${name}-${randomUUID()}@example.com`;

async function signUp(data: Record<string, unknown>, email = newEmail()) {
  const response = await backend().fetchApi('/auth/v1/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret-pass', data }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body, email };
}

async function profileOf(email: string) {
  const { data } = await backend()
    .service.from('profiles')
    .select('account_type, age, age_group, parent_email')
    .eq('email', email);
  return data ?? [];
}

async function expectRefused(data: Record<string, unknown>, token: SignUpRefusal, email = newEmail()) {
  const answer = await signUp(data, email);
  expect({ status: answer.status, message: answer.body.message }).toEqual({
    status: 400,
    message: SIGN_UP_ERROR_MESSAGES[token],
  });
  expect(await profileOf(email)).toEqual([]);
}

const kid = { first_name: 'Kit', accountType: 'player' };

describe('players give a usable age and, under 18, a parent e-mail', () => {
  test('an age that is no whole number from 6 to 120, or none, is refused', async () => {
    for (const age of ['ten', '', null, 10.5, SIGN_UP_AGE_MIN - 1, AGE_MAX + 1, '-9', [10]]) {
      await expectRefused({ ...kid, age, parentEmail: newEmail('parent') }, 'invalid_sign_up_age');
    }
    await expectRefused({ first_name: 'Kit', parentEmail: newEmail('parent') }, 'invalid_sign_up_age');
  });

  test('a player under 18 without a usable parent e-mail is refused', async () => {
    await expectRefused({ ...kid, age: 9 }, 'parent_email_required');
    await expectRefused({ ...kid, age: ADULT_AGE - 1, parentEmail: '  ' }, 'parent_email_required');
    await expectRefused({ ...kid, age: 9, parentEmail: 'mum@home' }, 'invalid_email');
  });

  test('the parent e-mail is not the child’s own address nor a player account’s', async () => {
    const email = newEmail();
    await expectRefused({ ...kid, age: 9, parentEmail: email.toUpperCase() }, 'parent_email_is_own', email);
    const sibling = await signUp({ ...kid, age: 12, parentEmail: newEmail('parent') });
    expect(sibling.status).toBe(200);
    await expectRefused({ ...kid, age: 9, parentEmail: sibling.email }, 'parent_email_is_player');
    await expectRefused(
      { ...kid, age: 9, parentEmail: `sis@${MANAGED_CHILD_EMAIL_DOMAIN}` },
      'parent_email_is_player',
    );
  });

  test('an alias of the child’s own mailbox, or of a player’s, is not a parent’s e-mail', async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `mia.kick.${tag}@gmail.com`;
    // Mail to these reaches the child's own inbox: she would prove the "parent" account and consent herself.
    for (const alias of [`mia.kick.${tag}+mum@gmail.com`, `MIAKICK${tag}@googlemail.com`]) {
      await expectRefused({ ...kid, age: 9, parentEmail: alias }, 'parent_email_is_own', email);
    }
    const sibling = await signUp(
      { ...kid, age: 12, parentEmail: newEmail('parent') },
      `bo-${tag}@example.com`,
    );
    expect(sibling.status).toBe(200);
    await expectRefused(
      { ...kid, age: 9, parentEmail: `bo-${tag}+dad@example.com` },
      'parent_email_is_player',
    );
    // A different mailbox at the same provider is a parent's.
    const parentNamed = await signUp({ ...kid, age: 9, parentEmail: `mum.kick.${tag}@gmail.com` });
    expect(parentNamed.status).toBe(200);
  });

  test('a 9-year-old with a parent e-mail waits for consent; an adult signs up alone', async () => {
    const young = await signUp({ ...kid, age: SIGN_UP_AGE_MIN, parentEmail: newEmail('parent') });
    expect(young.status).toBe(200);
    const status = await backend().fetchApi('/rest/v1/rpc/consent_status', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      token: young.body.access_token as string,
    });
    expect(await status.json()).toEqual({ pending: true });
    const adult = await signUp({ ...kid, age: ADULT_AGE });
    expect(adult.status).toBe(200);
    expect(await profileOf(adult.email)).toEqual([
      { account_type: 'player', age: ADULT_AGE, age_group: '18+', parent_email: null },
    ]);
    expect((await signUp({ ...kid, age: AGE_MAX })).status).toBe(200);
  });
});

describe('parent accounts are adults’', () => {
  test('a parent who gives an age under 18, or no number, is refused', async () => {
    await expectRefused({ first_name: 'Kit', accountType: 'parent', age: 9 }, 'parent_must_be_adult');
    await expectRefused({ first_name: 'Kit', accountType: 'parent', age: 'ten' }, 'parent_must_be_adult');
    await expectRefused({ first_name: 'Kit', accountType: 'admin', age: 40 }, 'invalid_account_type');
  });

  test('an adult parent signs up; the age is checked, not kept', async () => {
    const parent = await signUp({ first_name: 'Pat', accountType: 'parent', age: 40 });
    expect(parent.status).toBe(200);
    expect(await profileOf(parent.email)).toEqual([
      { account_type: 'parent', age: null, age_group: null, parent_email: null },
    ]);
  });
});

describe('the managed-child domain is reserved', () => {
  test('nobody signs up on it, in any spelling', async () => {
    for (const email of [
      `kid-${randomUUID().slice(0, 8)}@${MANAGED_CHILD_EMAIL_DOMAIN}`,
      `Kid-${randomUUID().slice(0, 8)}@${MANAGED_CHILD_EMAIL_DOMAIN.toUpperCase()}`,
      `kid-${randomUUID().slice(0, 8)}@school.${MANAGED_CHILD_EMAIL_DOMAIN}`,
    ]) {
      await expectRefused({ first_name: 'Kit', accountType: 'parent', age: 40 }, 'reserved_email', email);
    }
  });
});

describe('the Before User Created hook answers as hosted Supabase expects', () => {
  test('an error with an HTTP code refuses; an empty object lets the sign-up through', async () => {
    const hook = (email: string, metadata: Record<string, unknown>) =>
      backend().service.rpc('before_user_created', {
        event: { metadata: { name: 'before-user-created' }, user: { email, user_metadata: metadata } },
      });
    expect((await hook(newEmail(), { ...kid, age: 'ten' })).data).toEqual({
      error: { http_code: 400, message: SIGN_UP_ERROR_MESSAGES.invalid_sign_up_age },
    });
    expect((await hook(newEmail(), { ...kid, age: 30 })).data).toEqual({});
    const player = await backend().signUp();
    const asPlayer = await player.client.rpc('before_user_created', { event: {} });
    expect(asPlayer.error?.code).toBe('42501');
  });
});

describe('without the hook, the profile trigger refuses the same sign-ups', () => {
  test('a child with no usable age, or a parent e-mail of its own, gets no account', async () => {
    const insert = async (email: string, meta: Record<string, unknown>) =>
      (await backend().service.rpc('test_insert_user', { p_email: email, p_meta: meta })).data as string;
    expect(await insert(newEmail(), { ...kid, age: 'ten', parentEmail: newEmail('parent') })).toBe(
      'invalid_sign_up_age',
    );
    const email = newEmail();
    expect(await insert(email, { ...kid, age: 9, parentEmail: email })).toBe('parent_email_is_own');
    expect(await insert(`kid@${MANAGED_CHILD_EMAIL_DOMAIN}`, { ...kid, age: 9 })).toBe('reserved_email');
    const adult = newEmail();
    expect(await insert(adult, { ...kid, age: 30 })).toBe('created');
    expect(await profileOf(adult)).toEqual([
      { account_type: 'player', age: 30, age_group: '18+', parent_email: null },
    ]);
  });
});
