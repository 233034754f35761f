import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { handleAuth } from './auth';
import { BCRYPT_COST } from './auth-guards';
import type { BackendContext } from './context';
import { AcquisitionTimeout, inLane, openPglite, openPostgres, type Database } from './db';
import { openPgliteThread } from './pglite-thread';
import { runBillingCycle } from './billing';
import { handleFunction, PUBLIC_FUNCTIONS } from './functions';
import { handleOutbox, setUpMail } from './mail';
import { loggable, surfaceOf, toHttpError, type Surface } from './errors';
import { API_VERSION, applyCors, HttpError, sendEmpty, sendJson } from './http';
import { foreignClaim, secretBytes, verifyJwt, type ApiRole } from './jwt';
import { DEFAULT_JWT_SECRET, localKeys } from './keys';
import { applySeed, migrate, schemaFingerprint } from './migrate';
import { defaultDataDir, defaultOutboxDir, snapshotCacheDir } from './paths';
import { handleRest, type Caller } from './rest';
import { restError } from './rest-query';
import { RateLimiter, resolveAuthRateLimits, type AuthRateLimits } from './rate-limit';
import { purgeUnconsented } from './consent-cleanup';
import { startReminderScheduler, type Clock } from './reminders';
import { loadSchemaCache } from './schema';

export { localKeys, DEFAULT_JWT_SECRET, type LocalKeys } from './keys';

export const DEFAULT_PORT = 54321;

export interface LocalBackendOptions {
  /** 0 picks a free port. Default 54321, Supabase's local API port. */
  port?: number;
  host?: string;
  /**
   * A folder to persist PGlite in, or 'memory' (a throwaway database in a temporary folder that stop() removes).
   * Default tools/local-backend/.local-db/pglite.
   */
  dataDir?: string;
  /** A PostgreSQL server instead of PGlite. Default: DATABASE_URL when no dataDir is given. */
  databaseUrl?: string;
  jwtSecret?: string;
  /** SQL run after the migrations on every start, like the Supabase CLI's seed.sql (e.g. a test's fixtures). */
  seedSql?: string;
  /** PostgREST's db-max-rows. Default: PGRST_DB_MAX_ROWS, else 1000 as on hosted Supabase. */
  maxRows?: number;
  /**
   * The most rows the embedded resources of one REST response add up to; more answers 400 DPR01.
   * Default: REST_MAX_EMBEDDED_ROWS, else 10000.
   */
  maxEmbeddedRows?: number;
  /** The largest REST response body; larger answers 400 DPR02. Default: REST_MAX_RESPONSE_BYTES, else 10 MiB. */
  maxResponseBytes?: number;
  /**
   * PostgREST's db-pool-acquisition-timeout for PGlite's one connection: a request that waits longer for its turn
   * answers 504 PGRST003. Default: PGRST_DB_POOL_ACQUISITION_TIMEOUT (seconds), else 10 s as PostgREST.
   */
  poolAcquisitionTimeoutMs?: number;
  /** Largest accepted request body. Default 1 MiB. */
  maxBodyBytes?: number;
  /** Access token lifetime. Default 3600, as GoTrue. */
  accessTokenTtlSeconds?: number;
  /** Origins allowed besides any localhost origin. Default: CORS_ORIGINS (comma separated). */
  corsOrigins?: string[];
  /** Charge real Stripe tokens. Default: STRIPE_SECRET_KEY. */
  stripeSecretKey?: string | null;
  /** Send mail through this SMTP server instead of the dev outbox. Default: SMTP_URL. */
  smtpUrl?: string | null;
  /** The dev outbox folder. Default: OUTBOX_DIR, else tools/local-backend/.local-db/outbox. */
  outboxDir?: string;
  /** How often queued mail is delivered, in ms; 0 = only on demand (GET /outbox, functions). Default 1000. */
  mailIntervalMs?: number;
  /** Verifies Stripe's webhook deliveries (`billing-webhook`). Default: STRIPE_WEBHOOK_SECRET. */
  stripeWebhookSecret?: string | null;
  /** Stripe price ids of the plans. Default: STRIPE_PRICE_PRO, STRIPE_PRICE_PARENT. */
  stripePrices?: { pro?: string | null; parent?: string | null };
  /** Stripe's API base URL, e.g. stripe-mock or a test's fake server. Default: STRIPE_API_URL, else api.stripe.com. */
  stripeApiUrl?: string | null;
  /** The site's origin, where Stripe's customer portal returns to. Default: APP_URL, else http://localhost:3000. */
  appUrl?: string;
  /** How often the simulated provider renews and ends due subscriptions, in ms; 0 = only through `billing-cycle`. Default 60000. */
  billingIntervalMs?: number;
  /** GoTrue's auth rate limits. Default: AUTH_RATE_LIMIT_* variables, else GoTrue's defaults. */
  authRateLimits?: Partial<AuthRateLimits>;
  /** bcrypt cost of new password hashes. Default 10, as GoTrue. */
  bcryptCost?: number;
  /** Seconds a rotated refresh token may still be used (GoTrue's reuse interval). Default 10. */
  refreshTokenReuseIntervalSeconds?: number;
  /**
   * Supabase's "Confirm email" switch: sign-up answers the user without a session, and password sign-in answers
   * 400 email_not_confirmed until the address is confirmed. Default: AUTH_CONFIRM_EMAIL=1, else off.
   */
  confirmEmail?: boolean;
  /** How often the reminder scheduler runs, in ms; 0 = only through `reminders-run`. Default 60000. */
  reminderIntervalMs?: number;
  /**
   * How often the unconsented-account clean-up runs (notice at 23 days, deletion at 30), in ms; 0 = only through
   * `consent-cleanup-run`. Default one hour.
   */
  consentCleanupIntervalMs?: number;
  /** The scheduler's clock. Default: the system clock. */
  clock?: Clock;
  /** The dev-only secret that opens the dev outbox in a browser (`/outbox?token=`). Default: OUTBOX_TOKEN, else random. */
  outboxToken?: string;
}

