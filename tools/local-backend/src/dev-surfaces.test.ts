import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { startLocalBackend } from './index';
import { startTestBackend, type TestBackend, type TestUser } from './test-support';

let backend: TestBackend;
let user: TestUser;
beforeAll(async () => {
  backend = await startTestBackend({ mailIntervalMs: 0 });
  user = await backend.signUp();
}, 120_000);
afterAll(async () => {
  await backend.stop();
}, 60_000);

const outboxToken = () => new URL(backend.outboxUrl).searchParams.get('token') ?? '';

describe('the dev outbox is private (issue 16, item 6)', () => {
  test('without the service role key or the dev token every outbox path is 401', async () => {
    const attempts: [string, Record<string, string>][] = [
      ['/outbox.json', {}],
      ['/outbox', {}],
      ['/outbox/anything.eml', {}],
      ['/outbox.json', { apikey: backend.anonKey }],
      ['/outbox.json', { apikey: backend.anonKey, Authorization: `Bearer ${user.accessToken}` }],
      ['/outbox.json?token=not-the-token', {}],
      ['/outbox.json?token=', {}],
    ];
    for (const [path, headers] of attempts) {
      const response = await fetch(`${backend.url}${path}`, { headers });
      expect({ path, headers, status: response.status }).toEqual({ path, headers, status: 401 });
      expect(await response.json()).toMatchObject({ code: 'outbox_key_required' });
    }
  });

  test('the service role key (apikey or bearer) and the printed dev token open it', async () => {
    const byKey = await fetch(`${backend.url}/outbox.json`, { headers: { apikey: backend.serviceRoleKey } });
    expect(byKey.status).toBe(200);
    const byBearer = await fetch(`${backend.url}/outbox.json`, {
      headers: { Authorization: `Bearer ${backend.serviceRoleKey}` },
    });
    expect(byBearer.status).toBe(200);
    expect(outboxToken().length).toBeGreaterThanOrEqual(20);
    const page = await fetch(backend.outboxUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await page.text()).toContain(`/outbox.json?token=${outboxToken()}`);
  });

  test('never answers a cross-origin read, with or without credentials, even from a localhost origin', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:9999', 'https://evil.example']) {
      const read = await fetch(backend.outboxUrl, { headers: { Origin: origin, Cookie: 'a=b' } });
      expect(read.headers.get('access-control-allow-origin')).toBeNull();
      expect(read.headers.get('access-control-allow-credentials')).toBeNull();
      expect(read.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      const preflight = await fetch(`${backend.url}/outbox.json`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'apikey',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    }
  });

  test('the API itself still answers the app origin (CORS is only withheld from the outbox)', async () => {
    const response = await fetch(`${backend.url}/rest/v1/profiles?select=id`, {
      headers: {
        Origin: 'http://localhost:3000',
        apikey: backend.anonKey,
        Authorization: `Bearer ${user.accessToken}`,
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});

describe('the built-in demo secret stays on loopback (issue 16, item 6)', () => {
  test.each(['0.0.0.0', '::', '192.168.1.10'])(
    'listening on %s with the demo secret is refused',
    async (host) => {
      await expect(startLocalBackend({ host, port: 0, dataDir: 'memory', smtpUrl: null })).rejects.toThrow(
        /Refusing to listen on .* with the built-in demo JWT secret/,
      );
    },
  );
});
