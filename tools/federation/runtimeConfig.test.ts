import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from '@rstest/core';
import { localKeys } from '../local-backend/src/keys';
import { remoteRegistryFromEnv, runtimeConfigFromEnv, runtimeConfigMiddleware } from './runtimeConfig';

describe('runtimeConfigFromEnv', () => {
  test('demo mode has no backend', async () => {
    expect(
      await runtimeConfigFromEnv({ DREAMPITCH_DEMO: '1', SUPABASE_URL: 'https://x.supabase.co' }),
    ).toEqual({
      supabaseUrl: null,
      supabaseAnonKey: null,
      stripePublishableKey: null,
    });
  });

  test('hosted Supabase and Stripe come from the environment', async () => {
    expect(
      await runtimeConfigFromEnv({
        SUPABASE_URL: 'https://x.supabase.co',
        SUPABASE_ANON_KEY: 'anon',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      }),
    ).toEqual({
      supabaseUrl: 'https://x.supabase.co',
      supabaseAnonKey: 'anon',
      stripePublishableKey: 'pk_test_1',
    });
  });

  test('by default the local backend with its derived anon key, never the service key', async () => {
    const config = await runtimeConfigFromEnv({});
    const keys = await localKeys();
    expect(config.supabaseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(config.supabaseAnonKey).toBe(keys.anonKey);
    expect(JSON.stringify(config)).not.toContain(keys.serviceRoleKey);
  });
});

test('the registry lists every remote, and one entry can be pointed at a new deployment', () => {
  const registry = remoteRegistryFromEnv({
    REMOTE_GAMES_URL: 'https://cdn.example/games/v2/mf-manifest.json',
  });
  expect(Object.keys(registry)).toEqual([
    'marketing',
    'goals-wizard',
    'tracker',
    'games',
    'billing',
    'legal',
    'training',
  ]);
  expect(registry.games).toBe('https://cdn.example/games/v2/mf-manifest.json');
  expect(registry['goals-wizard']).toBe('http://localhost:3002/mf-manifest.json');
});

test('dev servers answer /config.json and /remotes.json uncached, and pass every other request on', async () => {
  const server = createServer((req, res) =>
    runtimeConfigMiddleware(req, res, () => res.writeHead(404).end()),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const registry = await fetch(`${origin}/remotes.json?v=2`);
    expect(registry.headers.get('content-type')).toBe('application/json');
    expect(registry.headers.get('cache-control')).toBe('no-cache');
    expect(await registry.json()).toEqual(remoteRegistryFromEnv());
    expect(await (await fetch(`${origin}/config.json`)).json()).toEqual(await runtimeConfigFromEnv());
    expect((await fetch(`${origin}/index.html`)).status).toBe(404);
  } finally {
    server.close();
  }
});
