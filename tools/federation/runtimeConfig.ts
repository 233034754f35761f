import { REMOTE_NAMES, type RemoteName } from '@dreampitch/app-frame/routes';
import type { RuntimeConfig } from '@dreampitch/data';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type AppName = 'shell' | RemoteName;

/** Each app's port, in dev and in the preview: the shell's 3000, then each remote's in the list's order. */
export const APP_PORTS = Object.fromEntries(
  ['shell', ...REMOTE_NAMES].map((app, index) => [app, 3000 + index]),
) as Record<AppName, number>;

export const LOCAL_BACKEND_PORT = Number(process.env.LOCAL_BACKEND_PORT ?? 54321);

/**
 * The one runtime configuration every environment writes for itself:
 * DREAMPITCH_DEMO=1 -> demo mode; SUPABASE_URL + SUPABASE_ANON_KEY -> hosted Supabase;
 * otherwise the local backend with its generated keys.
 */
export async function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<RuntimeConfig> {
  const config = (supabaseUrl: string | null, supabaseAnonKey: string | null) => ({
    supabaseUrl,
    supabaseAnonKey,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
  });
  if (env.DREAMPITCH_DEMO === '1') return config(null, null);
  if (env.SUPABASE_URL) return config(env.SUPABASE_URL, env.SUPABASE_ANON_KEY ?? null);
  // Loaded on demand: builds never need the backend's code.
  const { localKeys } = await import('../local-backend/src/keys');
  return config(`http://127.0.0.1:${LOCAL_BACKEND_PORT}`, (await localKeys(env.JWT_SECRET)).anonKey);
}

/** Registry: remote name -> manifest URL. `REMOTE_<NAME>_URL` overrides one entry (e.g. a new games deploy). */
export function remoteRegistryFromEnv(env: NodeJS.ProcessEnv = process.env): Record<RemoteName, string> {
  const url = (name: RemoteName) =>
    env[`REMOTE_${name.replace(/-/g, '_').toUpperCase()}_URL`] ??
    `http://localhost:${APP_PORTS[name]}/mf-manifest.json`;
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, url(name)])) as Record<RemoteName, string>;
}

/**
 * Dev servers answer /config.json (every app, so a remote runs standalone) and /remotes.json
 * (the shell's registry) the same way the preview server and a real deployment do.
 */
export function runtimeConfigMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const path = req.url?.split('?')[0];
  if (path !== '/config.json' && path !== '/remotes.json') return next();
  const json = path === '/config.json' ? runtimeConfigFromEnv() : Promise.resolve(remoteRegistryFromEnv());
  const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' };
  json.then(
    (body) => res.writeHead(200, headers).end(JSON.stringify(body)),
    (error: unknown) => res.writeHead(500).end(String(error)),
  );
}
