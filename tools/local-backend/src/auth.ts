import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from './context';
import type { Queryable } from './db';
import { API_VERSION, HttpError, mediaType, parseJsonBody, readBody, sendEmpty, sendJson } from './http';
import { signAccessToken, verifyJwt, type Claims } from './jwt';

const PASSWORD_MIN = 6;
/** bcrypt only looks at the first 72 bytes; GoTrue refuses longer passwords rather than truncate them. */
const PASSWORD_MAX = 72;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const VERSION_HEADER = { 'X-Supabase-Api-Version': API_VERSION };

/** GoTrue's error body for API version 2024-01-01: `{ code, message }`. */
function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): HttpError {
  return new HttpError(status, { code, message, ...extra }, VERSION_HEADER);
}

interface UserRow {
  id: string;
  email: string;
  raw_user_meta_data: Record<string, unknown>;
  raw_app_meta_data: Record<string, unknown>;
  email_confirmed_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const USER_COLUMNS =
  'id::text as id, email, raw_user_meta_data, raw_app_meta_data, email_confirmed_at, last_sign_in_at, created_at, updated_at';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function userJson(row: UserRow) {
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: '',
    confirmed_at: iso(row.email_confirmed_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data,
    user_metadata: row.raw_user_meta_data,
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: { email: row.email, email_verified: true, phone_verified: false, sub: row.id },
        provider: 'email',
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
        email: row.email,
      },
    ],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: false,
  };
}

const newRefreshToken = (): string => randomBytes(24).toString('base64url');

async function issueSession(
  ctx: BackendContext,
  tx: Queryable,
  user: UserRow,
  sessionId: string,
  parent: string | null,
) {
  const refreshToken = newRefreshToken();
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
    [refreshToken, user.id, sessionId, parent],
  );
  const now = Date.now();
  const accessToken = await signAccessToken(
    {
      userId: user.id,
      email: user.email,
      sessionId,
      userMetadata: user.raw_user_meta_data,
      appMetadata: user.raw_app_meta_data,
      issuer: ctx.issuer,
      ttlSeconds: ctx.accessTokenTtlSeconds,
      now,
    },
    ctx.secret,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ctx.accessTokenTtlSeconds,
    expires_at: Math.floor(now / 1000) + ctx.accessTokenTtlSeconds,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

async function startSession(ctx: BackendContext, tx: Queryable, user: UserRow) {
  const session = await tx.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1) returning id::text',
    [user.id],
  );
  const sessionId = session.rows[0]?.id;
  if (!sessionId) throw new Error('session insert returned no id');
  return issueSession(ctx, tx, user, sessionId, null);
}

function stringField(body: unknown, key: string): string {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
}

async function signUp(ctx: BackendContext, body: unknown) {
  const email = stringField(body, 'email').trim().toLowerCase();
  const password = stringField(body, 'password');
  const rawData =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).data : undefined;
  const data = typeof rawData === 'object' && rawData !== null && !Array.isArray(rawData) ? rawData : {};
  if (!email) throw authError(400, 'validation_failed', 'To signup, please provide your email');
  if (!EMAIL_SHAPE.test(email) || email.length > 320) {
    throw authError(400, 'email_address_invalid', `Email address "${email}" is invalid`);
  }
  if (!password) throw authError(400, 'validation_failed', 'Signup requires a valid password');
  if (password.length < PASSWORD_MIN) {
    throw authError(422, 'weak_password', `Password should be at least ${PASSWORD_MIN} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (Buffer.byteLength(password) > PASSWORD_MAX) {
    throw authError(422, 'validation_failed', `Password cannot be longer than ${PASSWORD_MAX} characters`);
  }
  return ctx.db.transaction(async (tx) => {
    const existing = await tx.query('select 1 from auth.users where lower(email) = $1', [email]);
    if (existing.rows.length > 0) throw authError(422, 'user_already_exists', 'User already registered');
    let inserted;
    try {
      inserted = await tx.query<UserRow>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
         values ($1, crypt($2, gen_salt('bf')), now(), $3::text::jsonb)
         returning ${USER_COLUMNS}`,
        [email, password, JSON.stringify(data)],
      );
    } catch (error) {
      // The profile trigger refused the metadata (e.g. an age outside the allowed range); GoTrue reports it so.
      console.error('sign-up failed in the database:', error);
      throw authError(500, 'unexpected_failure', 'Database error saving new user');
    }
    const user = inserted.rows[0];
    if (!user) throw new Error('user insert returned no row');
    return startSession(ctx, tx, user);
  });
}

