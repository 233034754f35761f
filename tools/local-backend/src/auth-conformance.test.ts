import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import { EMAIL_MIXED_SCRIPTS_MESSAGE } from '@dreampitch/domain';
import bcrypt from 'bcrypt';
import { hashPassword, verifyPassword } from './bcrypt-passwords';
import { signHs256 } from './keys';
import { resolveAuthRateLimits, RateLimiter } from './rate-limit';
import { rawRequest, wireRequest } from './raw-http';
import {
  ADULT_PLAYER,
  clientFor,
  startTestBackend,
  TEST_RATE_LIMITS,
  type TestBackend,
} from './test-support';

/**
 * Auth behaviour pinned to hosted Supabase (GoTrue). Each test names the upstream page or source it follows.
 * One backend with small limits (rate limits), one with "Confirm email" on, one with no refresh reuse interval.
 */
let limited: TestBackend;
let confirming: TestBackend;
let strictReuse: TestBackend;
beforeAll(async () => {
  [limited, confirming, strictReuse] = await Promise.all([
    startTestBackend({ authRateLimits: { signInSignUps: 3, tokenRefresh: 2 } }),
    startTestBackend({ confirmEmail: true }),
    startTestBackend({ refreshTokenReuseIntervalSeconds: 0 }),
  ]);
}, 180_000);
afterAll(async () => {
  await Promise.all([limited.stop(), confirming.stop(), strictReuse.stop()]);
}, 60_000);

const newEmail = () => `conf-${randomUUID()}@example.com`;
const json = { 'Content-Type': 'application/json' };
const portOf = (backend: TestBackend) => Number(new URL(backend.url).port);

function signInFrom(backend: TestBackend, localAddress: string, email: string, password: string) {
  return rawRequest(
    portOf(backend),
    wireRequest(
      'POST /auth/v1/token?grant_type=password HTTP/1.1',
      { apikey: backend.anonKey, ...json },
      JSON.stringify({ email, password }),
    ),
    { localAddress },
  );
}

describe('rate limits: https://supabase.com/docs/guides/auth/rate-limits (429 over_request_rate_limit)', () => {
  test('password sign-in per client address: wrong passwords use it up, then even the right one is 429', async () => {
    const owner = await clientFor(limited).auth.signUp({
      email: newEmail(),
      password: 'right-password',
      options: { data: ADULT_PLAYER },
    });
    expect(owner.error).toBeNull();
    const email = owner.data.user?.email ?? '';
    // The sign-up above came from 127.0.0.1; guesses come from 127.0.0.2 and 127.0.0.3.
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signInFrom(limited, '127.0.0.2', `x-${attempt}-${email}`, 'wrong')).status).toBe(400);
    }
    const blocked = await signInFrom(limited, '127.0.0.2', email, 'right-password');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(JSON.parse(blocked.body)).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    // Another address is not affected.
    expect((await signInFrom(limited, '127.0.0.3', email, 'right-password')).status).toBe(200);
  });

  test('wrong passwords from other addresses never lock the owner out (GoTrue counts per client address only)', async () => {
    const email = newEmail();
    const signedUp = await rawRequest(
      portOf(limited),
      wireRequest(
        'POST /auth/v1/signup HTTP/1.1',
        { apikey: limited.anonKey, ...json },
        JSON.stringify({ email, password: 'right-password', data: ADULT_PLAYER }),
      ),
      { localAddress: '127.0.0.4' },
    );
    expect(signedUp.status).toBe(200);
    // A stranger uses up the bucket of each of their addresses on the owner's account.
    for (const address of ['127.0.0.5', '127.0.0.6']) {
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await signInFrom(limited, address, email, 'wrong')).status).toBe(400);
      }
      expect((await signInFrom(limited, address, email, 'wrong')).status).toBe(429);
    }
    expect((await signInFrom(limited, '127.0.0.7', email, 'right-password')).status).toBe(200);
  });

  test('supabase-js reports the 429 as an AuthApiError with code over_request_rate_limit', async () => {
    const client = clientFor(limited);
    let last;
    for (let attempt = 0; attempt < 4; attempt++) {
      last = await client.auth.signUp({
        email: newEmail(),
        password: 'some-password',
        options: { data: ADULT_PLAYER },
      });
    }
    expect(last?.error?.status).toBe(429);
    expect(last?.error?.code).toBe('over_request_rate_limit');
  });

  test('token refresh is limited on its own (150 per 5 minutes upstream; 2 here)', async () => {
    const address = '127.0.0.8';
    const refresh = (token: string) =>
      rawRequest(
        portOf(limited),
        wireRequest(
          'POST /auth/v1/token?grant_type=refresh_token HTTP/1.1',
          { apikey: limited.anonKey, ...json },
          JSON.stringify({ refresh_token: token }),
        ),
        { localAddress: address },
      );
    expect((await refresh('unknown-1')).status).toBe(400);
    expect((await refresh('unknown-2')).status).toBe(400);
    const blocked = await refresh('unknown-3');
    expect(blocked.status).toBe(429);
    expect(JSON.parse(blocked.body)).toMatchObject({ code: 'over_request_rate_limit' });
  });

  test('limits come from AUTH_RATE_LIMIT_* (the CLI config.toml [auth.rate_limit] names); bad values refuse to start', () => {
    expect(resolveAuthRateLimits({}, {})).toEqual({
      signInSignUps: 30,
      tokenRefresh: 150,
      emailSent: 2,
      tokenVerifications: 30,
    });
    expect(
      resolveAuthRateLimits(
        { tokenRefresh: 7 },
        { AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '500', AUTH_RATE_LIMIT_TOKEN_REFRESH: '9' },
      ),
    ).toMatchObject({ signInSignUps: 500, tokenRefresh: 7 });
    expect(() => resolveAuthRateLimits({}, { AUTH_RATE_LIMIT_EMAIL_SENT: 'lots' })).toThrow(
      /AUTH_RATE_LIMIT_EMAIL_SENT/,
    );
    expect(TEST_RATE_LIMITS.signInSignUps).toBeGreaterThan(1000);
  });

  test('buckets refill at the configured rate (token bucket of at most 30, as upstream)', () => {
    let now = 0;
    const limiter = new RateLimiter(resolveAuthRateLimits({ signInSignUps: 30 }, {}), () => now);
    for (let i = 0; i < 30; i++) expect(limiter.take('signInSignUps', ['ip:a'])).toBe(true);
    expect(limiter.take('signInSignUps', ['ip:a'])).toBe(false);
    now += 10_000; // 30 per 5 minutes: one token per 10 s
    expect(limiter.take('signInSignUps', ['ip:a'])).toBe(true);
    expect(limiter.take('signInSignUps', ['ip:a'])).toBe(false);
    expect(limiter.take('signInSignUps', ['ip:b'])).toBe(true);
  });
});

