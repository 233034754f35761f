import { authLinkFromSearch, emailChangeNotice, FORGOT_PASSWORD_PATH } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import {
  ADULT_PLAYER,
  backendForThisFile,
  clientFor,
  TEST_RATE_LIMITS,
  type TestBackend,
  withParentEmail,
} from './test-support';

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
    // And the session says so (the family page's HTML reads it, 20261203010100_email_proven_claim.sql).
    expect(signIn.data.user?.app_metadata.email_proven).toBe(true);
  });

  test('the old address is told (GoTrue secure e-mail change); a new password cancels the change', async () => {
    const backend = testBackend();
    const user = await backend.signUp();
    const next = address('thief');
    // Someone holding the user's session moves the account to a mailbox of theirs.
    expect((await user.client.auth.updateUser({ email: next })).error).toBeNull();
    const [notice] = (await backend.mailTo(user.email)).filter((mail) => mail.kind === 'email_change_notice');
    expect(notice).toMatchObject({ subject: emailChangeNotice(next, backend.url).subject });
    expect(notice?.text).toContain(next);
    expect(notice?.text).toContain(FORGOT_PASSWORD_PATH);
    const token = await mailedToken(backend, next, 'email_change');

    // The owner follows the notice: a new password (here in their own session) ends the pending change.
    const owner = clientFor(backend);
    await owner.auth.signInWithPassword({ email: user.email, password: user.password });
    const changed = await owner.auth.updateUser({
      password: 'owner-new-pass',
      current_password: user.password,
    });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.new_email).toBeUndefined();
    const taken = await clientFor(backend).auth.verifyOtp({ type: 'email_change', token_hash: token });
    expect([taken.error?.status, taken.error?.code]).toEqual([403, 'otp_expired']);
    const again = await clientFor(backend).auth.signInWithPassword({
      email: user.email,
      password: 'owner-new-pass',
    });
    expect(again.data.user?.email).toBe(user.email);
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
      options: {
        data: withParentEmail({ first_name: 'Ada', last_name: 'Kick', accountType: 'player', age: 14 }),
      },
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
    expect(signIn.data.user?.app_metadata.email_proven).toBe(true);
  });
});