async function passwordGrant(ctx: BackendContext, body: unknown) {
  const email = stringField(body, 'email').trim().toLowerCase();
  const password = stringField(body, 'password');
  if (!email || !password) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
  return ctx.db.transaction(async (tx) => {
    const found = await tx.query<UserRow>(
      `update auth.users set last_sign_in_at = now()
       where lower(email) = $1 and encrypted_password = crypt($2, encrypted_password)
       returning ${USER_COLUMNS}`,
      [email, password],
    );
    const user = found.rows[0];
    if (!user) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
    return startSession(ctx, tx, user);
  });
}

async function refreshGrant(ctx: BackendContext, body: unknown) {
  const token = stringField(body, 'refresh_token');
  if (!token) throw authError(400, 'validation_failed', 'refresh_token required');
  return ctx.db.transaction(async (tx) => {
    const found = await tx.query<{ session_id: string; revoked: boolean; user_id: string }>(
      `select session_id::text, revoked, user_id::text from auth.refresh_tokens where token = $1 for update`,
      [token],
    );
    const row = found.rows[0];
    if (!row)
      throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (row.revoked) {
      // A rotated token presented again means it leaked: end the whole session, as GoTrue's reuse detection does.
      await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
      return authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    await tx.query('update auth.refresh_tokens set revoked = true where token = $1', [token]);
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
    const users = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [
      row.user_id,
    ]);
    const user = users.rows[0];
    if (!user)
      throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    return issueSession(ctx, tx, user, row.session_id, token);
  });
}

/** The caller's verified user token; GoTrue answers 403 bad_jwt for anything else. */
async function requireUserClaims(
  ctx: BackendContext,
  req: IncomingMessage,
): Promise<Claims & { sub: string }> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const result = await verifyJwt(match[1], ctx.secret);
  if (!result.ok) {
    const reason =
      result.reason === 'expired' ? 'token has invalid claims: token is expired' : 'signature is invalid';
    throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  const sub = result.claims.sub;
  if (!sub) throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  return { ...result.claims, sub };
}

async function getUser(ctx: BackendContext, req: IncomingMessage) {
  const claims = await requireUserClaims(ctx, req);
  const rows = await ctx.db.query<UserRow & { has_session: boolean }>(
    `select ${USER_COLUMNS}, exists (select 1 from auth.sessions s where s.id::text = $2) as has_session
     from auth.users where id::text = $1`,
    [claims.sub, claims.session_id ?? ''],
  );
  const user = rows.rows[0];
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (!user.has_session) {
    throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return userJson(user);
}

async function logout(ctx: BackendContext, req: IncomingMessage, scope: string) {
  const claims = await requireUserClaims(ctx, req);
  if (scope === 'local') {
    await ctx.db.query('delete from auth.sessions where id::text = $1', [claims.session_id ?? '']);
  } else if (scope === 'others') {
    await ctx.db.query('delete from auth.sessions where user_id::text = $1 and id::text <> $2', [
      claims.sub,
      claims.session_id ?? '',
    ]);
  } else {
    await ctx.db.query('delete from auth.sessions where user_id::text = $1', [claims.sub]);
  }
}

export async function handleAuth(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
): Promise<void> {
  const readJson = async () => {
    const raw = await readBody(req, ctx.maxBodyBytes, () =>
      authError(413, 'request_too_large', 'Request body too large'),
    );
    if (raw.length > 0 && mediaType(req.headers['content-type']) !== 'application/json') {
      throw authError(415, 'validation_failed', 'Content-Type must be application/json');
    }
    return parseJsonBody(raw, () => authError(400, 'bad_json', 'Could not parse request body as JSON'));
  };

  if (path === '/signup' && req.method === 'POST') {
    sendJson(res, 200, await signUp(ctx, await readJson()), VERSION_HEADER);
    return;
  }
  if (path === '/token' && req.method === 'POST') {
    const grant = url.searchParams.get('grant_type');
    const body = await readJson();
    if (grant === 'password') {
      sendJson(res, 200, await passwordGrant(ctx, body), VERSION_HEADER);
      return;
    }
    if (grant === 'refresh_token') {
      const result = await refreshGrant(ctx, body);
      if (result instanceof HttpError) throw result;
      sendJson(res, 200, result, VERSION_HEADER);
      return;
    }
    throw authError(400, 'validation_failed', 'unsupported_grant_type');
  }
  if (path === '/user' && req.method === 'GET') {
    sendJson(res, 200, await getUser(ctx, req), VERSION_HEADER);
    return;
  }
  if (path === '/logout' && req.method === 'POST') {
    await logout(ctx, req, url.searchParams.get('scope') ?? 'global');
    sendEmpty(res, 204, VERSION_HEADER);
    return;
  }
  if (path === '/health' && req.method === 'GET') {
    sendJson(
      res,
      200,
      { version: 'local', name: 'GoTrue', description: 'DreamPitch local auth' },
      VERSION_HEADER,
    );
    return;
  }
  throw authError(404, 'not_found', 'Not found');
}
