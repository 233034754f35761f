import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

/** The `iss` of the project's API keys (the Supabase CLI's demo keys carry the same). */
export const API_KEY_ISSUER = 'supabase-demo';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export interface Claims extends JWTPayload {
  role: ApiRole;
  email?: string;
  session_id?: string;
}

export type VerifyResult =
  { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid' | 'role' };

/** The audience GoTrue writes into every user token. */
export const USER_AUDIENCE = 'authenticated';

/**
 * What makes a correctly signed token not one of this project's: an audience other than GoTrue's, or an issuer other
 * than this auth server (user tokens) or the API keys'. A token signed with the same secret for another service or
 * project is refused rather than trusted. A user token must name both; an API key names no audience.
 */
export function foreignClaim(claims: Claims, issuer: string): 'audience' | 'issuer' | null {
  const audience = claims.aud === undefined ? [] : [claims.aud].flat();
  if (
    claims.role === 'authenticated'
      ? !audience.includes(USER_AUDIENCE)
      : audience.some((a) => a !== USER_AUDIENCE)
  ) {
    return 'audience';
  }
  const issuers = claims.role === 'authenticated' ? [issuer] : [issuer, API_KEY_ISSUER];
  if (claims.iss === undefined ? claims.role === 'authenticated' : !issuers.includes(claims.iss))
    return 'issuer';
  return null;
}

export function secretBytes(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function verifyJwt(token: string, secret: Uint8Array): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const role = payload.role;
    if (typeof role !== 'string' || !(API_ROLES as readonly string[]).includes(role)) {
      return { ok: false, reason: 'role' };
    }
    return { ok: true, claims: payload as Claims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

export interface AccessTokenInput {
  userId: string;
  email: string;
  sessionId: string;
  /** How the session began: 'password', or 'otp' for a mailed link. */
  method?: string;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  issuer: string;
  ttlSeconds: number;
  now: number;
}

/** GoTrue's access token claims. */
export function signAccessToken(input: AccessTokenInput, secret: Uint8Array): Promise<string> {
  const iat = Math.floor(input.now / 1000);
  return new SignJWT({
    email: input.email,
    phone: '',
    app_metadata: input.appMetadata,
    user_metadata: input.userMetadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: input.method ?? 'password', timestamp: iat }],
    session_id: input.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(input.userId)
    .setAudience(USER_AUDIENCE)
    .setIssuer(input.issuer)
    .setIssuedAt(iat)
    .setExpirationTime(iat + input.ttlSeconds)
    .sign(secret);
}
