import { describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import { ADULT_PLAYER, backendForThisFile, clientFor, TEST_RATE_LIMITS } from './test-support';

/**
 * Every GoTrue call the app makes (tools/local-backend/CONFORMANCE.md), through supabase-js as the app makes it and as
 * raw HTTP for the wire: GoTrue's answers for API version 2024-01-01, the version supabase-js sends
 * (X-Supabase-Api-Version): errors are `{ code, message }` with the codes of internal/api/apierrors/errorcode.go,
 * bodies are written by sendJSON (internal/api/helpers.go) as `application/json`.
 */
// Mail limits high enough for the mail tests below: they pin GoTrue's per-address frequency, not the hourly limit.
const backend = backendForThisFile({ authRateLimits: { ...TEST_RATE_LIMITS, emailSent: 1000 } });

const newEmail = () => `auth-${randomUUID()}@example.com`;

interface Wire {
  status: number;
  headers: Headers;
  body: Record<string, unknown> | null;
}

async function auth(path: string, init: RequestInit & { token?: string } = {}): Promise<Wire> {
  const response = await backend().fetchApi(`/auth/v1/${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}

const post = (path: string, body: unknown, token?: string) =>
  auth(path, { method: 'POST', body: JSON.stringify(body), ...(token ? { token } : {}) });

/** GoTrue's error answer for API version 2024-01-01: exactly `{ code, message }` (plus any extra fields given). */
function expectAuthError(wire: Wire, status: number, code: string, message: string | RegExp, extra = {}) {
  expect({
    status: wire.status,
    contentType: wire.headers.get('content-type'),
    version: wire.headers.get('x-supabase-api-version'),
    keys: Object.keys(wire.body ?? {}).sort(),
  }).toEqual({
    status,
    contentType: 'application/json',
    version: '2024-01-01',
    keys: ['code', 'message', ...Object.keys(extra)].sort(),
  });
  expect(wire.body).toEqual({
    code,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
    ...extra,
  });
}

async function signedUp() {
  const email = newEmail();
  const password = `pw-${randomUUID()}`;
  const client = clientFor(backend());
  const { data, error } = await client.auth.signUp({ email, password, options: { data: ADULT_PLAYER } });
  if (error || !data.session) throw error ?? new Error('no session');
  return { email, password, client, session: data.session };
}

describe('signIn: POST /token?grant_type=password (internal/api/token.go)', () => {
  test('success is 200 application/json with the session fields supabase-js stores', async () => {
    const { email, password } = await signedUp();
    const wire = await post('token?grant_type=password', { email, password });
    expect({
      status: wire.status,
      contentType: wire.headers.get('content-type'),
      version: wire.headers.get('x-supabase-api-version'),
    }).toEqual({ status: 200, contentType: 'application/json', version: '2024-01-01' });
    expect(wire.body).toMatchObject({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: expect.any(Number),
      refresh_token: expect.any(String),
      user: { email, aud: 'authenticated', role: 'authenticated' },
    });
  });

  test('a wrong password is 400 invalid_credentials "Invalid login credentials"; supabase-js an AuthApiError', async () => {
    const { email } = await signedUp();
    expectAuthError(
      await post('token?grant_type=password', { email, password: 'not-it' }),
      400,
      'invalid_credentials',
      'Invalid login credentials',
    );
    const viaJs = await clientFor(backend()).auth.signInWithPassword({ email, password: 'not-it' });
    expect({ name: viaJs.error?.name, status: viaJs.error?.status, code: viaJs.error?.code }).toEqual({
      name: 'AuthApiError',
      status: 400,
      code: 'invalid_credentials',
    });
  });
});

describe('signUp: POST /signup (internal/api/signup.go)', () => {
  test('a short password is 422 weak_password with weak_password.reasons; supabase-js an AuthWeakPasswordError', async () => {
    const wire = await post('signup', { email: newEmail(), password: 'short' });
    expectAuthError(wire, 422, 'weak_password', /^Password should be at least \d+ characters\.$/, {
      weak_password: { reasons: ['length'] },
    });
    const viaJs = await clientFor(backend()).auth.signUp({ email: newEmail(), password: 'short' });
    expect({
      name: viaJs.error?.name,
      status: viaJs.error?.status,
      reasons: (viaJs.error as { reasons?: unknown } | null)?.reasons,
    }).toEqual({ name: 'AuthWeakPasswordError', status: 422, reasons: ['length'] });
  });

  test('a registered address (autoconfirm) is 422 user_already_exists "User already registered"', async () => {
    const { email } = await signedUp();
    expectAuthError(
      await post('signup', { email, password: `pw-${randomUUID()}` }),
      422,
      'user_already_exists',
      'User already registered',
    );
  });

  test('an address GoTrue cannot send to is 400 email_address_invalid', async () => {
    expectAuthError(
      await post('signup', { email: 'not-an-address', password: `pw-${randomUUID()}` }),
      400,
      'email_address_invalid',
      'Email address "not-an-address" is invalid',
    );
  });
});

describe('sessions: POST /logout, GET /user, POST /token?grant_type=refresh_token (internal/api/logout.go, user.go, token_refresh.go)', () => {
  test('signOut is 204 with no body; the signed-out token then gets 403 session_not_found, which auth-js reads as AuthSessionMissingError', async () => {
    const { client, session } = await signedUp();
    const out = await auth('logout', { method: 'POST', token: session.access_token });
    expect({ status: out.status, body: out.body, contentType: out.headers.get('content-type') }).toEqual({
      status: 204,
      body: null,
      contentType: null,
    });
    expectAuthError(
      await auth('user', { token: session.access_token }),
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
    // auth-js (lib/fetch.ts handleError) turns session_not_found into AuthSessionMissingError and drops the session.
    const got = await client.auth.getUser(session.access_token);
    expect({ name: got.error?.name, user: got.data.user }).toEqual({
      name: 'AuthSessionMissingError',
      user: null,
    });
    // account/supabase.ts deleteAccount signs out locally after the server ended the sessions.
    const again = await client.auth.signOut({ scope: 'local' });
    expect(again.error).toBeNull();
  });

  test('an unknown refresh token is 400 refresh_token_not_found', async () => {
    expectAuthError(
      await post('token?grant_type=refresh_token', { refresh_token: 'nope-nope-nope' }),
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
    const viaJs = await clientFor(backend()).auth.refreshSession({ refresh_token: 'nope-nope-nope' });
    expect(viaJs.error?.code).toBe('refresh_token_not_found');
  });

  test('the user of a deleted account gets 403 user_not_found', async () => {
    const { client, session } = await signedUp();
    expect((await client.rpc('account_delete')).error).toBeNull();
    const wire = await auth('user', { token: session.access_token });
    expect(wire.status).toBe(403);
    expect(['user_not_found', 'session_not_found']).toContain(wire.body?.code);
  });
});

describe('mail links: POST /recover, /resend, /verify (internal/api/recover.go, resend.go, verify.go)', () => {
  test('resetPasswordForEmail is 200 {} for any address; a second mail within 60 s is 429 over_email_send_rate_limit', async () => {
    const { email } = await signedUp();
    for (const address of [email, newEmail()]) {
      const wire = await post('recover', { email: address });
      expect({ status: wire.status, body: wire.body }).toEqual({ status: 200, body: {} });
    }
    expectAuthError(
      await post('recover', { email }),
      429,
      'over_email_send_rate_limit',
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    const viaJs = await clientFor(backend()).auth.resetPasswordForEmail(email);
    expect({ status: viaJs.error?.status, code: viaJs.error?.code }).toEqual({
      status: 429,
      code: 'over_email_send_rate_limit',
    });
  });

  test('resend of a sign-up confirmation is 200 {} whether or not the address waits for one', async () => {
    const viaJs = await clientFor(backend()).auth.resend({ type: 'signup', email: newEmail() });
    expect(viaJs.error).toBeNull();
    const wire = await post('resend', { type: 'signup', email: newEmail() });
    expect({ status: wire.status, body: wire.body }).toEqual({ status: 200, body: {} });
  });

  test('verifyOtp with a token hash that matches nothing is 403 otp_expired "Email link is invalid or has expired"', async () => {
    expectAuthError(
      await post('verify', { type: 'email', token_hash: 'f'.repeat(56) }),
      403,
      'otp_expired',
      'Email link is invalid or has expired',
    );
    const viaJs = await clientFor(backend()).auth.verifyOtp({ type: 'recovery', token_hash: 'f'.repeat(56) });
    expect({ status: viaJs.error?.status, code: viaJs.error?.code }).toEqual({
      status: 403,
      code: 'otp_expired',
    });
  });
});

describe('updateUser: PUT /user (internal/api/user.go)', () => {
  test('the same password is 422 same_password; a short one 422 weak_password; a taken e-mail 422 email_exists', async () => {
    const { client, password, session } = await signedUp();
    const same = await auth('user', {
      method: 'PUT',
      token: session.access_token,
      body: JSON.stringify({ password, current_password: password }),
    });
    expectAuthError(same, 422, 'same_password', 'New password should be different from the old password.');
    const weak = await client.auth.updateUser({ password: 'short', current_password: password });
    expect({ name: weak.error?.name, status: weak.error?.status, code: weak.error?.code }).toEqual({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
    });
    const taken = await signedUp();
    const email = await auth('user', {
      method: 'PUT',
      token: session.access_token,
      body: JSON.stringify({ email: taken.email }),
    });
    expectAuthError(email, 422, 'email_exists', 'A user with this email address has already been registered');
  });

  test('a new password with the current one is 200 with the user', async () => {
    const { client, password } = await signedUp();
    const changed = await client.auth.updateUser({
      password: `pw-${randomUUID()}`,
      current_password: password,
    });
    expect({ error: changed.error, has: Boolean(changed.data.user?.id) }).toEqual({ error: null, has: true });
  });
});
