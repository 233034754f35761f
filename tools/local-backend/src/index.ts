import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { handleAuth } from './auth';
import type { BackendContext } from './context';
import { openPglite, openPostgres, type Database } from './db';
import { runBillingCycle } from './billing';
import { handleFunction, PUBLIC_FUNCTIONS } from './functions';
import { handleOutbox, setUpMail } from './mail';
import { API_VERSION, applyCors, HttpError, sendEmpty, sendJson } from './http';
import { secretBytes, verifyJwt } from './jwt';
import { localKeys } from './keys';
import { migrate, schemaFingerprint } from './migrate';
import { defaultDataDir, defaultOutboxDir, snapshotCacheDir } from './paths';
import { handleRest, type Caller } from './rest';
import { restError } from './rest-query';
import { loadSchemaCache } from './schema';

export { localKeys, DEFAULT_JWT_SECRET, type LocalKeys } from './keys';

export const DEFAULT_PORT = 54321;

export interface LocalBackendOptions {
  /** 0 picks a free port. Default 54321, Supabase's local API port. */
  port?: number;
  host?: string;
  /** A folder to persist PGlite in, or 'memory'. Default tools/local-backend/.local-db/pglite. */
  dataDir?: string;
  /** A PostgreSQL server instead of PGlite. Default: DATABASE_URL when no dataDir is given. */
  databaseUrl?: string;
  jwtSecret?: string;
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
  /** How often the simulated provider renews and ends due subscriptions, in ms; 0 = only through `billing-cycle`. Default 60000. */
  billingIntervalMs?: number;
}

export interface LocalBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  database: 'pglite' | 'postgres';
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

async function openDatabase(options: LocalBackendOptions): Promise<Database> {
  const databaseUrl =
    options.databaseUrl ?? (options.dataDir === undefined ? process.env.DATABASE_URL : undefined);
  if (databaseUrl) {
    const db = await openPostgres(databaseUrl);
    await migrate(db);
    return db;
  }
  if (options.dataDir === 'memory') {
    const db = await openPglite({ snapshot: await migratedSnapshot() });
    // Applies migrations newer than the snapshot, if any (none when the cache key matches).
    await migrate(db);
    return db;
  }
  const dataDir = options.dataDir ?? defaultDataDir();
  // A new data dir starts from the migrated snapshot: unpacking it is much faster than initdb plus migrations.
  const isNew = !existsSync(join(dataDir, 'PG_VERSION'));
  const db = await openPglite({ dataDir, ...(isNew ? { snapshot: await migratedSnapshot() } : {}) });
  await migrate(db);
  return db;
}

const outboxDirs = new WeakMap<object, string>();
const outboxDirOf = (ctx: BackendContext) => outboxDirs.get(ctx.mail) ?? defaultOutboxDir();

