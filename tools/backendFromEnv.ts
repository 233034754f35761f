import path from 'node:path';
import { LOCAL_BACKEND_PORT } from './federation/runtimeConfig';

/**
 * Starts the local Supabase-compatible backend unless the environment points elsewhere
 * (SUPABASE_URL: hosted Supabase; DREAMPITCH_DEMO=1: no backend at all).
 * LOCAL_BACKEND_DATA=memory gives a throwaway database (tests); the default persists under .local-db/.
 * LOCAL_BACKEND_BCRYPT_COST lowers the password hashes' cost for test runs; unset, it is GoTrue's.
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
    bcryptCost: bcryptCostFromEnv(env),
  });
  process.stdout.write(
    `Local backend: ${backend.url}${env.DATABASE_URL ? ' (PostgreSQL)' : ' (PGlite)'}\n` +
      `Dev outbox:    ${backend.outboxUrl}\n`,
  );
  return backend;
}

/**
 * LOCAL_BACKEND_BCRYPT_COST, checked: bcrypt takes 4 to 31, and a typo must not start a backend at a cost nobody chose.
 * Unset or empty gives undefined, so the backend keeps GoTrue's cost (10).
 */
export function bcryptCostFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env.LOCAL_BACKEND_BCRYPT_COST;
  if (raw === undefined || raw === '') return undefined;
  const cost = Number(raw);
  if (!Number.isInteger(cost) || cost < 4 || cost > 31) {
    throw new Error(`LOCAL_BACKEND_BCRYPT_COST must be a whole number from 4 to 31, got "${raw}"`);
  }
  return cost;
}

/**
 * The preview and dev servers run the backend in their own process: a fault in one request must not end the site for everyone.
 * Each handler answers its own errors; anything that still escapes is logged and the servers keep running.
 */
export function keepServing(name: string): void {
  process.on('uncaughtException', (error) =>
    process.stderr.write(`${name}: uncaught ${error.stack ?? error}\n`),
  );
  process.on('unhandledRejection', (reason) =>
    process.stderr.write(`${name}: unhandled ${String(reason)}\n`),
  );
}