export interface LocalBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  database: 'pglite' | 'postgres';
  /** The dev outbox page with its dev-only token; print it for the developer, never serve it to a browser. */
  outboxUrl: string;
  stop(): Promise<void>;
}

let snapshotPromise: Promise<Blob> | null = null;

/**
 * A migrated empty database as a PGlite tarball. Creating and migrating PGlite takes seconds, so the result is
 * kept per process and on disk, keyed by the bootstrap and migrations it was built from.
 */
function migratedSnapshot(): Promise<Blob> {
  snapshotPromise ??= (async () => {
    const file = join(snapshotCacheDir(), `snapshot-${schemaFingerprint()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const db = await openPglite({});
    try {
      await migrate(db);
      const snapshot = await db.dump();
      mkdirSync(snapshotCacheDir(), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, Buffer.from(await snapshot.arrayBuffer()));
      renameSync(temporary, file);
      return snapshot;
    } finally {
      await db.close();
    }
  })();
  snapshotPromise.catch(() => {
    snapshotPromise = null;
  });
  return snapshotPromise;
}

/** A fresh in-memory PGlite with every migration applied (from the cached snapshot), for tools that read the schema. */
export async function openMigratedPglite(): Promise<Database> {
  const db = await openPglite({ snapshot: await migratedSnapshot() });
  await migrate(db);
  return db;
}

async function openDatabase(options: LocalBackendOptions): Promise<Database> {
  const databaseUrl =
    options.databaseUrl ?? (options.dataDir === undefined ? process.env.DATABASE_URL : undefined);
  if (databaseUrl) {
    const db = await openPostgres(databaseUrl);
    await migrate(db);
    return db;
  }
  const acquisitionTimeoutMs =
    options.poolAcquisitionTimeoutMs ??
    (positiveInteger(process.env.PGRST_DB_POOL_ACQUISITION_TIMEOUT) ?? 10) * 1000;
  // 'memory' is a throwaway folder, so that its data outlives a thread ended to cancel a statement.
  const dataDir = options.dataDir === 'memory' ? undefined : (options.dataDir ?? defaultDataDir());
  // A new data dir starts from the migrated snapshot: unpacking it is much faster than initdb plus migrations.
  const isNew = dataDir === undefined || !existsSync(join(dataDir, 'PG_VERSION'));
  const db = await openPgliteThread({
    ...(dataDir === undefined ? {} : { dataDir }),
    acquisitionTimeoutMs,
    ...(isNew ? { snapshot: await migratedSnapshot() } : {}),
  });
  // Applies migrations newer than the snapshot, if any (none when the cache key matches).
  await migrate(db);
  return db;
}

const outboxDirs = new WeakMap<object, string>();
const outboxDirOf = (ctx: BackendContext) => outboxDirs.get(ctx.mail) ?? defaultOutboxDir();

type Credential =
  { kind: 'none' } | { kind: 'token'; token: string } | { kind: 'malformed'; message: string };

/**
 * The Authorization header as PostgREST reads it (wai's extractBearerAuth, then three dot-separated parts), with
 * PostgREST's PGRST301 messages. A header that is not a bearer token is refused too, where PostgREST would ignore it:
 * a caller who sent credentials learns that they were not used instead of running as anon.
 */
function bearerCredential(req: IncomingMessage): Credential {
  const header = req.headers.authorization;
  if (header === undefined) return { kind: 'none' };
  const [, scheme = '', rest = ''] = /^(\S*)\s*([\s\S]*)$/.exec(header) ?? [];
  if (scheme.toLowerCase() !== 'bearer') {
    return { kind: 'malformed', message: 'Authorization header is not a Bearer token' };
  }
  const token = rest.trim();
  if (!token) return { kind: 'malformed', message: 'Empty JWT is sent in Authorization header' };
  const parts = token.split('.').length;
  if (parts !== 3) return { kind: 'malformed', message: `Expected 3 parts in JWT; got ${parts}` };
  return { kind: 'token', token };
}

function bearerToken(req: IncomingMessage): string | null {
  const credential = bearerCredential(req);
  return credential.kind === 'token' ? credential.token : null;
}

/** A verified token of this project (foreignClaim): its caller, or why not. */
async function projectToken(ctx: BackendContext, token: string) {
  const verified = await verifyJwt(token, ctx.secret);
  if (!verified.ok) return verified;
  const foreign = foreignClaim(verified.claims, ctx.issuer);
  return foreign ? { ok: false as const, reason: foreign } : verified;
}

/** The API gateway's check (Kong on Supabase): every API call carries a valid project key. */
async function requireApiKey(ctx: BackendContext, req: IncomingMessage, url: URL): Promise<Caller> {
  const header = req.headers.apikey;
  const apikey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey');
  if (!apikey) {
    throw new HttpError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  const verified = await projectToken(ctx, apikey);
  if (!verified.ok || verified.claims.role === 'authenticated') {
    throw new HttpError(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
  return { role: verified.claims.role, claims: verified.claims };
}

/** JwtError of PostgREST's src/PostgREST/Error.hs: decode errors are PGRST301, claims errors PGRST303. */
const REST_JWT_ERRORS: Record<string, [string, string]> = {
  expired: ['PGRST303', 'JWT expired'],
  audience: ['PGRST303', 'JWT not in audience'],
  issuer: ['PGRST303', 'JWT issuer is not this project'],
};

function restJwtError(code: string, message: string): HttpError {
  const answer = restError(401, code, message);
  answer.headers['WWW-Authenticate'] = `Bearer error="invalid_token", error_description="${message}"`;
  return answer;
}

/** PostgREST's view of the caller: the Authorization JWT, or the API key when there is none. */
async function restCaller(ctx: BackendContext, req: IncomingMessage, apiKeyCaller: Caller): Promise<Caller> {
  const credential = bearerCredential(req);
  if (credential.kind === 'none') return apiKeyCaller;
  if (credential.kind === 'malformed') throw restJwtError('PGRST301', credential.message);
  const verified = await projectToken(ctx, credential.token);
  if (verified.ok) return { role: verified.claims.role, claims: verified.claims };
  const [code, message] = REST_JWT_ERRORS[verified.reason] ?? [
    'PGRST301',
    'JWT cryptographic operation failed',
  ];
  throw restJwtError(code, message);
}

const HEALTH_TIMEOUT_MS = 3000;

/** Why the database cannot answer now (away, restarting, or busier than HEALTH_TIMEOUT_MS), or null. */
async function databaseProblem(ctx: BackendContext): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${HEALTH_TIMEOUT_MS} ms`), HEALTH_TIMEOUT_MS);
  });
  const probe = ctx.db.query('select 1').then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const isOutboxPath = (path: string) =>
  path === '/outbox' || path === '/outbox.json' || path.startsWith('/outbox/');

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * The dev outbox holds children's names and consent mail: it answers the service role key (`apikey` header or
 * bearer token) or the dev-only token printed at start (`?token=`), nothing else.
 */
