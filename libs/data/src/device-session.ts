/**
 * The session supabase-js 2.x keeps on this device, read and removed without supabase-js: the one place that knows
 * its storage key and its JSON (GoTrueClient._saveSession: the Session, its user included). The first-paint scripts
 * (shell/src/firstPaint), the shell's frames, the backend (./supabase-backend) and its restore (./stored-session) all
 * read it here.
 */
import type { SupabaseClientOptions } from '@supabase/supabase-js';

/** The options supabase-js's client is created with, of which the auth ones say where the session is kept. */
export type ClientOptions = SupabaseClientOptions<'public'> | undefined;

/** supabase-js's default storage key, `sb-<first label of the project URL's host>-auth-token`. */
export const DEFAULT_AUTH_STORAGE_KEY = /^sb-.+-auth-token$/;

/** That key, and the keys supabase-js derives from it (the PKCE verifier, `…-auth-token-code-verifier`). */
const DEFAULT_AUTH_KEY_PREFIX = /^sb-.+-auth-token/;

/** An auth redirect in the URL's hash, which supabase-js turns into a session (e-mail link, OAuth). */
export const AUTH_REDIRECT = /(^|[#&])(access_token|error_description)=/;

/** The keys `storage` holds something under. */
const keysOf = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');

/** The stored session's user, as far as the app reads it before supabase-js. */
export interface StoredUser {
  id?: unknown;
  email?: unknown;
  created_at?: unknown;
  email_confirmed_at?: unknown;
  user_metadata?: Record<string, unknown> | null;
  app_metadata?: Record<string, unknown> | null;
}

/** The stored session, as far as the app reads it before supabase-js. */
export interface StoredSessionJson {
  access_token?: unknown;
  expires_at?: unknown;
  user: StoredUser;
}

/** The session in supabase-js's stored JSON, or null when it holds none (no user) or is no JSON. */
export function parseStoredSession(json: string | null | undefined): StoredSessionJson | null {
  try {
    const session = JSON.parse(json ?? 'null') as Partial<StoredSessionJson> | null;
    return typeof session?.user === 'object' && session.user !== null ? (session as StoredSessionJson) : null;
  } catch {
    return null;
  }
}

/**
 * The user of the session supabase-js stored under its default key in `storage`, or null when none is stored or the
 * storage cannot be read (blocked by the browser's privacy settings).
 */
export function storedUser(storage: Storage | undefined = globalThis.localStorage): StoredUser | null {
  try {
    for (const key of storage ? keysOf(storage) : []) {
      const session = DEFAULT_AUTH_STORAGE_KEY.test(key) ? parseStoredSession(storage?.getItem(key)) : null;
      if (session) return session.user;
    }
  } catch {
    // Storage blocked: nobody is known to be signed in before supabase-js.
  }
  return null;
}

/** A text field of the stored user's metadata, '' when it has none. */
export function metadataText(user: StoredUser, field: string): string {
  const value = user.user_metadata?.[field];
  return typeof value === 'string' ? value : '';
}

/**
 * Whether supabase-js may find someone signed in from `storage`: a session or a PKCE sign-in in progress under its
 * default key (`…-auth-token-code-verifier`), as `mayHaveStoredSession` asks of a known key.
 * Unsure (storage blocked) counts as no: the page is then shown as rendered, and the bootstrap decides.
 */
export function mayHaveStoredAuth(storage: Storage): boolean {
  try {
    return keysOf(storage).some((key) => DEFAULT_AUTH_KEY_PREFIX.test(key));
  } catch {
    // Storage blocked: supabase-js keeps no session there either.
    return false;
  }
}

/** What supabase-js reads its session from (its `SupportedStorage`, which may be async). */
interface AuthStorage {
  getItem(key: string): string | null | Promise<string | null>;
  removeItem(key: string): void | Promise<void>;
}

/**
 * The localStorage key supabase-js keeps the session under: `auth.storageKey`, or its default
 * (DEFAULT_AUTH_STORAGE_KEY; SupabaseClient's constructor, supabase-js 2.x).
 */
export function authStorageKey(url: string, clientOptions?: ClientOptions): string {
  return clientOptions?.auth?.storageKey ?? `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/**
 * The storage supabase-js would use, or null when it would keep the session in memory only (no
 * `persistSession`, or no usable localStorage, as in Node): then no session can exist before the
 * client does.
 */
export function authStorage(clientOptions?: ClientOptions): AuthStorage | null {
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
export function hasAuthRedirect(clientOptions?: ClientOptions): boolean {
  if (clientOptions?.auth?.detectSessionInUrl === false || typeof location === 'undefined') return false;
  return AUTH_REDIRECT.test(location.hash);
}

/**
 * Whether creating the Supabase client could find a signed-in user: a stored session, a PKCE sign-in
 * in progress, or an auth redirect in the URL. When false, nobody is signed in and supabase-js (about
 * 57 KiB gzip) need not be downloaded to say so. Unsure (storage throws) counts as true.
 */
export async function mayHaveStoredSession(url: string, clientOptions?: ClientOptions): Promise<boolean> {
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

/** Calls `onChange` when another tab of this origin changes `key` (a `storage` event); returns the stop function. */
export function onOtherTabChange(key: string, onChange: (event: StorageEvent) => void): () => void {
  const onStorage = (event: StorageEvent) => event.key === key && onChange(event);
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * Calls `onSignedIn` when another tab of this origin stores a session on the auth key. Only needed while this tab
 * has no client: supabase-js tells its own clients over a BroadcastChannel, which a tab without a client does not
 * hear. Returns the stop function.
 */
export function watchOtherTabSignIn(
  url: string,
  clientOptions: ClientOptions,
  onSignedIn: () => void,
): () => void {
  const auth = clientOptions?.auth;
  if (typeof window === 'undefined' || auth?.storage || auth?.persistSession === false) return () => {};
  return onOtherTabChange(authStorageKey(url, clientOptions), (event) => event.newValue && onSignedIn());
}

/**
 * Removes the session supabase-js stored, and a PKCE sign-in in progress, from its storage: with localStorage before
 * this returns, so a page opened next finds nobody signed in on this device whatever downloads are still under way.
 * Answers the session's access token (null when none was stored), with which the server can still be told.
 */
export async function removeStoredSession(
  url: string,
  clientOptions?: ClientOptions,
): Promise<string | null> {
  const storage = authStorage(clientOptions);
  if (!storage) return null;
  const key = authStorageKey(url, clientOptions);
  // Before the first await: with localStorage, removed before this returns.
  try {
    const stored = storage.getItem(key);
    const removing = [storage.removeItem(key), storage.removeItem(`${key}-code-verifier`)];
    const token = parseStoredSession(await stored)?.access_token;
    await Promise.all(removing);
    return typeof token === 'string' ? token : null;
  } catch {
    // Storage blocked or failing: supabase-js's own sign-out removes what it can.
    return null;
  }
}
