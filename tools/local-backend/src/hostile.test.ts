import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import fc from 'fast-check';
import { rawRequest, wireRequest, type RawResponse } from './raw-http';
import { startTestBackend, type TestBackend, type TestUser } from './test-support';

let backend: TestBackend;
let user: TestUser;
let port: number;
beforeAll(async () => {
  backend = await startTestBackend();
  port = Number(new URL(backend.url).port);
  user = await backend.signUp();
}, 120_000);
afterAll(async () => {
  await backend.stop();
}, 60_000);

const json = { 'Content-Type': 'application/json' };
const anon = () => ({ apikey: backend.anonKey });
const signedIn = () => ({ ...anon(), Authorization: `Bearer ${user.accessToken}` });
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** Named hostile requests, each of which once answered a 5xx or killed the process. */
const HOSTILE: [string, () => Buffer][] = [
  ['absolute-form target that is not a URL', () => wireRequest('GET http://[ HTTP/1.1')],
  ['absolute-form target with a bad port', () => wireRequest('GET http://localhost:99999999/ HTTP/1.1')],
  ['bad percent escape in a table name', () => wireRequest('GET /rest/v1/%E0%A4%A HTTP/1.1', anon())],
  ['bad percent escape in an RPC name', () => wireRequest('POST /rest/v1/rpc/%zz HTTP/1.1', anon())],
  [
    'bad percent escape in a function name',
    () => wireRequest('POST /functions/v1/%ff%ff HTTP/1.1', signedIn()),
  ],
  ['bad percent escape in an outbox file', () => wireRequest('GET /outbox/%ff%fe%zz HTTP/1.1')],
  ['NUL in a filter value', () => wireRequest('GET /rest/v1/goals?title=eq.a%00b HTTP/1.1', signedIn())],
  ['NUL in an order', () => wireRequest('GET /rest/v1/goals?order=%00 HTTP/1.1', signedIn())],
  ['NUL byte in a header', () => wireRequest('GET /rest/v1/goals HTTP/1.1', { apikey: 'a\u0000b' })],
  ['NUL byte in the request line', () => wireRequest('GET /rest/v1/go\u0000als HTTP/1.1', anon())],
  ...(['email', 'password'] as const).flatMap((field): [string, () => Buffer][] => [
    [
      `NUL in the sign-up ${field}`,
      () =>
        wireRequest(
          'POST /auth/v1/signup HTTP/1.1',
          { ...anon(), ...json },
          JSON.stringify({
            email: 'nul@example.com',
            password: 'secret-pw',
            [field]: `a\u0000b@example.com`,
          }),
        ),
    ],
    [
      `NUL in the sign-in ${field}`,
      () =>
        wireRequest(
          'POST /auth/v1/token?grant_type=password HTTP/1.1',
          { ...anon(), ...json },
          JSON.stringify({ email: user.email, password: user.password, [field]: `x\u0000y@example.com` }),
        ),
    ],
  ]),
  [
    'NUL in sign-up metadata',
    () =>
      wireRequest(
        'POST /auth/v1/signup HTTP/1.1',
        { ...anon(), ...json },
        JSON.stringify({ email: 'meta@example.com', password: 'secret-pw', data: { first_name: 'a\u0000' } }),
      ),
  ],
  [
    'NUL in a refresh token',
    () =>
      wireRequest(
        'POST /auth/v1/token?grant_type=refresh_token HTTP/1.1',
        { ...anon(), ...json },
        JSON.stringify({ refresh_token: 'a\u0000b' }),
      ),
  ],
  [
    'NUL in an inserted value',
    () =>
      wireRequest(
        'POST /rest/v1/waitlist_emails HTTP/1.1',
        { ...anon(), ...json },
        JSON.stringify({ email: 'w\u0000@example.com' }),
      ),
  ],
  [
    'JSON nested 20,000 deep to an RPC',
    () => wireRequest('POST /rest/v1/rpc/x HTTP/1.1', { ...anon(), ...json }, deep(20_000)),
  ],
  [
    'JSON nested 20,000 deep in an insert',
    () =>
      wireRequest(
        'POST /rest/v1/goals HTTP/1.1',
        { ...signedIn(), ...json },
        `{"title":"t","pillar":"mental","user_id":"${user.id}","description":${deep(20_000)}}`,
      ),
  ],
  [
    'JSON nested 20,000 deep in sign-up metadata',
    () =>
      wireRequest(
        'POST /auth/v1/signup HTTP/1.1',
        { ...anon(), ...json },
        `{"email":"deep@example.com","password":"secret-pw","data":{"a":${deep(20_000)}}}`,
      ),
  ],
  [
    'JSON nested 20,000 deep to a function',
    () => wireRequest('POST /functions/v1/billing-token HTTP/1.1', { ...signedIn(), ...json }, deep(20_000)),
  ],
  [
    'an insert binding more than 65,535 values',
    () =>
      wireRequest(
        'POST /rest/v1/waitlist_emails HTTP/1.1',
        { ...anon(), ...json },
        JSON.stringify(Array.from({ length: 70_000 }, (_, i) => ({ email: `w${i}@e.co` }))),
      ),
  ],
  [
    'a limit beyond any integer',
    () => wireRequest('GET /rest/v1/goals?limit=99999999999999 HTTP/1.1', signedIn()),
  ],
  [
    'a Range header starting beyond any integer',
    () => wireRequest('GET /rest/v1/goals HTTP/1.1', { ...signedIn(), Range: '99999999999999999999-' }),
  ],
  ['an API key that is not a JWT', () => wireRequest('GET /rest/v1/goals HTTP/1.1', { apikey: '..' })],
  [
    'a bearer token that is not a JWT',
    () => wireRequest('GET /auth/v1/user HTTP/1.1', { ...anon(), Authorization: 'Bearer \u00ff\u00fe' }),
  ],
  ['a header line without a colon', () => Buffer.from('GET /health HTTP/1.1\r\nHost: x\r\nnonsense\r\n\r\n')],
  [
    'a request line that is not HTTP',
    () => Buffer.from('\u0016\u0003\u0001\u0002\u0000\u0001\u0000\r\n\r\n', 'latin1'),
  ],
  [
    'a Content-Length that lies',
    () => Buffer.from('POST /auth/v1/signup HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n'),
  ],
  [
    'a chunked body with a bad chunk size',
    () => Buffer.from('POST /rest/v1/goals HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'),
  ],
  [
    'headers larger than the server takes',
    () => wireRequest('GET /health HTTP/1.1', { 'X-Big': 'x'.repeat(70_000) }),
  ],
  ['an unknown HTTP method', () => wireRequest('BREW /rest/v1/goals HTTP/1.1', signedIn())],
  [
    'an RPC called with a non-object',
    () =>
      wireRequest('POST /rest/v1/rpc/family_links_for_parent HTTP/1.1', { ...signedIn(), ...json }, '"x"'),
  ],
  [
    'a logout scope that does not exist',
    () => wireRequest('POST /auth/v1/logout?scope=everyone HTTP/1.1', signedIn()),
  ],
];

