import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import { ageGroupForAge, MESSAGES } from '@dreampitch/domain';
import { signHs256 } from './keys';
import { ADULT_PLAYER, clientFor, startTestBackend, type TestBackend } from './test-support';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);
afterAll(async () => {
  await backend.stop();
}, 60_000);

const newEmail = () => `auth-${randomUUID()}@example.com`;

describe('sign-up', () => {
  test('returns a GoTrue session and creates the profile from the registration metadata', async () => {
    const client = clientFor(backend);
    const email = newEmail();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'correct-horse',
      options: {
        data: {
          first_name: 'Lia',
          last_name: 'Moss',
          accountType: 'player',
          age: 11,
          parentEmail: 'mum@example.com',
        },
      },
    });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.first_name).toBe('Lia');

    const profile = await client.from('profiles').select('*').single();
    expect(profile.error).toBeNull();
    expect(profile.data).toMatchObject({
      id: data.user?.id,
      email,
      first_name: 'Lia',
      last_name: 'Moss',
      account_type: 'player',
      age: 11,
      age_group: '8-12',
      skill_level: 'beginner',
      parent_email: 'mum@example.com',
      subscription_plan: 'free',
      subscription_status: 'inactive',
    });
    expect(profile.data.notification_preferences).toEqual({
      enabled: true,
      methods: { email: true, sms: false },
      frequency: 'weekly',
      triggers: { practiceReminders: true, communicationNotifications: true, milestoneReminders: true },
    });
  });

  test('derives the age group by the domain rule at every boundary', async () => {
    for (const age of [6, 12, 13, 17, 18, 40]) {
      const user = await backend.signUp({
        first_name: 'A',
        last_name: 'B',
        accountType: 'player',
        age: String(age),
      });
      const { data } = await user.client.from('profiles').select('age, age_group').single();
      expect(data).toEqual({ age, age_group: ageGroupForAge(age) });
    }
  });

  test('a parent without an age gets no age group and no parent e-mail', async () => {
    const user = await backend.signUp({ first_name: 'P', last_name: 'Q', accountType: 'parent' });
    const { data } = await user.client
      .from('profiles')
      .select('account_type, age, age_group, parent_email')
      .single();
    expect(data).toEqual({ account_type: 'parent', age: null, age_group: null, parent_email: null });
  });

  test('a second sign-up with the same e-mail (any case) is 422 user_already_exists', async () => {
    const email = newEmail();
    await clientFor(backend).auth.signUp({ email, password: 'first-pass', options: { data: ADULT_PLAYER } });
    const { error } = await clientFor(backend).auth.signUp({
      email: email.toUpperCase(),
      password: 'other-pass',
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  test('a short password is 422 weak_password', async () => {
    const { error } = await clientFor(backend).auth.signUp({ email: newEmail(), password: '123' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
  });

  test('a password of only spaces is 422 weak_password, at sign-up and as a new password', async () => {
    const signUp = await backend.fetchApi('/auth/v1/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: newEmail(), password: '      ' }),
    });
    expect(signUp.status).toBe(422);
    const weak = {
      code: 'weak_password',
      message: MESSAGES.passwordOnlySpaces,
      weak_password: { reasons: ['characters'] },
    };
    expect(await signUp.json()).toEqual(weak);
    const user = await backend.signUp();
    const changed = await backend.fetchApi('/auth/v1/user', {
      method: 'PUT',
      token: user.accessToken,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: '\t       ', current_password: user.password }),
    });
    expect(changed.status).toBe(422);
    expect(await changed.json()).toEqual(weak);
  });

  test('a malformed e-mail is refused', async () => {
    const { error } = await clientFor(backend).auth.signUp({
      email: 'not an email',
      password: 'long-enough',
    });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('email_address_invalid');
  });
});

describe('sign-in', () => {
  test('the right password signs in; a wrong one is 400 invalid_credentials', async () => {
    const user = await backend.signUp();
    const client = clientFor(backend);
    const ok = await client.auth.signInWithPassword({ email: user.email, password: user.password });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.id).toBe(user.id);

    const wrong = await clientFor(backend).auth.signInWithPassword({
      email: user.email,
      password: 'wrong-password',
    });
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.message).toBe('Invalid login credentials');

    const unknown = await clientFor(backend).auth.signInWithPassword({
      email: newEmail(),
      password: 'whatever',
    });
    expect(unknown.error?.code).toBe('invalid_credentials');
  });

  test('auth responses carry X-Supabase-Api-Version and never echo the password', async () => {
    const user = await backend.signUp();
    const response = await backend.fetchApi('/auth/v1/user', { token: user.accessToken });
    expect(response.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
    const body = JSON.stringify(await response.json());
    expect(body).not.toContain(user.password);
  });
});

