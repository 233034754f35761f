/**
 * The session supabase-js 2.x keeps on this device, read and removed without supabase-js: the one place that knows
 * its storage key and its JSON (GoTrueClient._saveSession: the Session, its user included). The first-paint scripts
 * (shell/src/firstPaint), the shell's frames, the backend (./supabase-backend) and its restore (./stored-session) all
 * read it here.
 */
import type { Session, SupabaseClientOptions, User } from '@supabase/supabase-js';

/** The options supabase-js's client is created with, of which the auth ones say where the session is kept. */
export type ClientOptions = SupabaseClientOptions<'public'> | undefined;

/**
 * supabase-js's default storage key, `sb-<first label of the project URL's host>-auth-token`, and the keys it derives
 * from it (the PKCE verifier, `…-auth-token-code-verifier`).
 */
const DEFAULT_AUTH_KEY = /^sb-.+-auth-token/;

/** An auth redirect in the URL's hash, which supabase-js turns into a session (e-mail link, OAuth). */
export const AUTH_REDIRECT = /(^|[#&])(access_token|error_description)=/;

/** The stored session's user, as the app reads it before supabase-js: any field of a `User` may be missing or amiss. */
export type StoredUser = {
  [Field in keyof User]?: Field extends `${string}_metadata` ? Record<string, unknown> | null : unknown;
};

/** The stored session, as the app reads it before supabase-js: a `Session`'s fields unchecked but its user's. */
export type StoredSessionJson = { [Field in keyof Session]?: unknown } & { user: StoredUser };

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
 * What `storage` (localStorage when not given) holds under supabase-js's default keys: the first paint reads them
 * before the project's URL, hence the key, is known. Nothing when the storage cannot be read (blocked by the
 * browser's privacy settings): supabase-js keeps no session there either.
 */
function storedUnderDefaultKeys(storage?: Storage): string[] {
  try {
    const from = storage ?? globalThis.localStorage;
    return Array.from({ length: from.length }, (_, index) => from.key(index) ?? '')
      .filter((key) => DEFAULT_AUTH_KEY.test(key))
      .map((key) => from.getItem(key) ?? '');
  } catch {
    return [];
  }
}

/** The user of the session supabase-js stored under its default key in `storage`, or null when none is stored. */
export const storedUser = (storage?: Storage): StoredUser | null =>
  storedUnderDefaultKeys(storage).map(parseStoredSession).find(Boolean)?.user ?? null;

/** A text field of the stored user's metadata, '' when it has none. */
export function metadataText(user: StoredUser, field: string): string {
  const value = user.user_metadata?.[field];
  return typeof value === 'string' ? value : '';
}

/**
 * Whether supabase-js may find someone signed in from `storage` (localStorage when not given): a session or a PKCE
 * sign-in in progress under its default key, as `mayHaveStoredSession` asks of a known key. Unsure (storage blocked)
 * counts as no: the page is then shown as rendered, and the bootstrap decides.
 */
export const mayHaveStoredAuth = (storage?: Storage) => storedUnderDefaultKeys(storage).length > 0;

/**
 * The key supabase-js keeps the session under: `auth.storageKey`, or its default (DEFAULT_AUTH_KEY; SupabaseClient's
 * constructor, supabase-js 2.x).
 */
export function authStorageKey(url: string, clientOptions?: ClientOptions): string {
  return clientOptions?.auth?.storageKey ?? `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/**
 * Where a client of `url` keeps its session: the storage supabase-js would use (`auth.storage`, its `SupportedStorage`,
 * which may be async, or localStorage), and the key. Null when it would keep it in memory only (no `persistSession`,
 * or no usable localStorage: Node, or blocked by the browser's privacy settings): then no session can exist before the
 * client does.
 */
export function sessionPlace(url: string, clientOptions?: ClientOptions) {
  const auth = clientOptions?.auth;
  if (auth?.persistSession === false) return null;
  try {
    const storage = auth?.storage ?? (typeof window === 'undefined' ? undefined : globalThis.localStorage);
    return storage ? { storage, key: authStorageKey(url, clientOptions) } : null;
  } catch {
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
  const place = sessionPlace(url, clientOptions);
  if (!place) return false;
  const { storage, key } = place;
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
 * Calls `onSignedIn` when another tab of this origin stores a session in localStorage. Only needed while this tab
 * has no client: supabase-js tells its own clients over a BroadcastChannel, which a tab without a client does not
 * hear. Returns the stop function.
 */
export function watchOtherTabSignIn(url: string, clientOptions: ClientOptions, onSignedIn: () => void) {
  const place = sessionPlace(url, clientOptions);
  if (!place || clientOptions?.auth?.storage) return () => {};
  return onOtherTabChange(place.key, (event) => event.newValue && onSignedIn());
}

/**
 * Removes the session supabase-js stored, and a PKCE sign-in in progress, from its storage: with localStorage before
 * this returns, so a page opened next finds nobody signed in on this device whatever downloads are still under way.
 * Answers the session's access token (null when none was stored), with which the server can still be told.
 */
export async function removeStoredSession(url: string, clientOptions?: ClientOptions) {
  const place = sessionPlace(url, clientOptions);
  if (!place) return null;
  const { storage, key } = place;
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