const expectClientError = (response: RawResponse, name: string) => {
  expect({ name, status: response.status >= 400 && response.status < 500 }).toEqual({ name, status: true });
  // Functions answer `{ error: { code, message } }` like the deployed ones; the gateways answer `{ message }`.
  const body = JSON.parse(response.body) as { message?: unknown; error?: { message?: unknown } };
  expect(typeof (body.message ?? body.error?.message)).toBe('string');
};

describe('no input takes the server down (issue 16, item 1)', () => {
  test.each(HOSTILE)('%s answers a 4xx with a JSON error', async (name, request) => {
    const response = await rawRequest(port, request());
    expectClientError(response, name);
  });

  test('PostgREST paths answer in PostgREST shape, GoTrue paths in GoTrue shape', async () => {
    const rest = await rawRequest(port, wireRequest('GET /rest/v1/%E0%A4%A HTTP/1.1', anon()));
    expect(Object.keys(JSON.parse(rest.body) as object).sort()).toEqual([
      'code',
      'details',
      'hint',
      'message',
    ]);
    const auth = await rawRequest(
      port,
      wireRequest('POST /auth/v1/signup HTTP/1.1', { ...anon(), ...json }, deep(20_000)),
    );
    expect(auth.status).toBe(400);
    expect(auth.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(Object.keys(JSON.parse(auth.body) as object).sort()).toEqual(['code', 'message']);
  });

  test('a bounded fuzz of request lines, headers, paths, query strings and bodies never gets a 5xx', async () => {
    const paths = fc.constantFrom(
      '/rest/v1/goals',
      '/rest/v1/profiles',
      '/rest/v1/waitlist_emails',
      '/rest/v1/rpc/family_links_for_parent',
      '/auth/v1/signup',
      '/auth/v1/token',
      '/auth/v1/user',
      '/auth/v1/logout',
      '/functions/v1/billing-token',
      '/functions/v1/billing-checkout',
      '/outbox.json',
      '/health',
    );
    const hostileText = fc.oneof(
      fc.string({ unit: 'grapheme-ascii', maxLength: 20 }),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constantFrom(
        '%',
        '%0',
        '%zz',
        '%00',
        '%ff',
        '%E0%A4%A',
        '..',
        '(',
        ')',
        '"',
        '\\',
        '*',
        'eq.',
        'in.(',
        'not.',
      ),
    );
    // Raw bytes are percent-encoded except the ones that stay hostile: %, ( ) " , and the first ASCII controls.
    const encode = (text: string) =>
      [...Buffer.from(text, 'utf8')]
        .map((byte) =>
          (byte >= 0x21 && byte < 0x7f && byte !== 0x23 && byte !== 0x3f) || byte === 0x25
            ? String.fromCharCode(byte)
            : `%${byte.toString(16).padStart(2, '0')}`,
        )
        .join('');
    const query = fc
      .array(fc.tuple(hostileText, hostileText), { maxLength: 4 })
      .map((pairs) => pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&'));
    const body = fc.oneof(
      fc.constant(''),
      fc.json({ maxDepth: 4 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.nat({ max: 3000 }).map((levels) => deep(levels)),
      fc
        .record({
          email: fc.oneof(fc.emailAddress(), hostileText),
          password: hostileText,
          data: fc.jsonValue({ maxDepth: 3 }),
        })
        .map((value) => JSON.stringify(value)),
    );
    const headers = fc.record(
      {
        apikey: fc.oneof(fc.constant('anon'), fc.constant('service'), hostileText),
        Authorization: fc.oneof(
          fc.constant('user'),
          hostileText.map((text) => `Bearer ${text}`),
        ),
        'Content-Type': fc.constantFrom('application/json', 'text/plain', 'application/json; charset=x', ''),
        Prefer: fc.constantFrom('return=representation', 'count=exact', 'resolution=merge-duplicates', '%%%'),
        Accept: fc.constantFrom('application/vnd.pgrst.object+json', '*/*', 'text/csv', ''),
        Range: fc.constantFrom('0-9', '5-', '-1', '99999999999999999999-0', 'x'),
      },
      { requiredKeys: [] },
    );
    const request = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'HEAD', 'PUT', 'OPTIONS', 'TRACE'),
      path: fc.oneof(
        paths,
        fc.tuple(paths, hostileText).map(([path, extra]) => `${path}/${encode(extra)}`),
      ),
      query,
      headers,
      body,
    });
    const resolveHeader = (name: string, value: string) => {
      if (name === 'apikey' && value === 'anon') return backend.anonKey;
      if (name === 'apikey' && value === 'service') return backend.serviceRoleKey;
      if (name === 'Authorization' && value === 'user') return `Bearer ${user.accessToken}`;
      // Header values cannot carry CR/LF without starting a new header; anything else goes through raw.
      return value.replace(/[\r\n]/g, '');
    };
    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        const headerValues = Object.fromEntries(
          Object.entries(generated.headers).map(([name, value]) => [name, resolveHeader(name, value)]),
        );
        const target = `${generated.path}${generated.query ? `?${generated.query}` : ''}`;
        const response = await rawRequest(
          port,
          wireRequest(`${generated.method} ${target} HTTP/1.1`, headerValues, generated.body),
        );
        expect(response.status).toBeGreaterThanOrEqual(200);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 300, seed: 16 },
    );
  }, 120_000);

  test('after all of it the server still serves', async () => {
    const health = await fetch(`${backend.url}/health`);
    expect(health.status).toBe(200);
    const { data, error } = await user.client.from('profiles').select('id').single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: user.id });
  });
});
