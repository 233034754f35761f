import {
  GAME_CLOCK_SEED_SQL,
  linkToken,
  SESSION_CLOCK_SEED_SQL,
} from '@dreampitch/local-backend/test-support';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describeBackendContract } from '../backend.contract';
import { describeFamilyContract } from '../family/family.contract';
import { SupabaseFamilyBackend } from '../family/supabase';
import { describeProContract } from '../pro/pro.contract';
import { SupabaseProBackend } from '../pro/supabase';
import { createMemoryStorage, type KeyValueStorage } from '../storage';
import { SupabaseBackend } from '../supabase-backend';
import { DEMO_PLAYER, startDemoHost, type DemoHost } from './demo-host';
import { DEMO_SCHEMA } from './schema';

// Demo mode's host, in-process: PGlite with the migrations the app's build carries, the local backend's handler.
let host: DemoHost;
let offline = false;

beforeAll(async () => {
  host = await startDemoHost({
    schema: DEMO_SCHEMA,
    signedIn: false,
    seedSql: GAME_CLOCK_SEED_SQL + SESSION_CLOCK_SEED_SQL,
    // The contracts sign in far more than GoTrue's 30 times per 5 minutes from one address.
    authRateLimits: { signInSignUps: 100_000, tokenRefresh: 100_000, tokenVerifications: 100_000 },
  });
}, 300_000);
afterAll(async () => {
  await host?.server.stop();
});

/** A client of the demo's API: its own storage, nobody signed in; fails as an unreachable server when offline. */
function appBackend(storage: KeyValueStorage = createMemoryStorage()) {
  return new SupabaseBackend({
    url: host.server.url,
    anonKey: host.server.anonKey,
    storage,
    clientOptions: {
      auth: { autoRefreshToken: false, detectSessionInUrl: false, persistSession: false },
      global: {
        fetch: (input, init) =>
          offline
            ? Promise.reject(new TypeError('fetch failed'))
            : host.server.fetch(new Request(input, init)),
      },
    },
  });
}

/** Moves a recorded start `seconds` back through one of the test seed's functions. */
async function backdate(fn: 'test_backdate_game_play' | 'test_backdate_session_start', args: object) {
  const { error } = await host.client(host.server.serviceRoleKey).rpc(fn, args);
  if (error) throw new Error(`${fn}: ${error.message}`);
}

describeBackendContract('SupabaseBackend on the in-browser host', {
  createBackend: appBackend,
  setOffline(value) {
    offline = value;
  },
  elapseGame: (playId, seconds) =>
    backdate('test_backdate_game_play', { p_play_id: playId, p_seconds: seconds }),
  elapseSession: (sessionId, seconds) =>
    backdate('test_backdate_session_start', { p_session_id: sessionId, p_seconds: seconds }),
});

describeFamilyContract('SupabaseFamilyBackend on the in-browser host', {
  create() {
    const backend = appBackend();
    return { backend, family: new SupabaseFamilyBackend(() => backend.client(), backend.rows) };
  },
  async proveEmail(backend, email) {
    const client = await (backend as SupabaseBackend).client();
    await client.rpc('account_send_verification');
    const mail = host.server.sentMail.findLast(
      (sent) => sent.to === email.toLowerCase() && sent.kind === 'verify_email',
    );
    const token = mail ? linkToken(mail.text, 'verify') : null;
    const { error } = await client.rpc('account_verify_email', { p_token: token });
    if (error) throw new Error(`could not verify ${email}: ${error.message}`);
  },
  elapseGame: (playId, seconds) =>
    backdate('test_backdate_game_play', { p_play_id: playId, p_seconds: seconds }),
});

describeProContract('SupabaseProBackend on the in-browser host', {
  create() {
    const backend = appBackend();
    return { backend, pro: new SupabaseProBackend(() => backend.client()) };
  },
});

describe('demo mode', () => {
  test('the page applies every migration of supabase/migrations, in order, as the build found them', () => {
    const dir = join(import.meta.dirname, '../../../../supabase/migrations');
    const files = readdirSync(dir)
      .filter((file) => /^\d+_.+\.sql$/.test(file))
      .sort();
    expect(DEMO_SCHEMA.migrations.map((m) => `${m.version}_${m.name}.sql`)).toEqual(files);
  });

  test('the mock player signs in to a profile the real sign-up made, linked to the mock parent', async () => {
    const backend = appBackend();
    const user = await backend.signIn(DEMO_PLAYER.email, DEMO_PLAYER.password);
    expect(await backend.getProfile(user.id)).toMatchObject({ firstName: 'Demo', subscriptionPlan: 'free' });
    const family = new SupabaseFamilyBackend(() => backend.client(), backend.rows);
    expect(await family.purchaseStatus()).toMatchObject({ approved: false, consentPending: false });
  });
});