function bearerToken(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
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
  const verified = await verifyJwt(apikey, ctx.secret);
  if (!verified.ok || verified.claims.role === 'authenticated') {
    throw new HttpError(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
  return { role: verified.claims.role, claims: verified.claims };
}

/** PostgREST's view of the caller: the Authorization JWT, or the API key when there is none. */
async function restCaller(ctx: BackendContext, req: IncomingMessage, apiKeyCaller: Caller): Promise<Caller> {
  const token = bearerToken(req);
  if (!token) return apiKeyCaller;
  const verified = await verifyJwt(token, ctx.secret);
  if (verified.ok) return { role: verified.claims.role, claims: verified.claims };
  const headers = { 'WWW-Authenticate': 'Bearer error="invalid_token"' };
  if (verified.reason === 'expired') {
    throw new HttpError(
      401,
      { code: 'PGRST303', details: null, hint: null, message: 'JWT expired' },
      headers,
    );
  }
  throw new HttpError(
    401,
    { code: 'PGRST301', details: null, hint: null, message: 'JWSError JWSInvalidSignature' },
    headers,
  );
}

async function route(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const path = url.pathname;
  if (path === '/health' || path === '/') {
    sendJson(res, 200, { status: 'ok', database: ctx.db.kind });
    return;
  }
  if (path.startsWith('/auth/v1/')) {
    res.setHeader('X-Supabase-Api-Version', API_VERSION);
    await requireApiKey(ctx, req, url);
    await handleAuth(ctx, req, res, path.slice('/auth/v1'.length), url);
    return;
  }
  if (path.startsWith('/rest/v1/') || path === '/rest/v1') {
    const caller = await restCaller(ctx, req, await requireApiKey(ctx, req, url));
    await handleRest(ctx, req, res, path.slice('/rest/v1'.length), url, caller);
    return;
  }
  if (
    (path === '/outbox' || path === '/outbox.json' || path.startsWith('/outbox/')) &&
    ctx.mail.mailer.kind === 'outbox'
  ) {
    await handleOutbox(req, res, path, outboxDirOf(ctx), () => ctx.mail.deliver());
    return;
  }
  if (path.startsWith('/functions/v1/')) {
    const name = decodeURIComponent(path.slice('/functions/v1/'.length));
    if (PUBLIC_FUNCTIONS.has(name)) {
      await handleFunction(ctx, req, res, name, null);
      return;
    }
    const apiKeyCaller = await requireApiKey(ctx, req, url);
    const token = bearerToken(req);
    const verified = token ? await verifyJwt(token, ctx.secret) : null;
    // Supabase verifies the JWT before a function runs (verify_jwt).
    if (!verified?.ok)
      throw new HttpError(401, {
        code: 401,
        message: token ? 'Invalid JWT' : 'Missing authorization header',
      });
    const caller = verified.ok ? { role: verified.claims.role, claims: verified.claims } : apiKeyCaller;
    await handleFunction(ctx, req, res, name, caller);
    return;
  }
  throw new HttpError(404, { message: 'no Route matched with those values' });
}

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const keys = localKeys(options.jwtSecret);
  const db = await openDatabase(options);
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
  const ctx: BackendContext = {
    db,
    secret: secretBytes(keys.jwtSecret),
    issuer: '',
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    maxBodyBytes: options.maxBodyBytes ?? 1024 * 1024,
    schema,
    stripeSecretKey:
      options.stripeSecretKey === undefined
        ? (process.env.STRIPE_SECRET_KEY ?? null)
        : options.stripeSecretKey,
    mail,
    stripeWebhookSecret:
      options.stripeWebhookSecret === undefined
        ? (process.env.STRIPE_WEBHOOK_SECRET ?? null)
        : options.stripeWebhookSecret,
    stripePrices: options.stripePrices ?? {
      pro: process.env.STRIPE_PRICE_PRO ?? null,
      parent: process.env.STRIPE_PRICE_PARENT ?? null,
    },
  };
  const billingIntervalMs = options.billingIntervalMs ?? 60_000;
  const billingTimer =
    billingIntervalMs > 0
      ? setInterval(() => {
          db.transaction((tx) => runBillingCycle(tx)).catch((error: unknown) =>
            console.warn('billing cycle failed:', error),
          );
        }, billingIntervalMs)
      : null;
  billingTimer?.unref();
  const mailIntervalMs = options.mailIntervalMs ?? 1000;
  const mailTimer =
    mailIntervalMs > 0
      ? setInterval(() => {
          mail.deliver().catch((error: unknown) => console.warn('mail delivery failed:', error));
        }, mailIntervalMs)
      : null;
  mailTimer?.unref();

  const server = createServer((req, res) => {
    applyCors(req, res, corsOrigins);
    if (req.method === 'OPTIONS') {
      sendEmpty(res, 204);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    route(ctx, req, res, url).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        sendJson(res, error.status, error.body, error.headers);
        return;
      }
      console.error('local backend: unexpected error', error);
      const body = url.pathname.startsWith('/rest/')
        ? restError(500, 'PGRST000', 'Internal server error').body
        : { code: 'unexpected_failure', message: 'Internal server error' };
      sendJson(res, 500, body);
    });
  });

  const host = options.host ?? '127.0.0.1';
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
    async stop() {
      if (mailTimer) clearInterval(mailTimer);
      if (billingTimer) clearInterval(billingTimer);
      await mail.deliver().catch(() => undefined);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}
