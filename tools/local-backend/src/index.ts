import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BCRYPT_COST, bcryptPasswords } from './bcrypt-passwords';
import type { BackendContext } from './context';
import { inLane, openPglite, openPostgres, type Database } from './db';
import { openPgliteThread } from './pglite-thread';
import { runBillingCycle } from './billing';
import { createFetchHandler, type FetchHandler } from './handler';
import { handleOutbox, setUpMail } from './mail';
import { loggable } from './errors';
import { secretBytes, type ApiRole } from './jwt';
import { DEFAULT_JWT_SECRET, localKeys } from './keys';
import { applySeed, migrate, schemaFingerprint } from './migrate';
import { serveFetchHandler } from './node-server';
import { defaultDataDir, defaultOutboxDir, snapshotCacheDir } from './paths';
import { RateLimiter, resolveAuthRateLimits, type AuthRateLimits } from './rate-limit';
import { purgeUnconsented } from './consent-cleanup';
import { startReminderScheduler, type Clock } from './reminders';
import { loadSchemaCache } from './schema';

export { localKeys, DEFAULT_JWT_SECRET, type LocalKeys } from './keys';
export { createFetchHandler, type FetchHandler } from './handler';

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
  /** The same API in-process, without the socket: for tests where a port adds nothing. */
  fetch: FetchHandler;
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
    passwords: bcryptPasswords(options.bcryptCost ?? BCRYPT_COST),
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

  const fetchHandler = createFetchHandler(ctx, {
    corsOrigins,
    inLane,
    ...(mail.mailer.kind === 'outbox'
      ? {
          outbox: (request: Request, path: string) =>
            handleOutbox(request, path, outboxDir, () => mail.deliver(), ctx.outboxToken),
        }
      : {}),
  });
  const server = await serveFetchHandler(fetchHandler, {
    host,
    port: options.port ?? DEFAULT_PORT,
    maxBodyBytes: ctx.maxBodyBytes,
  });
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${server.port}`;
  ctx.issuer = `${url}/auth/v1`;
  return {
    url,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    jwtSecret: keys.jwtSecret,
    database: db.kind,
    outboxUrl: `${url}/outbox?token=${ctx.outboxToken}`,
    fetch: fetchHandler,
    async stop() {
      if (mailTimer) clearInterval(mailTimer);
      if (billingTimer) clearInterval(billingTimer);
      reminders.stop();
      consentCleanup.stop();
      await mail.deliver().catch(() => undefined);
      await server.close();
      await db.close();
    },
  };
}
