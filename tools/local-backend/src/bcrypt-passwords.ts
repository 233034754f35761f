import bcrypt from 'bcrypt';
import type { PasswordHasher } from './auth-guards';

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

export function bcryptPasswords(cost = BCRYPT_COST): PasswordHasher {
  return { hash: (password) => hashPassword(password, cost), verify: verifyPassword };
}
