import { APP_PORTS, REMOTE_NAMES, type RemoteName } from './ports';

export interface RuntimeConfigFile {
  supabaseUrl: string | null;
  supabaseAnonKey: string | null;
  stripePublishableKey: string | null;
}

export const LOCAL_BACKEND_PORT = Number(process.env.LOCAL_BACKEND_PORT ?? 54321);

/**
 * The one runtime configuration every environment writes for itself:
 * DREAMPITCH_DEMO=1 -> demo mode; SUPABASE_URL + SUPABASE_ANON_KEY -> hosted Supabase;
 * otherwise the local backend with its generated keys.
 */
export async function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<RuntimeConfigFile> {
  const stripePublishableKey = env.STRIPE_PUBLISHABLE_KEY || null;
  if (env.DREAMPITCH_DEMO === '1') return { supabaseUrl: null, supabaseAnonKey: null, stripePublishableKey };
  if (env.SUPABASE_URL) {
    return {
      supabaseUrl: env.SUPABASE_URL,
      supabaseAnonKey: env.SUPABASE_ANON_KEY ?? null,
      stripePublishableKey,
    };
  }
  // Loaded on demand: builds never need the backend's code.
  const { localKeys } = await import('../local-backend/src/keys');
  const { anonKey } = await localKeys(env.JWT_SECRET);
  return {
    supabaseUrl: `http://127.0.0.1:${LOCAL_BACKEND_PORT}`,
    supabaseAnonKey: anonKey,
    stripePublishableKey,
  };
}

/** Registry: remote name -> manifest URL. `REMOTE_<NAME>_URL` overrides one entry (e.g. a new games deploy). */
export function remoteRegistryFromEnv(env: NodeJS.ProcessEnv = process.env): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const override = env[`REMOTE_${name.replace(/-/g, '_').toUpperCase()}_URL`];
      return [name, override ?? `http://localhost:${APP_PORTS[name]}/mf-manifest.json`];
    }),
  ) as Record<RemoteName, string>;
}
