import path from 'node:path';
import { LOCAL_BACKEND_PORT } from './federation/runtimeConfig';

/**
 * Starts the local Supabase-compatible backend unless the environment points elsewhere
 * (SUPABASE_URL: hosted Supabase; DREAMPITCH_DEMO=1: no backend at all).
 * LOCAL_BACKEND_DATA=memory gives a throwaway database (tests); the default persists under .local-db/.
 */
export async function startBackendFromEnv(env: NodeJS.ProcessEnv = process.env) {
  if (env.SUPABASE_URL || env.DREAMPITCH_DEMO === '1') return null;
  const { startLocalBackend } = await import('./local-backend/src/index');
  const dataDir =
    env.LOCAL_BACKEND_DATA === 'memory'
      ? 'memory'
      : path.resolve(import.meta.dirname, '..', env.LOCAL_BACKEND_DATA ?? '.local-db/pglite');
  const backend = await startLocalBackend({
    port: LOCAL_BACKEND_PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL,
  });
  process.stdout.write(
    `Local backend: ${backend.url}${env.DATABASE_URL ? ' (PostgreSQL)' : ' (PGlite)'}\n` +
      `Dev outbox:    ${backend.outboxUrl}\n`,
  );
  return backend;
}