async function requireOutboxAccess(ctx: BackendContext, req: IncomingMessage, url: URL): Promise<void> {
  const token = url.searchParams.get('token');
  if (token !== null && sameSecret(token, ctx.outboxToken)) return;
  const header = req.headers.apikey;
  for (const key of [Array.isArray(header) ? header[0] : header, bearerToken(req)]) {
    if (!key) continue;
    const verified = await verifyJwt(key, ctx.secret);
    if (verified.ok && verified.claims.role === 'service_role') return;
  }
  throw new HttpError(401, {
    code: 'outbox_key_required',
    message:
      'The dev outbox needs the service role key (apikey header) or the outbox link printed when the backend started',
  });
}

async function route(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const path = url.pathname;
  if (path === '/health' || path === '/') {
    const problem = await databaseProblem(ctx);
    if (problem) {
      sendJson(res, 503, { status: 'unavailable', database: ctx.db.kind, message: problem });
      return;
    }
    sendJson(res, 200, { status: 'ok', database: ctx.db.kind });
    return;
  }
  if (path.startsWith('/auth/v1/')) {
    res.setHeader('X-Supabase-Api-Version', API_VERSION);
    // Supabase's gateway serves /auth/v1/verify without a key (kong.yml auth-v1-open): a mailed link carries none.
    if (path !== '/auth/v1/verify') await requireApiKey(ctx, req, url);
    await handleAuth(ctx, req, res, path.slice('/auth/v1'.length), url);
    return;
  }
  if (path.startsWith('/rest/v1/') || path === '/rest/v1') {
    const caller = await restCaller(ctx, req, await requireApiKey(ctx, req, url));
    await handleRest(ctx, req, res, path.slice('/rest/v1'.length), url, caller);
    return;
  }
  if (isOutboxPath(path) && ctx.mail.mailer.kind === 'outbox') {
    await requireOutboxAccess(ctx, req, url);
    await handleOutbox(req, res, path, outboxDirOf(ctx), () => ctx.mail.deliver(), ctx.outboxToken);
    return;
  }
  if (path.startsWith('/functions/v1/')) {
    const name = decodeURIComponent(path.slice('/functions/v1/'.length));
    if (PUBLIC_FUNCTIONS.has(name)) {
      await handleFunction(ctx, req, res, name, null);
      return;
    }
    await requireApiKey(ctx, req, url);
    const credential = bearerCredential(req);
    const verified = credential.kind === 'token' ? await projectToken(ctx, credential.token) : null;
    // Supabase verifies the JWT before a function runs (verify_jwt).
    if (!verified?.ok)
      throw new HttpError(401, {
        code: 401,
        message: credential.kind === 'none' ? 'Missing authorization header' : 'Invalid JWT',
      });
    await handleFunction(ctx, req, res, name, { role: verified.claims.role, claims: verified.claims });
    return;
  }
  throw new HttpError(404, { message: 'no Route matched with those values' });
}

