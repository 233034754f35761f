import {
  AUTH_LINK_TTL_SECONDS,
  authEmail,
  emailChangeNotice,
  familyErrorMessage,
  isBlankPassword,
  MESSAGES,
  normalizeEmail,
  PASSWORD_MIN_LENGTH,
  type AuthEmail,
  type AuthEmailKind,
} from '@dreampitch/domain';
import { containsNul, isAcceptableEmail, isLogoutScope, LOGOUT_SCOPES } from './auth-guards';
import type { BackendContext } from './context';
import { isPgError, type Queryable } from './database';
import { API_VERSION, empty, HttpError, json, mediaType, parseJsonBody, readBody } from './http';
import { foreignClaim, signAccessToken, verifyJwt, type Claims } from './jwt';
import { randomToken, sha256Hex } from './random';
import type { RateLimitKind } from './rate-limit';

// The app's rule (libs/domain), shown as a hint before submit; hosted Supabase's default minimum is the same.
const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
/** bcrypt only looks at the first 72 bytes; GoTrue refuses longer passwords rather than truncate them. */
const PASSWORD_MAX = 72;
/** GoTrue's sendJSON (internal/api/helpers.go) writes `application/json` with no charset; the version on every answer. */
const VERSION_HEADER = { 'X-Supabase-Api-Version': API_VERSION, 'Content-Type': 'application/json' };

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
  email_change: string | null;
  email_change_sent_at: Date | string | null;
}

const USER_COLUMNS =
  'id::text as id, email, raw_user_meta_data, raw_app_meta_data, email_confirmed_at, last_sign_in_at, created_at, ' +
  'updated_at, email_change, email_change_sent_at';

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
    // GoTrue shows a pending e-mail change until the new address confirms it.
    ...(row.email_change
      ? { new_email: row.email_change, email_change_sent_at: iso(row.email_change_sent_at) }
      : {}),
  };
}

const newRefreshToken = (): string => randomToken(24, 'base64url');

