import type { Queryable } from './database';

/** How passwords are hashed and checked: bcrypt on the server, something lighter in the browser demo. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether `password` is the one of `hash`; with no hash, false, after as long as a real comparison takes. `within`:
   * the caller's open transaction, for a hasher that computes in the database (PGlite has one connection: a query
   * outside the transaction would wait for it, and it for the query).
   */
  verify(password: string, hash: string | null, within?: Queryable): Promise<boolean>;
}

/**
 * Characters never valid in an address but invisible or confusable on screen: controls, zero-width and other
 * format characters (U+200B-U+200F, U+2060, U+FEFF, soft hyphen), line and paragraph separators.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isAcceptableEmail(email: string): boolean {
  return email.length <= 255 && EMAIL_SHAPE.test(email) && !INVISIBLE.test(email);
}

/** Whether a parsed JSON value holds a NUL character anywhere (PostgreSQL text and jsonb cannot store one). */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

/** GoTrue's sign-out scopes (`POST /logout?scope=`). */
export const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;
export type LogoutScope = (typeof LOGOUT_SCOPES)[number];

export const isLogoutScope = (scope: string): scope is LogoutScope =>
  (LOGOUT_SCOPES as readonly string[]).includes(scope);