describe('refresh tokens', () => {
  // GoTrue's REFRESH_TOKEN_REUSE_INTERVAL (10 s on hosted Supabase): two tabs refreshing at once must not sign out.
  test('rotate: within the 10 s reuse interval the old token answers the session current token', async () => {
    const user = await backend.signUp();
    const first = (await user.client.auth.getSession()).data.session;
    expect(first).not.toBeNull();
    const refreshed = await user.client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(first?.refresh_token);
    expect(refreshed.data.session?.access_token).toBeTruthy();

    const reuse = await backend.fetchApi('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: first?.refresh_token }),
    });
    expect(reuse.status).toBe(200);
    const session = (await reuse.json()) as { refresh_token: string; access_token: string };
    expect(session.refresh_token).toBe(refreshed.data.session?.refresh_token);

    // The current token still rotates normally.
    const after = await backend.fetchApi('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(after.status).toBe(200);
  });

  test('an unknown refresh token is 400 refresh_token_not_found', async () => {
    const response = await backend.fetchApi('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: 'made-up' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });
});

describe('get user and logout', () => {
  test('getUser returns the user; after signOut the session and refresh token are revoked', async () => {
    const user = await backend.signUp();
    const session = (await user.client.auth.getSession()).data.session;
    const got = await user.client.auth.getUser();
    expect(got.data.user?.id).toBe(user.id);

    const out = await user.client.auth.signOut();
    expect(out.error).toBeNull();

    const stale = await clientFor(backend).auth.getUser(session?.access_token);
    expect(stale.error?.name).toBe('AuthSessionMissingError');
    const refresh = await backend.fetchApi('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: session?.refresh_token }),
    });
    expect(refresh.status).toBe(400);
  });

  test('an expired access token is refused by auth and by the REST API', async () => {
    const user = await backend.signUp();
    const now = Math.floor(Date.now() / 1000);
    const expired = signHs256(
      {
        sub: user.id,
        role: 'authenticated',
        aud: 'authenticated',
        email: user.email,
        iat: now - 7200,
        exp: now - 3600,
      },
      backend.jwtSecret,
    );
    const got = await clientFor(backend).auth.getUser(expired);
    expect(got.error?.status).toBe(403);
    expect(got.error?.code).toBe('bad_jwt');

    const rest = await backend.fetchApi('/rest/v1/goals?select=*', { token: expired });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({
      code: 'PGRST303',
      details: null,
      hint: null,
      message: 'JWT expired',
    });
  });

  test('a token signed with another secret is refused', async () => {
    const user = await backend.signUp();
    const forged = signHs256(
      { sub: user.id, role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600 },
      'another-secret-that-is-at-least-32-characters',
    );
    const rest = await backend.fetchApi('/rest/v1/payments?select=*', { token: forged });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ code: 'PGRST301' });
  });

  test('a malformed Authorization header is 401 PGRST301 (PostgREST), not a request as anon', async () => {
    for (const [authorization, message] of [
      ['Bearer', 'Empty JWT is sent in Authorization header'],
      ['Bearer    ', 'Empty JWT is sent in Authorization header'],
      ['Bearer one two', 'Expected 3 parts in JWT; got 1'],
      ['Bearer a.b', 'Expected 3 parts in JWT; got 2'],
      [`Basic ${Buffer.from('user:pass').toString('base64')}`, 'Authorization header is not a Bearer token'],
    ] as const) {
      const response = await fetch(`${backend.url}/rest/v1/goals?select=id`, {
        headers: { apikey: backend.anonKey, Authorization: authorization },
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('invalid_token');
      expect(await response.json()).toEqual({ code: 'PGRST301', details: null, hint: null, message });
    }
  });

  test('a correctly signed token for another audience or issuer is 401 on REST and on functions', async () => {
    const user = await backend.signUp();
    const claims = JSON.parse(
      Buffer.from(user.accessToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    const { iss: _ours, ...withoutIssuer } = claims;
    for (const [token, message] of [
      [signHs256({ ...claims, aud: 'another-project' }, backend.jwtSecret), 'JWT not in audience'],
      [
        signHs256({ ...claims, iss: 'https://evil.example/auth/v1' }, backend.jwtSecret),
        'JWT issuer is not this project',
      ],
      [signHs256(withoutIssuer, backend.jwtSecret), 'JWT issuer is not this project'],
      [
        signHs256(
          { iss: 'another-service', role: 'service_role', exp: Number(claims.exp) },
          backend.jwtSecret,
        ),
        'JWT issuer is not this project',
      ],
    ] as const) {
      const rest = await backend.fetchApi('/rest/v1/goals?select=id', { token });
      expect(rest.status).toBe(401);
      expect(await rest.json()).toMatchObject({ code: 'PGRST303', message });
      const invoked = await backend.fetchApi('/functions/v1/family-weekly-report', { method: 'POST', token });
      expect(invoked.status).toBe(401);
    }
    const ours = await backend.fetchApi('/rest/v1/goals?select=id', { token: user.accessToken });
    expect(ours.status).toBe(200);
  });

  test('requests without a valid API key are refused at the gateway', async () => {
    const missing = await fetch(`${backend.url}/rest/v1/goals`);
    expect(missing.status).toBe(401);
    const userTokenAsKey = await backend.signUp();
    const wrong = await fetch(`${backend.url}/rest/v1/goals`, {
      headers: { apikey: userTokenAsKey.accessToken },
    });
    expect(wrong.status).toBe(401);
  });
});
