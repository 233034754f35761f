/**
 * The session supabase-js 2.x keeps on this device, read without supabase-js: the one reader of its storage key and
 * of its JSON (GoTrueClient._saveSession: the Session, its user included). The first-paint scripts (shell/src/
 * firstPaint), the shell's frames and the data layer's restore (./stored-session) all read it here.
 */

/** supabase-js's default storage key, `sb-<first label of the project URL's host>-auth-token`. */
export const DEFAULT_AUTH_STORAGE_KEY = /^sb-.+-auth-token$/;

/** That key, and the keys supabase-js derives from it (the PKCE verifier, `…-auth-token-code-verifier`). */
const DEFAULT_AUTH_KEY_PREFIX = /^sb-.+-auth-token/;

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
    return session && typeof session === 'object' && session.user && typeof session.user === 'object'
      ? (session as StoredSessionJson)
      : null;
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
    if (!storage) return null;
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (!key || !DEFAULT_AUTH_STORAGE_KEY.test(key)) continue;
      const session = parseStoredSession(storage.getItem(key));
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
 * default key (`…-auth-token-code-verifier`), as `mayHaveStoredSession` of ./auth-storage asks of a known key.
 * Unsure (storage blocked) counts as no: the page is then shown as rendered, and the bootstrap decides.
 */
export function mayHaveStoredAuth(storage: Storage): boolean {
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key && DEFAULT_AUTH_KEY_PREFIX.test(key)) return true;
    }
  } catch {
    // Storage blocked: supabase-js keeps no session there either.
  }
  return false;
}
