import { startLocalBackend, type LocalBackend } from '@dreampitch/local-backend';
import { afterAll, beforeAll } from '@rstest/core';
import ws from 'ws';
import { createMemoryStorage } from '../storage';
import { SupabaseBackend } from '../supabase-backend';
import { describeFamilyContract } from './family.contract';
import { SupabaseFamilyBackend } from './supabase';

let server: LocalBackend;

beforeAll(async () => {
  // The contract signs in far more than GoTrue's 30 times per 5 minutes from one address.
  server = await startLocalBackend({
    port: 0,
    dataDir: 'memory',
    mailIntervalMs: 0,
    authRateLimits: { signInSignUps: 100_000 },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
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
    return { backend, family: new SupabaseFamilyBackend(() => backend.client()) };
  },
});