describe('passwords: GoTrue hashes with bcrypt at cost 10 (internal/crypto/password.go)', () => {
  test('new hashes are $2a$10$ and verify; older cost-6 pgcrypto hashes still sign in', async () => {
    const hash = await hashPassword('correct-horse');
    expect(hash).toMatch(/^\$2a\$10\$/);
    expect(await verifyPassword('correct-horse', hash)).toBe(true);
    expect(await verifyPassword('wrong-horse', hash)).toBe(false);
    const legacy = bcrypt.hashSync('correct-horse', bcrypt.genSaltSync(6, 'a'));
    expect(await verifyPassword('correct-horse', legacy)).toBe(true);
    expect(await verifyPassword('correct-horse', null)).toBe(false);
  });
});

describe('refresh tokens: GoTrue REFRESH_TOKEN_REUSE_INTERVAL (https://supabase.com/docs/guides/auth/sessions)', () => {
  test('outside the reuse interval a rotated token is refused and the whole session ends', async () => {
    const client = clientFor(strictReuse);
    const { data } = await client.auth.signUp({
      email: newEmail(),
      password: 'some-password',
      options: { data: ADULT_PLAYER },
    });
    const first = data.session?.refresh_token ?? '';
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const reuse = await strictReuse.fetchApi('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ refresh_token: first }),
    });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    const current = await strictReuse.fetchApi('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ refresh_token: refreshed.data.session?.refresh_token }),
    });
    expect(current.status).toBe(400);
  });
});

