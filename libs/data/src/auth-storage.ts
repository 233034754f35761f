import type { SupabaseClientOptions } from '@supabase/supabase-js';
import { parseStoredSession } from './device-session';

/** What supabase-js reads its session from (its `SupportedStorage`, which may be async). */
interface AuthStorage {
  getItem(key: string): string | null | Promise<string | null>;
  removeItem(key: string): void | Promise<void>;
}

/**
 * The localStorage key supabase-js keeps the session under: `auth.storageKey`, or its default
 * (DEFAULT_AUTH_STORAGE_KEY of ./device-session; SupabaseClient's constructor, supabase-js 2.x).
 */
export function authStorageKey(url: string, clientOptions?: SupabaseClientOptions<'public'>): string {
  return clientOptions?.auth?.storageKey ?? `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/**
 * The storage supabase-js would use, or null when it would keep the session in memory only (no
 * `persistSession`, or no usable localStorage, as in Node): then no session can exist before the
 * client does.
 */
export function authStorage(clientOptions?: SupabaseClientOptions<'public'>): AuthStorage | null {
  if (clientOptions?.auth?.persistSession === false) return null;
  if (clientOptions?.auth?.storage) return clientOptions.auth.storage;
  try {
    return typeof window !== 'undefined' && typeof globalThis.localStorage === 'object'
      ? globalThis.localStorage
      : null;
  } catch {
    // Storage blocked by the browser's privacy settings: supabase-js falls back to memory too.
    return null;
  }
}

/** True when the URL carries an auth redirect supabase-js would turn into a session (e-mail link, OAuth). */
export function hasAuthRedirect(clientOptions?: SupabaseClientOptions<'public'>): boolean {
  if (clientOptions?.auth?.detectSessionInUrl === false || typeof location === 'undefined') return false;
  return /(^|[#&])(access_token|error_description)=/.test(location.hash);
}

/**
 * Whether creating the Supabase client could find a signed-in user: a stored session, a PKCE sign-in
 * in progress, or an auth redirect in the URL. When false, nobody is signed in and supabase-js (about
 * 57 KiB gzip) need not be downloaded to say so. Unsure (storage throws) counts as true.
 */
export async function mayHaveStoredSession(
  url: string,
  clientOptions?: SupabaseClientOptions<'public'>,
): Promise<boolean> {
  if (hasAuthRedirect(clientOptions)) return true;
  const storage = authStorage(clientOptions);
  if (!storage) return false;
  const key = authStorageKey(url, clientOptions);
  try {
    return Boolean((await storage.getItem(key)) ?? (await storage.getItem(`${key}-code-verifier`)));
  } catch {
    return true;
  }
}

/**
 * Calls `onSignedIn` when another tab of this origin stores a session (a `storage` event on the auth
 * key). Only needed while this tab has no client: supabase-js tells its own clients over a
 * BroadcastChannel, which a tab without a client does not hear. Returns the stop function.
 */
export function watchOtherTabSignIn(
  url: string,
  clientOptions: SupabaseClientOptions<'public'> | undefined,
  onSignedIn: () => void,
): () => void {
  if (
    typeof window === 'undefined' ||
    clientOptions?.auth?.storage ||
    clientOptions?.auth?.persistSession === false
  ) {
    return () => {};
  }
  const key = authStorageKey(url, clientOptions);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key && event.newValue) onSignedIn();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * Removes the session supabase-js stored, and a PKCE sign-in in progress, from its storage: with localStorage before
 * this returns, so a page opened next finds nobody signed in on this device whatever downloads are still under way.
 * Answers the session's access token (null when none was stored), with which the server can still be told.
 */
export function removeStoredSession(
  url: string,
  clientOptions?: SupabaseClientOptions<'public'>,
): Promise<string | null> {
  const storage = authStorage(clientOptions);
  if (!storage) return Promise.resolve(null);
  const key = authStorageKey(url, clientOptions);
  const removed = (async () => {
    const stored = storage.getItem(key);
    const removing = [storage.removeItem(key), storage.removeItem(`${key}-code-verifier`)];
    const token = parseStoredSession(await stored)?.access_token;
    await Promise.all(removing);
    return typeof token === 'string' ? token : null;
  })();
  // Storage blocked or failing: supabase-js's own sign-out removes what it can.
  return removed.catch(() => null);
}
