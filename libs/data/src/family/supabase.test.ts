import { startLocalBackend, type LocalBackend } from '@dreampitch/local-backend';
import { afterAll, beforeAll } from '@rstest/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ws from 'ws';
import { createMemoryStorage } from '../storage';
import { SupabaseBackend } from '../supabase-backend';
import { describeFamilyContract } from './family.contract';
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
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(outboxDir, { recursive: true, force: true });
}, 60_000);

describeFamilyContract('SupabaseFamilyBackend on the local backend', {
  create() {
    const backend = new SupabaseBackend({
      url: server.url,
      anonKey: server.anonKey,
      storage: createMemoryStorage(),
      clientOptions: {
        auth: { autoRefreshToken: false, detectSessionInUrl: false, persistSession: false },
        realtime: { transport: ws as unknown as typeof WebSocket },
      },
    });
    return { backend, family: new SupabaseFamilyBackend(() => backend.client(), backend.rows) };
  },
  async proveEmail(backend, email) {
    const client = await (backend as SupabaseBackend).client();
    await client.rpc('account_send_verification');
    const outbox = (await (
      await fetch(`${server.url}/outbox.json`, { headers: { apikey: server.serviceRoleKey } })
    ).json()) as {
      to: string;
      kind: string;
      text: string;
    }[];
    const mail = outbox.find((entry) => entry.to === email.toLowerCase() && entry.kind === 'verify_email');
    const token = /[?&]verify=([A-Za-z0-9]+)/.exec(mail?.text ?? '')?.[1];
    const { error } = await client.rpc('account_verify_email', { p_token: token ?? '' });
    if (error) throw new Error(`could not verify ${email}: ${error.message}`);
  },
});