describe('GET /verify, the link of hosted templates ({{ .ConfirmationURL }}): supabase/auth internal/api/verify.go verifyGet', () => {
  const SITE = 'https://dreampitch.example';
  const hosted = backendForThisFile({ ...limits, appUrl: SITE });
  const hostedConfirming = backendForThisFile({ ...limits, confirmEmail: true, appUrl: SITE });

  /**
   * Follows the link as a browser would up to the first redirect (no API key: the gateway serves /verify open, as a
   * mail link carries none): its status and where it sends the browser.
   */
  async function openLink(backend: TestBackend, query: Record<string, string>, headers: HeadersInit = {}) {
    const response = await fetch(`${backend.url}/auth/v1/verify?${new URLSearchParams(query).toString()}`, {
      redirect: 'manual',
      headers,
    });
    const location = response.headers.get('location') ?? '';
    const [target = '', fragment = ''] = location.split('#');
    return { status: response.status, target, fragment, hash: new URLSearchParams(fragment) };
  }

  test('a recovery link is used up and 303s to redirect_to with the session in the fragment (tokens.AsRedirectURL)', async () => {
    const backend = hosted();
    const user = await backend.signUp();
    await backend.anon.auth.resetPasswordForEmail(user.email);
    const token = await mailedToken(backend, user.email, 'recovery');
    const redirectTo = `${SITE}/app/reset-password`;

    const opened = await openLink(backend, { token, type: 'recovery', redirect_to: redirectTo });
    expect(opened.status).toBe(303);
    expect(opened.target).toBe(redirectTo);
    // url.Values.Encode: sorted keys, GoTrue's `sb` marker with an empty value.
    expect([...opened.hash.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'sb',
      'token_type',
      'type',
    ]);
    expect(opened.hash.get('type')).toBe('recovery');
    expect(opened.hash.get('token_type')).toBe('bearer');
    expect(opened.fragment).toContain('&sb=&');
    const session = await backend.fetchApi('/auth/v1/user', { token: opened.hash.get('access_token')! });
    expect(((await session.json()) as { id: string }).id).toBe(user.id);
    // The recovery session may set a new password without the current one, as after POST /verify.
    const browser = clientFor(backend);
    await browser.auth.setSession({
      access_token: opened.hash.get('access_token')!,
      refresh_token: opened.hash.get('refresh_token')!,
    });
    expect((await browser.auth.updateUser({ password: 'fresh-secret-1' })).error).toBeNull();

    // Used up: the second click lands on the same page with GoTrue's error (prepErrorRedirectURL).
    const again = await openLink(backend, { token, type: 'recovery', redirect_to: redirectTo });
    expect(again.status).toBe(303);
    expect(again.target).toBe(redirectTo);
    expect(again.fragment).toBe(
      'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
  });

  test('sign-up confirmation (type signup, or email) confirms the address and signs in', async () => {
    const backend = hostedConfirming();
    for (const type of ['signup', 'email']) {
      const email = address('confirm-get');
      const signedUp = await clientFor(backend).auth.signUp({
        email,
        password: 'secret-pass-1',
        options: { data: ADULT_PLAYER },
      });
      expect(signedUp.data.session).toBeNull();
      const token = await mailedToken(backend, email, 'signup');
      const opened = await openLink(backend, { token, type, redirect_to: `${SITE}/app/confirm-email` });
      expect([opened.status, opened.target, opened.hash.get('type')]).toEqual([
        303,
        `${SITE}/app/confirm-email`,
        'signup',
      ]);
      const signIn = await clientFor(backend).auth.signInWithPassword({ email, password: 'secret-pass-1' });
      expect(signIn.error).toBeNull();
    }
  });

  test('an e-mail change is confirmed by the link to the new address', async () => {
    const backend = hosted();
    const user = await backend.signUp();
    const next = address('moved');
    await user.client.auth.updateUser({ email: next });
    const token = await mailedToken(backend, next, 'email_change');
    const opened = await openLink(backend, {
      token,
      type: 'email_change',
      redirect_to: `${SITE}/app/confirm-email`,
    });
    expect(opened.hash.get('type')).toBe('email_change');
    const session = await backend.fetchApi('/auth/v1/user', { token: opened.hash.get('access_token')! });
    expect(((await session.json()) as { email: string }).email).toBe(next);
  });

  test('redirect_to elsewhere is not followed: the Referer if GoTrue accepts it, else SITE_URL (utilities.GetReferrer)', async () => {
    const backend = hosted();
    const tokenFor = async () => {
      const fresh = await backend.signUp();
      await backend.anon.auth.resetPasswordForEmail(fresh.email);
      return mailedToken(backend, fresh.email, 'recovery');
    };

    const evil = await openLink(backend, {
      token: await tokenFor(),
      type: 'recovery',
      redirect_to: 'https://evil.example/steal',
    });
    expect(evil.target).toBe(SITE);
    const viaReferer = await openLink(
      backend,
      { token: await tokenFor(), type: 'recovery', redirect_to: 'https://evil.example/steal' },
      { referer: `${SITE}/app/account` },
    );
    expect(viaReferer.target).toBe(`${SITE}/app/account`);
    // Another port of the site is another site; a loopback address (a native app) is allowed.
    const otherPort = await openLink(backend, {
      token: await tokenFor(),
      type: 'recovery',
      redirect_to: `${SITE}:8443/x`,
    });
    expect(otherPort.target).toBe(SITE);
    const loopback = await openLink(backend, {
      token: await tokenFor(),
      type: 'recovery',
      redirect_to: 'http://127.0.0.1:4000/callback',
    });
    expect(loopback.target).toBe('http://127.0.0.1:4000/callback');
    // Even a refused link never sends the browser to an address GoTrue would not accept.
    const refused = await openLink(backend, {
      token: 'made-up-token',
      type: 'recovery',
      redirect_to: 'https://evil.example/',
    });
    expect([refused.status, refused.target, refused.hash.get('error_code')]).toEqual([
      303,
      SITE,
      'otp_expired',
    ]);
  });

  test('no type or no token is a 400 JSON error; an unknown type is a redirect with invalid_request (Validate, verifyTokenHash)', async () => {
    const backend = hosted();
    const noType = await fetch(`${backend.url}/auth/v1/verify?token=abc`, { redirect: 'manual' });
    expect([noType.status, ((await noType.json()) as { code: string }).code]).toEqual([
      400,
      'validation_failed',
    ]);
    const noToken = await fetch(`${backend.url}/auth/v1/verify?type=recovery`, { redirect: 'manual' });
    expect([noToken.status, ((await noToken.json()) as { msg?: string; message?: string }).message]).toEqual([
      400,
      'Verify requires a token or a token hash',
    ]);
    const unknown = await openLink(backend, { token: 'abc', type: 'sms', redirect_to: `${SITE}/app` });
    expect(unknown.status).toBe(303);
    expect(unknown.fragment).toBe(
      'error=invalid_request&error_code=validation_failed&error_description=Invalid+email+verification+type&sb=',
    );
  });
});
