import bcrypt from 'bcrypt';

/** GoTrue hashes with Go's bcrypt at its default cost, 10 (`$2a$10$…`). */
export const BCRYPT_COST = 10;

/**
 * bcrypt in the native library's thread pool: a hash at cost 10 takes ~80 ms, which inside PGlite's single
 * connection (pgcrypto's `crypt()`) would stall every other request. The `$2a$` prefix is GoTrue's and pgcrypto's.
 */
export async function hashPassword(password: string, cost = BCRYPT_COST): Promise<string> {
  return bcrypt.hash(password, await bcrypt.genSalt(cost, 'a'));
}

/** A hash of nothing anyone knows, compared against when the e-mail is unknown, so both answers take as long. */
const UNKNOWN_USER_HASH = bcrypt.hashSync(
  '\u0001 no user has this password',
  bcrypt.genSaltSync(BCRYPT_COST, 'a'),
);

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? UNKNOWN_USER_HASH);
  return matches && hash !== null;
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