async function issueSession(
  ctx: BackendContext,
  tx: Queryable,
  user: UserRow,
  sessionId: string,
  parent: string | null,
  method: string,
  activeRefreshToken?: string,
) {
  const refreshToken = activeRefreshToken ?? newRefreshToken();
  if (!activeRefreshToken) {
    await tx.query(
      'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
      [refreshToken, user.id, sessionId, parent],
    );
  }
  const now = Date.now();
  const accessToken = await signAccessToken(
    {
      userId: user.id,
      email: user.email,
      sessionId,
      method,
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

/** `method` is GoTrue's `amr`: 'password', or 'otp' for a session opened by a mailed link. */
async function startSession(ctx: BackendContext, tx: Queryable, user: UserRow, method = 'password') {
  const session = await tx.query<{ id: string }>(
    'insert into auth.sessions (user_id, amr) values ($1, $2) returning id::text',
    [user.id, method],
  );
  const sessionId = session.rows[0]?.id;
  if (!sessionId) throw new Error('session insert returned no id');
  return issueSession(ctx, tx, user, sessionId, null, method);
}

/**
 * GoTrue's password rules (length, as hosted Supabase's default) and the app's: a password of only spaces is weak
 * (GoTrue's `characters` reason). What is wrong, or null.
 */
export function passwordProblem(
  password: string,
): { code: string; message: string; reason?: 'length' | 'characters' } | null {
  if (password.length < PASSWORD_MIN) {
    return {
      code: 'weak_password',
      message: `Password should be at least ${PASSWORD_MIN} characters.`,
      reason: 'length',
    };
  }
  if (isBlankPassword(password)) {
    return { code: 'weak_password', message: MESSAGES.passwordOnlySpaces, reason: 'characters' };
  }
  if (new TextEncoder().encode(password).length > PASSWORD_MAX) {
    return {
      code: 'validation_failed',
      message: `Password cannot be longer than ${PASSWORD_MAX} characters`,
    };
  }
  return null;
}

/** An auth user as GoTrue's sign-up (or admin createUser) writes it; the profile trigger runs on the insert. */
export function insertAuthUser(
  tx: Queryable,
  email: string,
  passwordHash: string,
  metadata: object,
  confirmed: boolean,
) {
  return tx.query<UserRow>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ($1, $2, case when $4 then now() else null end, $3::text::jsonb)
     returning ${USER_COLUMNS}`,
    [email, passwordHash, JSON.stringify(metadata), confirmed],
  );
}

function stringField(body: unknown, key: string): string {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
}

/**
 * The address a request names, in the one form accounts are matched on (normalizeEmail of libs/domain); a 400
 * email_address_invalid (GoTrue's code) for one that cannot be an account's, with what to do for a look-alike.
 */
function requestEmail(raw: string): string {
  const normal = normalizeEmail(raw);
  if (normal.ok && isAcceptableEmail(normal.value)) return normal.value;
  const message =
    normal.ok || normal.error === MESSAGES.invalidEmail
      ? `Email address "${raw.trim()}" is invalid`
      : normal.error;
  throw authError(400, 'email_address_invalid', message);
}

/** GoTrue's checks of a new password (sign-up and PUT /user). */
function checkNewPassword(password: string): void {
  const weak = passwordProblem(password);
  if (weak) {
    throw authError(
      422,
      weak.code,
      weak.message,
      weak.reason ? { weak_password: { reasons: [weak.reason] } } : {},
    );
  }
}

interface HookAnswer {
  error?: { http_code?: unknown; message?: unknown };
}

/**
 * The "Before User Created" auth hook, called as GoTrue calls the Postgres function configured for it on hosted
 * Supabase (public.before_user_created, 20261204120100_sign_up_rules.sql): its `error` refuses the sign-up with
 * its HTTP code and message.
 */
async function runBeforeUserCreatedHook(tx: Queryable, email: string, metadata: object): Promise<void> {
  const event = { metadata: { name: 'before-user-created' }, user: { email, user_metadata: metadata } };
  const answered = await tx.query<{ answer: HookAnswer | null }>(
    'select public.before_user_created($1::text::jsonb) as answer',
    [JSON.stringify(event)],
  );
  const refusal = answered.rows[0]?.answer?.error;
  if (!refusal) return;
  const status = typeof refusal.http_code === 'number' ? refusal.http_code : 400;
  const message = typeof refusal.message === 'string' ? refusal.message : 'Sign-up refused';
  throw authError(status, 'validation_failed', message);
}

async function signUp(ctx: BackendContext, body: unknown) {
  const given = stringField(body, 'email');
  const password = stringField(body, 'password');
  const rawData =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).data : undefined;
  const data = typeof rawData === 'object' && rawData !== null && !Array.isArray(rawData) ? rawData : {};
  if (!given.trim()) throw authError(400, 'validation_failed', 'To signup, please provide your email');
  const email = requestEmail(given);
  if (!password) throw authError(400, 'validation_failed', 'Signup requires a valid password');
  checkNewPassword(password);
  const passwordHash = await ctx.passwords.hash(password);
  return ctx.db.transaction(async (tx) => {
    const existing = await tx.query('select 1 from auth.users where lower(email) = $1', [email]);
    if (existing.rows.length > 0) throw authError(422, 'user_already_exists', 'User already registered');
    await runBeforeUserCreatedHook(tx, email, data);
    let inserted;
    try {
      inserted = await insertAuthUser(tx, email, passwordHash, data, !ctx.confirmEmail);
    } catch (error) {
      // The profile trigger refused the metadata (e.g. an age outside the allowed range). GoTrue answers 500 with
      // this message; here data the database refuses is the client's 400, with the same message.
      if (isPgError(error) && /^(22|23|P0)/.test(error.code)) {
        throw authError(400, 'validation_failed', 'Database error saving new user');
      }
      console.error('sign-up failed in the database:', error);
      throw authError(500, 'unexpected_failure', 'Database error saving new user');
    }
    const user = inserted.rows[0];
    if (!user) throw new Error('user insert returned no row');
    // With "Confirm email" on, GoTrue mails a confirmation link and answers the user alone: no session until the
    // address is confirmed.
    if (ctx.confirmEmail) {
      await mailLink(ctx, tx, user.id, user.email, 'signup');
      return { ...userJson(user), confirmation_sent_at: iso(new Date()) };
    }
    return startSession(ctx, tx, user);
  });
}

async function passwordGrant(ctx: BackendContext, body: unknown) {
  const normal = normalizeEmail(stringField(body, 'email'));
  const email = normal.ok ? normal.value : '';
  const password = stringField(body, 'password');
  if (!email || !password) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
  const found = await ctx.db.query<{ id: string; encrypted_password: string | null; confirmed: boolean }>(
    `select id::text, encrypted_password, email_confirmed_at is not null as confirmed
     from auth.users where lower(email) = $1`,
    [email],
  );
  const candidate = found.rows[0];
  if (!(await ctx.passwords.verify(password, candidate?.encrypted_password ?? null)) || !candidate) {
    throw authError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  if (!candidate.confirmed) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
  return ctx.db.transaction(async (tx) => {
    const updated = await tx.query<UserRow>(
      `update auth.users set last_sign_in_at = now() where id = $1 returning ${USER_COLUMNS}`,
      [candidate.id],
    );
    const user = updated.rows[0];
    if (!user) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
    return startSession(ctx, tx, user);
  });
}

async function refreshGrant(ctx: BackendContext, body: unknown) {
  const token = stringField(body, 'refresh_token');
  if (!token) throw authError(400, 'validation_failed', 'refresh_token required');
  return ctx.db.transaction(async (tx) => {
    const found = await tx.query<{
      session_id: string;
      revoked: boolean;
      user_id: string;
      active: string | null;
      within_reuse_interval: boolean;
      amr: string | null;
    }>(
      `select t.session_id::text, t.revoked, t.user_id::text,
              (select s.amr from auth.sessions s where s.id = t.session_id) as amr,
              t.updated_at > now() - make_interval(secs => $2) as within_reuse_interval,
              (select a.token from auth.refresh_tokens a
               where a.session_id = t.session_id and not a.revoked order by a.id desc limit 1) as active
       from auth.refresh_tokens t where t.token = $1 for update`,
      [token, ctx.refreshTokenReuseIntervalSeconds],
    );
    const row = found.rows[0];
    if (!row)
      throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    let reuse: string | undefined;
    if (row.revoked) {
      // GoTrue's reuse interval: two tabs refreshing at once both get the session's current token. Later reuse
      // means the token leaked: the whole session ends, as GoTrue's reuse detection does.
      if (!row.within_reuse_interval || !row.active) {
        await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
        return authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      reuse = row.active;
    } else {
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [
        token,
      ]);
    }
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
    const users = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [
      row.user_id,
    ]);
    const user = users.rows[0];
    if (!user)
      throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    return issueSession(ctx, tx, user, row.session_id, token, row.amr ?? 'password', reuse);
  });
}

/** The caller's verified user token; GoTrue answers 403 bad_jwt for anything else. */
async function requireUserClaims(ctx: BackendContext, req: Request): Promise<Claims & { sub: string }> {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const result = await verifyJwt(match[1], ctx.secret);
  if (!result.ok) {
    const reason =
      result.reason === 'expired' ? 'token has invalid claims: token is expired' : 'signature is invalid';
    throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  const foreign =
    result.claims.role === 'authenticated' ? foreignClaim(result.claims, ctx.issuer) : 'audience';
  if (foreign) {
    throw authError(403, 'bad_jwt', `invalid JWT: token has invalid claims: token has invalid ${foreign}`);
  }
  const sub = result.claims.sub;
  if (!sub) throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  return { ...result.claims, sub };
}

async function getUser(ctx: BackendContext, req: Request) {
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

async function logout(ctx: BackendContext, req: Request, scope: string) {
  if (!isLogoutScope(scope)) {
    throw authError(
      400,
      'validation_failed',
      `Unsupported logout scope "${scope}". Use one of: ${LOGOUT_SCOPES.join(', ')}`,
    );
  }
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

/** GoTrue's SMTP_MAX_FREQUENCY: one link of a kind per address per minute. */
const MAIL_FREQUENCY_SECONDS = 60;

/** Where each mailed link's hash and sending time live on auth.users (GoTrue's columns). */
const LINK_COLUMNS: Record<AuthEmailKind, { token: string; sentAt: string }> = {
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
};

/** Only a hash of a mailed token is stored: a copy of the database holds no usable link. */
const hashMailToken = (token: string): Promise<string> => sha256Hex(token);

/**
 * Mails a single-use link (the token GoTrue calls `token_hash`) to `to`, recording its hash on the user. Called inside
 * the caller's transaction: when the mail cannot be sent, nothing is recorded and the caller gets GoTrue's 500.
 */
async function mailLink(
  ctx: BackendContext,
  tx: Queryable,
  userId: string,
  to: string,
  kind: AuthEmailKind,
): Promise<void> {
  const columns = LINK_COLUMNS[kind];
  const recent = await tx.query<{ too_soon: boolean }>(
    `select coalesce(${columns.sentAt} > now() - make_interval(secs => $2), false) as too_soon
     from auth.users where id = $1 for update`,
    [userId, MAIL_FREQUENCY_SECONDS],
  );
  if (recent.rows[0]?.too_soon) {
    throw authError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${MAIL_FREQUENCY_SECONDS} seconds.`,
    );
  }
  const token = randomToken(28, 'hex');
  await tx.query(`update auth.users set ${columns.token} = $2, ${columns.sentAt} = now() where id = $1`, [
    userId,
    await hashMailToken(token),
  ]);
  await sendMail(ctx, to, authEmail(kind, token, ctx.mail.appUrl), kind);
}

/** Sends one auth mail; when it cannot be sent the caller gets GoTrue's 500 (and its transaction is undone). */
async function sendMail(ctx: BackendContext, to: string, mail: AuthEmail, kind: string): Promise<void> {
  try {
    await ctx.mail.mailer.send({ to, subject: mail.subject, text: mail.text, kind });
  } catch (error) {
    console.error(`auth mail (${kind}) failed:`, error);
    throw authError(500, 'unexpected_failure', 'Error sending email');
  }
}

/** POST /recover: the same empty answer whether or not the address has an account (no account discovery). */
async function recover(ctx: BackendContext, body: unknown) {
  const given = stringField(body, 'email');
  if (!given.trim()) throw authError(400, 'validation_failed', 'Password recovery requires an email');
  const email = requestEmail(given);
  await ctx.db.transaction(async (tx) => {
    const found = await tx.query<{ id: string; email: string }>(
      'select id::text, email from auth.users where lower(email) = $1',
      [email],
    );
    const user = found.rows[0];
    if (user) await mailLink(ctx, tx, user.id, user.email, 'recovery');
  });
  return {};
}

/** POST /resend: the sign-up confirmation again (or a pending e-mail change's link). */
async function resend(ctx: BackendContext, body: unknown) {
  const type = stringField(body, 'type');
  if (type !== 'signup' && type !== 'email_change') {
    throw authError(400, 'validation_failed', 'Missing one of these types: signup, email_change');
  }
  const email = requestEmail(stringField(body, 'email'));
  await ctx.db.transaction(async (tx) => {
    const found = await tx.query<{ id: string; email: string; email_change: string | null }>(
      type === 'signup'
        ? 'select id::text, email, email_change from auth.users where lower(email) = $1 and email_confirmed_at is null'
        : 'select id::text, email, email_change from auth.users where lower(email_change) = $1',
      [email],
    );
    const user = found.rows[0];
    if (user) await mailLink(ctx, tx, user.id, type === 'signup' ? user.email : email, type);
  });
  return {};
}

const VERIFY_TYPES: Record<string, AuthEmailKind> = {
  recovery: 'recovery',
  signup: 'signup',
  email: 'signup',
  email_change: 'email_change',
};

/** What following each kind of link changes on the user (besides using the token up). */
const VERIFY_CHANGES: Record<AuthEmailKind, string> = {
  recovery: 'recovery_token = null, email_confirmed_at = coalesce(email_confirmed_at, now())',
  signup: 'confirmation_token = null, email_confirmed_at = coalesce(email_confirmed_at, now())',
  email_change:
    'email = email_change, email_change = null, email_change_token_new = null, email_confirmed_at = now()',
};

/** POST /verify with `token_hash` and `type`: uses the mailed link up and opens a session ('otp'). */
function verify(ctx: BackendContext, body: unknown) {
  const type = stringField(body, 'type');
  const tokenHash = stringField(body, 'token_hash');
  if (!VERIFY_TYPES[type]) throw authError(400, 'validation_failed', 'Verify requires a verification type');
  if (!tokenHash) throw authError(400, 'validation_failed', 'Verify requires either a token or a token hash');
  return verifyToken(ctx, type, tokenHash);
}

/** Uses the mailed link of `type` up and opens a session ('otp'). */
async function verifyToken(ctx: BackendContext, type: string, tokenHash: string) {
  const kind = VERIFY_TYPES[type];
  if (!kind) throw authError(400, 'validation_failed', 'Invalid email verification type');
  const columns = LINK_COLUMNS[kind];
  return ctx.db.transaction(async (tx) => {
    const found = await tx.query<{ id: string }>(
      `select id::text from auth.users
       where ${columns.token} = $1 and ${columns.sentAt} > now() - make_interval(secs => $2) for update`,
      [await hashMailToken(tokenHash), AUTH_LINK_TTL_SECONDS],
    );
    const id = found.rows[0]?.id;
    if (!id) throw authError(403, 'otp_expired', 'Email link is invalid or has expired');
    let updated;
    try {
      updated = await tx.query<UserRow>(
        `update auth.users set ${VERIFY_CHANGES[kind]}, last_sign_in_at = now(), updated_at = now()
         where id = $1 returning ${USER_COLUMNS}`,
        [id],
      );
    } catch (error) {
      // Someone took the new address between the request and the confirmation.
      if (isPgError(error) && error.code === '23505') {
        throw authError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      throw error;
    }
    const user = updated.rows[0];
    if (!user) throw authError(403, 'otp_expired', 'Email link is invalid or has expired');
    return startSession(ctx, tx, user, 'otp');
  });
}

/** GoTrue's SITE_URL check of a redirect (internal/utilities/request.go IsRedirectURLValid, no URI allow list). */
function isAllowedRedirect(siteUrl: string, candidate: string | null | undefined): candidate is string {
  if (!candidate) return false;
  let site: URL;
  let target: URL;
  try {
    site = new URL(siteUrl);
    target = new URL(candidate);
  } catch {
    return false;
  }
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  // url_validator.go isLocalhost: a native app on the loopback may use any port (RFC 8252 §7.3).
  const localhost =
    ['localhost', '127.0.0.1', '::1', '0.0.0.0', '::'].includes(host) || host.endsWith('.localhost');
  if (
    site.hostname === target.hostname &&
    site.protocol === target.protocol &&
    (site.port === target.port || localhost)
  ) {
    return true;
  }
  // A loopback address is allowed; any other address, in decimal or dotted form, is not.
  return /^(127(\.\d{1,3}){3}|::1)$/.test(host);
}

/** Go's url.Values.Encode: keys sorted, values query-escaped (a space is '+'). */
function encodeSorted(params: Record<string, string>): string {
  return new URLSearchParams(
    Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString();
}

/** GoTrue's oauthErrorMap: the OAuth `error` of an HTTP status. */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/**
 * GET /verify?token=…&type=…&redirect_to=…: the link of hosted Supabase's default e-mail templates
 * ({{ .ConfirmationURL }}), as internal/api/verify.go verifyGet answers it (implicit flow). The link is used up and
 * the browser is sent (303) to redirect_to, or the Referer, or SITE_URL, whichever GoTrue accepts first, with the
 * session in the fragment (`#access_token=…&expires_at=…&expires_in=…&refresh_token=…&sb=&token_type=bearer&type=…`);
 * a refused link sends it there with `#error=…&error_code=…&error_description=…&sb=`.
 * A link without type or token is a 400 JSON error, as upstream.
 */
async function verifyRedirect(ctx: BackendContext, req: Request, url: URL): Promise<string> {
  const type = url.searchParams.get('type') ?? '';
  const token = url.searchParams.get('token') ?? '';
  if (!type) throw authError(400, 'validation_failed', 'Verify requires a verification type');
  if (!token) throw authError(400, 'validation_failed', 'Verify requires a token or a token hash');
  const requested = req.headers.get('redirect_to') || url.searchParams.get('redirect_to');
  const redirectTo =
    [requested, req.headers.get('referer')].find((candidate) => isAllowedRedirect(ctx.appUrl, candidate)) ??
    ctx.appUrl;
  try {
    const session = await verifyToken(ctx, type, token);
    return `${redirectTo}#${encodeSorted({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: session.token_type,
      // verifyTokenHash names a confirmation found by the `email` type 'signup'.
      type: type === 'email' ? 'signup' : type,
    })}`;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const { code, message } = error.body as { code: string; message: string };
    const oauthError = OAUTH_ERRORS[error.status];
    // prepErrorRedirectURL writes the error into the query too only for the PKCE flow; these links are implicit.
    const fragment = encodeSorted({
      ...(oauthError ? { error: oauthError } : {}),
      error_code: code,
      error_description: message,
      sb: '',
    });
    return `${redirectTo.split('#')[0]}#${fragment}`;
  }
}

/** A parent-managed child account (its parent sets its password; its e-mail is its username's and stays). */
async function isManagedChild(tx: Queryable, userId: string): Promise<boolean> {
  const found = await tx.query<{ managed: boolean }>('select private.is_managed_child($1) as managed', [
    userId,
  ]);
  return found.rows[0]?.managed === true;
}

/**
 * PUT /user: password, e-mail (mailed to the new address; it changes only once confirmed) and user metadata. A new
 * password needs the current one (GoTrue with SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD on), except in a
 * session opened by a mailed link (password reset); it ends the user's other sessions, as GoTrue does. A managed
 * child's password and e-mail are its parent's to change (403 managed_by_parent).
 */
async function updateUser(ctx: BackendContext, req: Request, body: unknown, limitMail: () => void) {
  const claims = await requireUserClaims(ctx, req);
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const password = 'password' in fields ? stringField(fields, 'password') : null;
  if (password !== null) checkNewPassword(password);
  const newEmail = 'email' in fields ? requestEmail(stringField(fields, 'email')) : null;
  const data = fields.data;
  if (data !== undefined && (typeof data !== 'object' || data === null || Array.isArray(data))) {
    throw authError(400, 'validation_failed', 'data must be an object');
  }
  const newHash = password === null ? null : await ctx.passwords.hash(password);
  const user = await ctx.db.transaction(async (tx) => {
    const found = await tx.query<UserRow & { encrypted_password: string | null; amr: string | null }>(
      `select ${USER_COLUMNS}, encrypted_password,
              (select s.amr from auth.sessions s where s.id::text = $2 and s.user_id = u.id) as amr
       from auth.users u where id::text = $1 for update`,
      [claims.sub, claims.session_id ?? ''],
    );
    const current = found.rows[0];
    if (!current) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (current.amr === null) {
      throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    const changesSignIn =
      password !== null || (newEmail !== null && newEmail !== current.email.toLowerCase());
    if (changesSignIn && (await isManagedChild(tx, current.id))) {
      throw authError(
        403,
        'managed_by_parent',
        familyErrorMessage('managed_by_parent') ?? 'Ask your parent.',
      );
    }
    if (password !== null && newHash !== null) {
      if (current.amr !== 'otp') {
        const given = stringField(fields, 'current_password');
        if (!given) {
          throw authError(
            400,
            'current_password_required',
            'Current password required when setting new password.',
          );
        }
        if (!(await ctx.passwords.verify(given, current.encrypted_password, tx))) {
          throw authError(
            400,
            'current_password_invalid',
            'Current password required when setting new password.',
          );
        }
      }
      if (await ctx.passwords.verify(password, current.encrypted_password, tx)) {
        throw authError(422, 'same_password', 'New password should be different from the old password.');
      }
      // A new password also cancels a pending e-mail change: the owner's way out after the notice to the old address.
      await tx.query(
        `update auth.users set encrypted_password = $2, recovery_token = null, email_change = null,
           email_change_token_new = null, email_change_sent_at = null
         where id = $1`,
        [current.id, newHash],
      );
      await tx.query('delete from auth.sessions where user_id = $1 and id::text <> $2', [
        current.id,
        claims.session_id ?? '',
      ]);
    }
    if (newEmail !== null && newEmail !== current.email.toLowerCase()) {
      const taken = await tx.query('select 1 from auth.users where lower(email) = $1', [newEmail]);
      if (taken.rows.length > 0) {
        throw authError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      limitMail();
      await tx.query('update auth.users set email_change = $2 where id = $1', [current.id, newEmail]);
      await mailLink(ctx, tx, current.id, newEmail, 'email_change');
      await sendMail(ctx, current.email, emailChangeNotice(newEmail, ctx.mail.appUrl), 'email_change_notice');
    }
    if (data !== undefined) {
      await tx.query(
        'update auth.users set raw_user_meta_data = raw_user_meta_data || $2::text::jsonb where id = $1',
        [current.id, JSON.stringify(data)],
      );
    }
    const updated = await tx.query<UserRow>(
      `update auth.users set updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
      [current.id],
    );
    return updated.rows[0] ?? current;
  });
  return userJson(user);
}

export async function handleAuth(
  ctx: BackendContext,
  req: Request,
  path: string,
  url: URL,
  clientAddress: string,
): Promise<Response> {
  const readJson = async () => {
    const raw = await readBody(req, ctx.maxBodyBytes, () =>
      authError(413, 'request_too_large', 'Request body too large'),
    );
    if (raw.length > 0 && mediaType(req.headers.get('content-type')) !== 'application/json') {
      throw authError(415, 'validation_failed', 'Content-Type must be application/json');
    }
    const body = parseJsonBody(raw, () => authError(400, 'bad_json', 'Could not parse request body as JSON'));
    // PostgreSQL cannot store NUL; GoTrue would fail with a 500 where this answers what is wrong.
    if (containsNul(body)) throw authError(400, 'validation_failed', 'The request holds a NUL character');
    return body;
  };
  /**
   * GoTrue's 429 once the caller's address used up its bucket. Mail is also counted per recipient; sign-in is not
   * counted per account, as in GoTrue: a stranger's wrong passwords would otherwise lock the owner out.
   */
  const limit = (kind: RateLimitKind, body: unknown) => {
    const normal = kind === 'emailSent' ? normalizeEmail(stringField(body, 'email')) : null;
    const keys = [`ip:${clientAddress}`, ...(normal?.ok ? [`email:${normal.value}`] : [])];
    if (ctx.rateLimiter.take(kind, keys)) return;
    throw kind === 'emailSent'
      ? authError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded')
      : authError(429, 'over_request_rate_limit', 'Request rate limit reached');
  };

  if (path === '/signup' && req.method === 'POST') {
    const body = await readJson();
    limit('signInSignUps', body);
    return json(200, await signUp(ctx, body), VERSION_HEADER);
  }
  if (path === '/token' && req.method === 'POST') {
    const grant = url.searchParams.get('grant_type');
    const body = await readJson();
    if (grant === 'password') {
      limit('signInSignUps', body);
      return json(200, await passwordGrant(ctx, body), VERSION_HEADER);
    }
    if (grant === 'refresh_token') {
      limit('tokenRefresh', body);
      const result = await refreshGrant(ctx, body);
      if (result instanceof HttpError) throw result;
      return json(200, result, VERSION_HEADER);
    }
    throw authError(400, 'validation_failed', 'unsupported_grant_type');
  }
  if (path === '/user' && req.method === 'GET') {
    return json(200, await getUser(ctx, req), VERSION_HEADER);
  }
  if (path === '/user' && req.method === 'PUT') {
    const body = await readJson();
    return json(200, await updateUser(ctx, req, body, () => limit('emailSent', {})), VERSION_HEADER);
  }
  if (path === '/recover' && req.method === 'POST') {
    const body = await readJson();
    limit('emailSent', body);
    return json(200, await recover(ctx, body), VERSION_HEADER);
  }
  if (path === '/resend' && req.method === 'POST') {
    const body = await readJson();
    limit('emailSent', body);
    return json(200, await resend(ctx, body), VERSION_HEADER);
  }
  if (path === '/verify' && req.method === 'GET') {
    limit('tokenVerifications', {});
    const location = await verifyRedirect(ctx, req, url);
    return empty(303, { 'X-Supabase-Api-Version': API_VERSION, Location: location });
  }
  if (path === '/verify' && req.method === 'POST') {
    const body = await readJson();
    limit('tokenVerifications', body);
    return json(200, await verify(ctx, body), VERSION_HEADER);
  }
  if (path === '/logout' && req.method === 'POST') {
    await logout(ctx, req, url.searchParams.get('scope') ?? 'global');
    return empty(204, { 'X-Supabase-Api-Version': API_VERSION });
  }
  if (path === '/health' && req.method === 'GET') {
    return json(
      200,
      { version: 'local', name: 'GoTrue', description: 'DreamPitch local auth' },
      VERSION_HEADER,
    );
  }
  throw authError(404, 'not_found', 'Not found');
}
