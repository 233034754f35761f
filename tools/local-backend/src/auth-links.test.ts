import { authLinkFromSearch } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import { backendForThisFile, clientFor, TEST_RATE_LIMITS, type TestBackend } from './test-support';

/**
 * GoTrue's mailed links as the app meets them (issue 17): password recovery, e-mail change and, with "Confirm email"
 * on, sign-up confirmation. Each is tried as the user would (real supabase-js) and as an attacker would.
 */

const limits = { authRateLimits: { ...TEST_RATE_LIMITS, emailSent: 100_000 } };
const testBackend = backendForThisFile(limits);

const address = (prefix: string) => `${prefix}-${randomUUID()}@example.com`;

/** The token of the newest link of `type` mailed to `to`. */
async function mailedToken(backend: TestBackend, to: string, type: string): Promise<string> {
  const [mail] = (await backend.mailTo(to)).filter((entry) => entry.kind === type);
  const link = mail ? /https?:\/\/\S+/.exec(mail.text)?.[0] : undefined;
  const parsed = link ? authLinkFromSearch(new URL(link).search) : null;
  if (!parsed || parsed.type !== type) throw new Error(`no ${type} link mailed to ${to}`);
  return parsed.tokenHash;
}

describe('password recovery (POST /recover, POST /verify type=recovery)', () => {
  test('the mailed link opens a session that may set a new password; the old one stops working', async () => {
    const backend = testBackend();
    const user = await backend.signUp();
    const { error } = await backend.anon.auth.resetPasswordForEmail(user.email.toUpperCase());
    expect(error).toBeNull();
    const token = await mailedToken(backend, user.email, 'recovery');

    const browser = clientFor(backend);
    const verified = await browser.auth.verifyOtp({ type: 'recovery', token_hash: token });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(user.id);
    const updated = await browser.auth.updateUser({ password: 'brand-new-secret' });
    expect(updated.error).toBeNull();

    const old = await clientFor(backend).auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(old.error?.code).toBe('invalid_credentials');
    const renewed = await clientFor(backend).auth.signInWithPassword({
      email: user.email,
      password: 'brand-new-secret',
    });
    expect(renewed.data.user?.id).toBe(user.id);
    // The sessions opened before the reset (e.g. on a lost phone) ended with it.
    const before = await backend.fetchApi('/auth/v1/user', { token: user.accessToken });
    expect([before.status, ((await before.json()) as { code?: string }).code]).toEqual([
      403,
      'session_not_found',
    ]);
  });

  test('an address without an account gets the same answer and no mail (no account discovery)', async () => {
    const backend = testBackend();
    const stranger = address('nobody');
    const { data, error } = await backend.anon.auth.resetPasswordForEmail(stranger);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await backend.mailTo(stranger)).toEqual([]);
  });

  test('a link works once, only for its type, and a made-up token opens nothing', async () => {
    const backend = testBackend();
    const user = await backend.signUp();
    await backend.anon.auth.resetPasswordForEmail(user.email);
    const token = await mailedToken(backend, user.email, 'recovery');

    const wrongType = await clientFor(backend).auth.verifyOtp({ type: 'email_change', token_hash: token });
    expect([wrongType.error?.status, wrongType.error?.code]).toEqual([403, 'otp_expired']);
    const guessed = await clientFor(backend).auth.verifyOtp({
      type: 'recovery',
      token_hash: randomUUID().replaceAll('-', ''),
    });
    expect(guessed.error?.code).toBe('otp_expired');
    expect(
      (await clientFor(backend).auth.verifyOtp({ type: 'recovery', token_hash: token })).error,
    ).toBeNull();
    const again = await clientFor(backend).auth.verifyOtp({ type: 'recovery', token_hash: token });
    expect(again.error?.code).toBe('otp_expired');
  });

  test('one mail a minute per address: a second request is refused with GoTrue’s 429', async () => {
    const backend = testBackend();
    const user = await backend.signUp();
    expect((await backend.anon.auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const second = await backend.anon.auth.resetPasswordForEmail(user.email);
    expect([second.error?.status, second.error?.code]).toEqual([429, 'over_email_send_rate_limit']);
    expect((await backend.mailTo(user.email)).filter((mail) => mail.kind === 'recovery')).toHaveLength(1);
  });

  test('hostile input is a 4xx', async () => {
    const backend = testBackend();
    for (const body of [{}, { email: 'not an address' }, { email: 42 }]) {
      const response = await backend.fetchApi('/auth/v1/recover', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
    }
    const verify = await backend.fetchApi('/auth/v1/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'recovery', token_hash: { $ne: '' } }),
    });
    expect(verify.status).toBe(400);
  });
});

describe('changing the password in a signed-in session (PUT /user)', () => {
  test('needs the current password, which must be right, and a different new one', async () => {
    const backend = testBackend();
    const user = await backend.signUp();
    const missing = await user.client.auth.updateUser({ password: 'another-secret' });
    expect([missing.error?.status, missing.error?.code]).toEqual([400, 'current_password_required']);
    const wrong = await user.client.auth.updateUser({
      password: 'another-secret',
      current_password: 'not-my-password',
    });
    expect(wrong.error?.code).toBe('current_password_invalid');
    const same = await user.client.auth.updateUser({
      password: user.password,
      current_password: user.password,
    });
    expect([same.error?.status, same.error?.code]).toEqual([422, 'same_password']);
    const short = await user.client.auth.updateUser({ password: 'abc', current_password: user.password });
    expect(short.error?.code).toBe('weak_password');

    const changed = await user.client.auth.updateUser({
      password: 'another-secret',
      current_password: user.password,
    });
    expect(changed.error).toBeNull();
    const signIn = await clientFor(backend).auth.signInWithPassword({
      email: user.email,
      password: 'another-secret',
    });
    expect(signIn.data.user?.id).toBe(user.id);
  });

  test('a token of a signed-out session changes nothing', async () => {
    const backend = testBackend();
    const user = await backend.signUp();
    await user.client.auth.signOut({ scope: 'global' });
    const response = await backend.fetchApi('/auth/v1/user', {
      method: 'PUT',
      token: user.accessToken,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'stolen-session-pw', current_password: user.password }),
    });
    expect(response.status).toBe(403);
    const signIn = await clientFor(backend).auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(signIn.error).toBeNull();
  });
});

