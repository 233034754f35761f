import { createHmac } from 'node:crypto';

import { API_KEY_ISSUER } from './jwt';

export { API_KEY_ISSUER };

/** The Supabase CLI's well-known local JWT secret: with it the local keys equal `supabase start`'s demo keys. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export interface LocalKeys {
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
}

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/** HS256 JWT, signed synchronously so config writers can call it without awaiting. */
export function signHs256(payload: Record<string, unknown>, secret: string): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  return `${head}.${body}.${base64url(signature)}`;
}

export function resolveJwtSecret(secret?: string): string {
  const value = secret ?? process.env.JWT_SECRET ?? DEFAULT_JWT_SECRET;
  if (value.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
  return value;
}

/**
 * The API keys for the local backend. The anon key is public (it goes into /config.json);
 * the service role key bypasses RLS and must stay on the server.
 */
export function localKeys(secret?: string): LocalKeys {
  const jwtSecret = resolveJwtSecret(secret);
  const exp = 1983812996; // The CLI's demo keys expire in 2032.
  return {
    anonKey: signHs256({ iss: API_KEY_ISSUER, role: 'anon', exp }, jwtSecret),
    serviceRoleKey: signHs256({ iss: API_KEY_ISSUER, role: 'service_role', exp }, jwtSecret),
    jwtSecret,
  };
}