describe('tokens and sign-out: GoTrue /user and /logout (https://supabase.com/docs/reference/javascript/auth-signout)', () => {
  test('an unknown logout scope is 400 validation_failed and ends nothing; the three scopes work', async () => {
    const user = await strictReuse.signUp();
    const bad = await strictReuse.fetchApi('/auth/v1/logout?scope=everything', {
      method: 'POST',
      token: user.accessToken,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed' });
    expect((await strictReuse.fetchApi('/auth/v1/user', { token: user.accessToken })).status).toBe(200);
    for (const scope of ['others', 'local']) {
      const response = await strictReuse.fetchApi(`/auth/v1/logout?scope=${scope}`, {
        method: 'POST',
        token: user.accessToken,
      });
      expect(response.status).toBe(204);
    }
    expect((await strictReuse.fetchApi('/auth/v1/user', { token: user.accessToken })).status).toBe(403);
  });

  test('a correctly signed token for another audience or issuer is 403 bad_jwt', async () => {
    const user = await strictReuse.signUp();
    const claims = JSON.parse(
      Buffer.from(user.accessToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    for (const changed of [{ aud: 'another-project' }, { iss: 'https://evil.example/auth/v1' }]) {
      const token = signHs256({ ...claims, ...changed }, strictReuse.jwtSecret);
      const response = await strictReuse.fetchApi('/auth/v1/user', { token });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'bad_jwt' });
    }
    expect((await strictReuse.fetchApi('/auth/v1/user', { token: user.accessToken })).status).toBe(200);
  });
});

describe('e-mail addresses: refused when they hold invisible characters (GoTrue validateEmail, 400 email_address_invalid)', () => {
  test.each([
    ['a zero-width space', 'pla\u200byer@example.com'],
    ['a zero-width joiner', 'player\u200d@example.com'],
    ['a byte order mark inside', 'play\ufeffer@example.com'],
    ['a right-to-left override', 'player\u202e@example.com'],
    ['a bell control character', 'pla\u0007yer@example.com'],
    ['a soft hyphen', 'pla\u00adyer@example.com'],
  ])('sign-up with %s', async (_name, email) => {
    const response = await strictReuse.fetchApi('/auth/v1/signup', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'some-password' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'email_address_invalid' });
  });
});

describe('look-alike e-mail addresses: one account per address (normalizeEmail of libs/domain)', () => {
  const signUpAs = (email: string) =>
    strictReuse.fetchApi('/auth/v1/signup', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'some-password', data: ADULT_PLAYER }),
    });

  test.each([
    ['a trailing dot', (local: string) => `${local}@example.com.`],
    [
      'fullwidth letters',
      (local: string) =>
        `${local.toUpperCase().replace(/[A-Z]/g, (c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0))}@example.com`,
    ],
    ['upper case and spaces around', (local: string) => `  ${local.toUpperCase()}@EXAMPLE.COM  `],
  ])(
    '%s is the same address: 422 user_already_exists, and it signs in to the owner',
    async (_name, variant) => {
      const local = `owner${randomUUID().slice(0, 8)}`;
      expect((await signUpAs(`${local}@example.com`)).status).toBe(200);
      const again = await signUpAs(variant(local));
      expect(again.status).toBe(422);
      expect(await again.json()).toMatchObject({ code: 'user_already_exists' });
      const signedIn = await clientFor(strictReuse).auth.signInWithPassword({
        email: variant(local),
        password: 'some-password',
      });
      expect(signedIn.error).toBeNull();
      expect(signedIn.data.user?.email).toBe(`${local}@example.com`);
    },
  );

  test('an address mixing alphabets is 400 with what to do, at sign-up and at an e-mail change', async () => {
    const local = `owner${randomUUID().slice(0, 8)}`;
    // "о" and "е" below are Cyrillic.
    const lookAlike = `${local}@\u0435xample.c\u043em`;
    const refused = await signUpAs(lookAlike);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: 'email_address_invalid',
      message: EMAIL_MIXED_SCRIPTS_MESSAGE,
    });

    const user = await strictReuse.signUp();
    const changeEmail = (email: string) =>
      strictReuse.fetchApi('/auth/v1/user', {
        method: 'PUT',
        token: user.accessToken,
        headers: json,
        body: JSON.stringify({ email }),
      });
    const changed = await changeEmail(lookAlike);
    expect(changed.status).toBe(400);
    expect(await changed.json()).toEqual({
      code: 'email_address_invalid',
      message: EMAIL_MIXED_SCRIPTS_MESSAGE,
    });
    const other = await strictReuse.signUp();
    const taken = await changeEmail(`${other.email}.`);
    expect(taken.status).toBe(422);
    expect(await taken.json()).toMatchObject({ code: 'email_exists' });
  });

  test('an address in one other alphabet is its own address', async () => {
    const response = await signUpAs(
      `\u0438\u0432\u0430\u043d${Date.now()}@\u043f\u043e\u0447\u0442\u0430.\u0440\u0444`,
    );
    expect(response.status).toBe(200);
  });
});

describe('"Confirm email" on: https://supabase.com/docs/reference/javascript/auth-signup (user, no session)', () => {
  test('sign-up answers the user without a session; sign-in is 400 email_not_confirmed', async () => {
    const client = clientFor(confirming);
    const email = newEmail();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'some-password',
      options: { data: ADULT_PLAYER },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at ?? null).toBeNull();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    const signIn = await client.auth.signInWithPassword({ email, password: 'some-password' });
    expect(signIn.error?.status).toBe(400);
    expect(signIn.error?.code).toBe('email_not_confirmed');
    expect(signIn.error?.message).toBe('Email not confirmed');
  });

  test('a wrong password still says invalid_credentials, so the switch reveals nothing about the account', async () => {
    const client = clientFor(confirming);
    const email = newEmail();
    await client.auth.signUp({ email, password: 'some-password', options: { data: ADULT_PLAYER } });
    const signIn = await client.auth.signInWithPassword({ email, password: 'not-the-password' });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });
});