describe('changing the e-mail (PUT /user email, POST /verify type=email_change)', () => {
  test('the address changes only once the link mailed to the new one is opened', async () => {
    const backend = testBackend();
    const user = await backend.signUp();
    const next = address('new');
    const asked = await user.client.auth.updateUser({ email: next });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email: user.email, new_email: next });
    // Still the old address until the new mailbox confirms.
    const old = await clientFor(backend).auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(old.error).toBeNull();
    const token = await mailedToken(backend, next, 'email_change');

    const confirmed = await clientFor(backend).auth.verifyOtp({ type: 'email_change', token_hash: token });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.email).toBe(next);
    const signedIn = clientFor(backend);
    const signIn = await signedIn.auth.signInWithPassword({ email: next, password: user.password });
    expect(signIn.data.user?.id).toBe(user.id);
    const { data: profile } = await backend.service
      .from('profiles')
      .select('email')
      .eq('id', user.id)
      .single();
    expect(profile).toEqual({ email: next });
    // Confirming proved the new address (a parent's verified e-mail, 20261124170000_verified_parents.sql).
    expect((await signedIn.rpc('account_email_status')).data).toEqual({ email: next, verified: true });
  });

  test('another account’s address is refused and nothing is mailed', async () => {
    const backend = testBackend();
    const user = await backend.signUp();
    const other = await backend.signUp();
    const taken = await user.client.auth.updateUser({ email: other.email });
    expect([taken.error?.status, taken.error?.code]).toEqual([422, 'email_exists']);
    expect((await backend.mailTo(other.email)).filter((mail) => mail.kind === 'email_change')).toEqual([]);
  });
});

describe('with "Confirm email" on', () => {
  const confirming = backendForThisFile({ ...limits, confirmEmail: true });

  test('sign-up mails a confirmation link; the link confirms and signs in; resend waits a minute', async () => {
    const backend = confirming();
    const email = address('confirm');
    const browser = clientFor(backend);
    const signedUp = await browser.auth.signUp({
      email,
      password: 'secret-pass-1',
      options: { data: { first_name: 'Ada', last_name: 'Kick', accountType: 'player', age: 14 } },
    });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.session).toBeNull();
    const early = await browser.auth.signInWithPassword({ email, password: 'secret-pass-1' });
    expect(early.error?.code).toBe('email_not_confirmed');
    const resent = await browser.auth.resend({ type: 'signup', email });
    expect(resent.error?.code).toBe('over_email_send_rate_limit');

    const token = await mailedToken(backend, email, 'signup');
    const confirmed = await browser.auth.verifyOtp({ type: 'email', token_hash: token });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.session?.user.email).toBe(email);
    const status = await browser.rpc('account_email_status');
    expect(status.data).toEqual({ email, verified: true });
    const signIn = await clientFor(backend).auth.signInWithPassword({ email, password: 'secret-pass-1' });
    expect(signIn.error).toBeNull();
  });
});
