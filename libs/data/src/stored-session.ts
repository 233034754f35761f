// The chunk `supabase-data` (libs/data/src/supabase-backend.ts imports it): the PostgREST client, about 5 KiB gzip,
// where supabase-js with its auth client is 34.
import { PostgrestClient } from '@supabase/postgrest-js';
import type { FunctionsClient } from '@supabase/functions-js';
import type { Session } from '@supabase/supabase-js';
import {
  authStorageKey,
  hasAuthRedirect,
  onOtherTabChange,
  parseStoredSession,
  sessionPlace,
  type ClientOptions,
} from './device-session';
import { failFastOffline } from './offline-fetch';
import type { Database } from './database.types';
import type { DataClient, DataQueries, SupabaseBackendOptions } from './supabase-backend';

/** The session supabase-js stored on this device, with clients for data that send its access token. */
export interface StoredSession extends DataQueries {
  session: Session;
}

/**
 * How long the stored access token must still be valid to be used without supabase-js: twice auth-js's own margin
 * (EXPIRY_MARGIN_MS, 90 s), under which supabase-js would refresh it before answering getSession. supabase-js takes
 * over this long before the token expires.
 */
const VALID_FOR_AT_LEAST_MS = 180_000;

/**
 * The session supabase-js keeps under its storage key (./device-session), when it is well formed and not about to
 * expire; null otherwise, and when the URL carries an auth redirect: then supabase-js must run (refresh, sign-out, the
 * redirect's tokens) before anyone is signed in.
 */
export async function readStoredSession(url: string, clientOptions: ClientOptions, now = Date.now()) {
  const place = sessionPlace(url, clientOptions);
  if (!place || hasAuthRedirect(clientOptions)) return null;
  try {
    const session = parseStoredSession(await place.storage.getItem(place.key));
    const valid =
      typeof session?.access_token === 'string' &&
      typeof session.expires_at === 'number' &&
      session.expires_at * 1000 - now > VALID_FOR_AT_LEAST_MS &&
      typeof session.user.id === 'string';
    return valid ? (session as unknown as Session) : null;
  } catch {
    return null;
  }
}

/**
 * The stored session (see `readStoredSession`) with PostgREST and functions clients sending its token, so a visit
 * with a session shows its page without waiting for supabase-js. The server still judges every request (RLS): the
 * stored session only says whom to render for. `loadClient` creates supabase-js's client, which takes over when
 * needed (`handOverWhenNeeded`), and when the server refuses the token: it then refreshes the session or signs
 * out, as it would have at start-up.
 */
export async function restoreStoredSession(
  { url, anonKey, clientOptions }: SupabaseBackendOptions,
  loadClient: () => Promise<DataClient>,
): Promise<StoredSession | null> {
  const session = await readStoredSession(url, clientOptions);
  if (!session) return null;
  const withToken = (init: RequestInit | undefined, token: string): RequestInit => {
    const headers = new Headers(init?.headers);
    headers.set('apikey', anonKey);
    headers.set('Authorization', `Bearer ${token}`);
    return { ...init, headers };
  };
  const send = failFastOffline(clientOptions?.global?.fetch ?? fetch);
  const fetchWithStoredToken: typeof fetch = async (input, init) => {
    // Each request is sent in a task of its own. A page asks for all its data in one go (every data hook's effect runs
    // in the same task), and the browser's own work in each fetch() call (1 to 17 ms measured) would add up to one
    // long task.
    await new Promise((resolve) => setTimeout(resolve));
    const response = await send(input, withToken(init, session.access_token));
    if (response.status !== 401) return response;
    const { auth } = await loadClient();
    const token = (await auth.getSession()).data.session?.access_token;
    if (token && token !== session.access_token) return send(input, withToken(init, token));
    // The token supabase-js holds is the one refused: the session is over on this device (SIGNED_OUT).
    await auth.signOut({ scope: 'local' });
    return response;
  };
  const rest = new PostgrestClient<Database>(`${url}/rest/v1`, { fetch: fetchWithStoredToken });
  // The functions client (functions-js, about 1.3 KiB gzip) loads on the first call: no page invokes a function
  // before the user acts (pays, creates a child account), and every signed-in page would otherwise download it.
  let functions: Promise<FunctionsClient> | null = null;
  const functionsClient = () =>
    (functions ??= import('@supabase/functions-js').then(
      ({ FunctionsClient }) =>
        new FunctionsClient(`${url}/functions/v1`, { customFetch: fetchWithStoredToken }),
      (error: unknown) => {
        // Offline and not cached: the next call tries again.
        functions = null;
        throw error;
      },
    ));
  handOverWhenNeeded(authStorageKey(url, clientOptions), session, loadClient);
  return {
    session,
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
    functions: { invoke: async (name, options) => (await functionsClient()).invoke(name, options) },
    auth: { getSession: async () => ({ data: { session }, error: null }) },
  };
}

/**
 * Creates supabase-js's client when the stored session needs it, and not before: shortly before its token expires
 * (supabase-js refreshes it), or when another tab changes it (a sign-out there ends this tab's session too). Every
 * auth action (sign-out, password, e-mail) creates it too, through `SupabaseBackend.client`. Loading it at any
 * other time would only add a long task to the page.
 */
function handOverWhenNeeded(key: string, session: Session, loadClient: () => Promise<DataClient>): void {
  // Node (tests, tools): no other tabs; a token that expires meanwhile is refused, and the refusal hands over.
  if (typeof window === 'undefined') return;
  const load = async () => {
    stopWatching();
    clearTimeout(refresh);
    const { auth } = await loadClient();
    // Another tab signed out: supabase-js finds no session, and this tab signs out too (SIGNED_OUT).
    if (!(await auth.getSession()).data.session) await auth.signOut({ scope: 'local' });
  };
  const stopWatching = onOtherTabChange(key, () => void load());
  const refresh = setTimeout(
    () => void load(),
    (session.expires_at ?? 0) * 1000 - Date.now() - VALID_FOR_AT_LEAST_MS,
  );
}