/** The one top-level error path: whatever a request holds or a handler throws, the answer is an HTTP response. */
async function handleRequest(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  corsOrigins: readonly string[],
): Promise<void> {
  let surface: Surface = 'other';
  try {
    const url = parseRequestUrl(req.url);
    // The dev outbox is never readable cross-origin, with or without credentials.
    if (!isOutboxPath(url.pathname)) applyCors(req, res, corsOrigins);
    if (req.method === 'OPTIONS') {
      sendEmpty(res, 204);
      return;
    }
    surface = surfaceOf(url.pathname);
    await inLane(laneOf(req), () => route(ctx, req, res, url));
  } catch (thrown) {
    const error = toHttpError(thrown, surface);
    if (error.status >= 500 && !(thrown instanceof HttpError) && !(thrown instanceof AcquisitionTimeout)) {
      console.error(`local backend: ${req.method ?? '?'} answered ${error.status}:`, loggable(thrown));
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (surface === 'auth') res.setHeader('X-Supabase-Api-Version', API_VERSION);
    // GoTrue answers `application/json` without a charset (sendJSON, internal/api/helpers.go).
    const headers =
      surface === 'auth' ? { 'Content-Type': 'application/json', ...error.headers } : error.headers;
    sendJson(res, error.status, error.body, headers);
  }
}

/** Whose turn a request's database work takes on PGlite: the caller's token, else its address. */
function laneOf(req: IncomingMessage): string {
  return bearerToken(req) ?? req.socket.remoteAddress ?? '';
}

/** The request target as a URL; absolute-form targets (`GET http://host/path`) are accepted, malformed ones are 400. */
function parseRequestUrl(target: string | undefined): URL {
  try {
    return new URL(target ?? '/', 'http://localhost');
  } catch {
    throw new HttpError(400, { code: 'bad_request', message: 'Malformed request target' });
  }
}

function positiveInteger(raw: string | undefined): number | undefined {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The API roles' own statement_timeout (ALTER ROLE … SET), which PostgREST applies when it switches role. */
async function loadStatementTimeouts(db: Database): Promise<Partial<Record<ApiRole, string>>> {
  const rows = await db.query<{ role: ApiRole; timeout: string }>(
    `select r.rolname as role, split_part(c, '=', 2) as timeout
     from pg_db_role_setting s join pg_roles r on r.oid = s.setrole, unnest(s.setconfig) c
     where r.rolname in ('anon', 'authenticated', 'service_role') and c like 'statement_timeout=%'
       and s.setdatabase = 0`,
  );
  return Object.fromEntries(rows.rows.map((row) => [row.role, row.timeout]));
}

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const keys = localKeys(options.jwtSecret);
  const host = options.host ?? '127.0.0.1';
  // The built-in secret is public (the Supabase CLI's demo secret): anyone could mint a service role key with it.
  if (!isLoopback(host) && keys.jwtSecret === DEFAULT_JWT_SECRET) {
    throw new Error(
      `Refusing to listen on ${host} with the built-in demo JWT secret: set JWT_SECRET (at least 32 characters) ` +
        'or listen on 127.0.0.1.',
    );
  }
  const db = await openDatabase(options);
  if (options.seedSql) await applySeed(db, options.seedSql);
  const schema = await loadSchemaCache(db);
  const corsOrigins =
    options.corsOrigins ??
    (process.env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
  const outboxDir = options.outboxDir ?? process.env.OUTBOX_DIR ?? defaultOutboxDir();
  const mail = setUpMail(db, {
    smtpUrl: options.smtpUrl === undefined ? (process.env.SMTP_URL ?? null) : options.smtpUrl,
    outboxDir,
    from: process.env.MAIL_FROM,
    appUrl: process.env.APP_URL,
  });
  outboxDirs.set(mail, outboxDir);
  const clock = options.clock ?? (() => new Date());
  const ctx: BackendContext = {
    db,
    secret: secretBytes(keys.jwtSecret),
    issuer: '',
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    maxBodyBytes: options.maxBodyBytes ?? 1024 * 1024,
    maxRows: options.maxRows ?? positiveInteger(process.env.PGRST_DB_MAX_ROWS) ?? 1000,
    maxEmbeddedRows: options.maxEmbeddedRows ?? positiveInteger(process.env.REST_MAX_EMBEDDED_ROWS) ?? 10_000,
    maxResponseBytes:
      options.maxResponseBytes ?? positiveInteger(process.env.REST_MAX_RESPONSE_BYTES) ?? 10 * 1024 * 1024,
    statementTimeouts: await loadStatementTimeouts(db),
    schema,
    stripeSecretKey:
      options.stripeSecretKey === undefined
        ? (process.env.STRIPE_SECRET_KEY ?? null)
        : options.stripeSecretKey,
    mail,
    clock,
    stripeWebhookSecret:
      options.stripeWebhookSecret === undefined
        ? (process.env.STRIPE_WEBHOOK_SECRET ?? null)
        : options.stripeWebhookSecret,
    stripePrices: options.stripePrices ?? {
      pro: process.env.STRIPE_PRICE_PRO ?? null,
      parent: process.env.STRIPE_PRICE_PARENT ?? null,
    },
    stripeApiUrl:
      options.stripeApiUrl === undefined ? (process.env.STRIPE_API_URL ?? null) : options.stripeApiUrl,
    appUrl: options.appUrl ?? process.env.APP_URL ?? 'http://localhost:3000',
    outboxToken: options.outboxToken ?? process.env.OUTBOX_TOKEN ?? randomBytes(18).toString('base64url'),
    rateLimiter: new RateLimiter(resolveAuthRateLimits(options.authRateLimits)),
    bcryptCost: options.bcryptCost ?? BCRYPT_COST,
    refreshTokenReuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds ?? 10,
    confirmEmail: options.confirmEmail ?? ['1', 'true'].includes(process.env.AUTH_CONFIRM_EMAIL ?? ''),
  };
  const billingIntervalMs = options.billingIntervalMs ?? 60_000;
  const billingTimer =
    billingIntervalMs > 0
      ? setInterval(() => {
          db.transaction((tx) => runBillingCycle(tx)).catch((error: unknown) =>
            console.warn('billing cycle failed:', loggable(error)),
          );
        }, billingIntervalMs)
      : null;
  billingTimer?.unref();
  const mailIntervalMs = options.mailIntervalMs ?? 1000;
  const mailTimer =
    mailIntervalMs > 0
      ? setInterval(() => {
          mail.deliver().catch((error: unknown) => console.warn('mail delivery failed:', loggable(error)));
        }, mailIntervalMs)
      : null;
  mailTimer?.unref();
  const reminders = startReminderScheduler(db, mail, clock, options.reminderIntervalMs ?? 60_000);
  const consentCleanup = startReminderScheduler(
    db,
    mail,
    clock,
    options.consentCleanupIntervalMs ?? 3_600_000,
    purgeUnconsented,
  );

  const server = createServer((req, res) => {
    void handleRequest(ctx, req, res, corsOrigins);
  });
  // Requests Node's HTTP parser refuses (bad request lines, NUL bytes in headers, oversized headers) never reach
  // the handler; they still get a JSON 400 rather than a dropped connection.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({ code: 'bad_request', message: 'Malformed HTTP request' });
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  ctx.issuer = `${url}/auth/v1`;

  return {
    url,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    jwtSecret: keys.jwtSecret,
    database: db.kind,
    outboxUrl: `${url}/outbox?token=${ctx.outboxToken}`,
    async stop() {
      if (mailTimer) clearInterval(mailTimer);
      if (billingTimer) clearInterval(billingTimer);
      reminders.stop();
      consentCleanup.stop();
      await mail.deliver().catch(() => undefined);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}
