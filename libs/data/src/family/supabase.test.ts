import { startLocalBackend, type LocalBackend } from '@dreampitch/local-backend';
import {
  backdateGamePlay,
  GAME_CLOCK_SEED_SQL,
  linkToken,
  withParentEmail,
} from '@dreampitch/local-backend/test-support';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ws from 'ws';
import { accountBackendFor } from '../account';
import { createMemoryStorage } from '../storage';
import { SupabaseBackend } from '../supabase-backend';
import { describeFamilyContract } from './family.contract';
import { familyBackendFor } from './index';
import { SupabaseFamilyBackend } from './supabase';

let server: LocalBackend;
// The backend's mail goes to a folder of this test, never to the developer's outbox.
const outboxDir = mkdtempSync(join(tmpdir(), 'dreampitch-family-contract-'));

beforeAll(async () => {
  // The contract signs in far more than GoTrue's 30 times per 5 minutes from one address.
  server = await startLocalBackend({
    port: 0,
    dataDir: 'memory',
    mailIntervalMs: 0,
    outboxDir,
    smtpUrl: null,
    authRateLimits: { signInSignUps: 100_000, tokenRefresh: 100_000, tokenVerifications: 100_000 },
    seedSql: GAME_CLOCK_SEED_SQL,
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(outboxDir, { recursive: true, force: true });
}, 60_000);

/** The token of the newest link with `?<param>=` mailed to `email`. */
async function mailedToken(email: string, param: string): Promise<string> {
  const outbox = (await (
    await fetch(`${server.url}/outbox.json`, { headers: { apikey: server.serviceRoleKey } })
  ).json()) as { to: string; text: string }[];
  for (const mail of outbox) {
    const token = linkToken(mail.text, param);
    if (mail.to === email.toLowerCase() && token) return token;
  }
  throw new Error(`no ?${param}= link mailed to ${email}`);
}

function appBackend() {
  return new SupabaseBackend({
    url: server.url,
    anonKey: server.anonKey,
    storage: createMemoryStorage(),
    clientOptions: {
      auth: { autoRefreshToken: false, detectSessionInUrl: false, persistSession: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    },
  });
}

describeFamilyContract('SupabaseFamilyBackend on the local backend', {
  create() {
    const backend = appBackend();
    return {
      backend,
      family: new SupabaseFamilyBackend(() => backend.client(), backend.rows),
    };
  },
  async proveEmail(backend, email) {
    const client = await (backend as SupabaseBackend).client();
    await client.rpc('account_send_verification');
    const { error } = await client.rpc('account_verify_email', {
      p_token: await mailedToken(email, 'verify'),
    });
    if (error) throw new Error(`could not verify ${email}: ${error.message}`);
  },
  elapseGame: (playId, seconds) => backdateGamePlay(server, playId, seconds),
});

// Whether the address is proven is also in the session (app_metadata.email_proven), which the family page's HTML reads
// before its first paint to choose its notice: the account repository keeps the session on this device in step.

/** Signs up on `backend` (its supabase-js client then holds the session). */
async function signUp(backend: SupabaseBackend, email: string, metadata: Record<string, unknown>) {
  const { error } = await (
    await backend.client()
  ).auth.signUp({
    email,
    password: 'secret-pass',
    options: { data: withParentEmail(metadata) },
  });
  if (error) throw error;
}

/** `email_proven` of the session refreshed because of `work`, or 'not refreshed'. */
async function refreshedWhile(backend: SupabaseBackend, work: () => Promise<unknown>): Promise<unknown> {
  const { auth } = await backend.client();
  const refresh = auth.refreshSession.bind(auth);
  let refreshed: ReturnType<typeof refresh> | null = null;
  auth.refreshSession = (current) => (refreshed = refresh(current));
  try {
    await work();
    // The repository starts the refresh without awaiting it: it has started before the next task.
    await new Promise((resolve) => setTimeout(resolve));
  } finally {
    auth.refreshSession = refresh;
  }
  if (!refreshed) return 'not refreshed';
  const { data, error } = await (refreshed as ReturnType<typeof refresh>);
  if (error) throw error;
  return data.user?.app_metadata.email_proven;
}

const parentEmail = () => `parent-${randomUUID()}@example.com`;

describe('the session on this device follows the server on whether the address is proven', () => {
  test('the e-mail status refreshes it once after a proof through the verification link, then not again', async () => {
    const backend = appBackend();
    const email = parentEmail();
    await signUp(backend, email, { first_name: 'Pat', accountType: 'parent' });
    const account = accountBackendFor(backend);
    expect(await refreshedWhile(backend, () => account.emailStatus())).toBe('not refreshed');
    await account.sendVerification();
    await account.verifyEmail(await mailedToken(email, 'verify'));
    expect(await refreshedWhile(backend, () => account.emailStatus())).toBe(true);
    expect(await refreshedWhile(backend, () => account.emailStatus())).toBe('not refreshed');
  });

  test('and after a proof through the consent link', async () => {
    const email = parentEmail();
    await signUp(appBackend(), `kid-${randomUUID()}@example.com`, {
      first_name: 'Kit',
      accountType: 'player',
      age: 10,
      parentEmail: email,
    });
    const token = await mailedToken(email, 'consent');
    const backend = appBackend();
    await signUp(backend, email, { first_name: 'Pat', accountType: 'parent' });
    await familyBackendFor(backend).consentWithToken(token);
    expect(await refreshedWhile(backend, () => accountBackendFor(backend).emailStatus())).toBe(true);
  });
});
