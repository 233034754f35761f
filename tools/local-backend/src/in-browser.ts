import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { SignJWT } from 'jose';
import type { PasswordHasher } from './auth-guards';
import type { BackendContext } from './context';
import type { Database, Queryable } from './database';
import { createFetchHandler, type FetchHandler } from './handler';
import { API_KEY_ISSUER, secretBytes, type ApiRole } from './jwt';
import { createMailDelivery } from './mail/delivery';
import type { Mailer, MailMessage } from './mail/mailer';
import { applyMigrations, applySeed, type SchemaSource } from './migrate-core';

export { migrationsFromFiles, type SchemaSource } from './migrate-core';
export type { AuthRateLimits } from './rate-limit';
import { pgliteDatabase } from './pglite-database';
import { randomToken } from './random';
import { RateLimiter, resolveAuthRateLimits, type AuthRateLimits } from './rate-limit';
import { loadSchemaCache } from './schema';

/**
 * The local backend without Node: PGlite in the page, the same migrations (RLS, triggers, RPCs), the same fetch
 * handler, state in memory. Demo mode runs the app on it; the data contract tests run it in-process.
 */
export interface InBrowserBackend {
  /** The address supabase-js is given; nothing listens there, the requests go to `fetch`. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  fetch: FetchHandler;
  /** The mail the database sent, oldest first (a demo has no outbox folder). */
  sentMail: readonly MailMessage[];
  /** Delivers queued mail now (the Node server does it on a timer). */
  deliverMail(): Promise<number>;
  /** The database's files as a tarball, which `dataDir` starts another backend from. */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

export interface InBrowserBackendOptions {
  schema: SchemaSource;
  /** Hears each migration applied: the demo shows "n of N" while it loads. */
  onProgress?: (done: number, total: number) => void;
  /** Default http://demo.invalid: a name that never resolves, so a request that escapes the handler fails. */
  url?: string;
  /** The app's origin, where mailed links point. Default: the page's origin. */
  appUrl?: string;
  /** SQL run after the migrations, as the migrations' owner (a test's fixtures). */
  seedSql?: string;
  /**
   * A database `dump()` made, to start from instead of `schema` and `seedSql`: tests boot the migrated schema once
   * and start each file's backend from its files, without replaying every migration.
   */
  dataDir?: Blob;
  /** GoTrue's auth rate limits. Default: GoTrue's. */
  authRateLimits?: Partial<AuthRateLimits>;
  /**
   * GoTrue's "Confirm email": a sign-up gets no session until its mailed link is opened. Off by default, as in demo
   * mode, where nobody reads the mock player's mail.
   */
  confirmEmail?: boolean;
}

/**
 * pgcrypto's bcrypt at its lowest cost: the demo's only passwords are its mock users', and a cost-10 hash in WASM
 * on a phone would stall every request behind it.
 */
function pgcryptoPasswords(db: Database): PasswordHasher {
  const crypt = async (password: string, salt: string, via: Queryable = db) =>
    (await via.query<{ hash: string }>('select extensions.crypt($1, $2) as hash', [password, salt])).rows[0]!
      .hash;
  const unknownUserHash = crypt('\u0001 no user has this password', '$2a$04$abcdefghijklmnopqrstuu');
  return {
    async hash(password) {
      const salt = await db.query<{ salt: string }>("select extensions.gen_salt('bf', 4) as salt");
      return crypt(password, salt.rows[0]!.salt);
    },
    async verify(password, hash, within) {
      const expected = hash ?? (await unknownUserHash);
      return (await crypt(password, expected, within)) === expected && hash !== null;
    },
  };
}

function memoryMailer(sent: MailMessage[]): Mailer {
  return {
    kind: 'memory',
    send(message) {
      sent.push(message);
      return Promise.resolve();
    },
  };
}

/** An API key as the Supabase CLI's (`iss` supabase-demo, no expiry within a demo's life). */
function apiKey(role: ApiRole, secret: Uint8Array): Promise<string> {
  return new SignJWT({ iss: API_KEY_ISSUER, role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime('10y')
    .sign(secret);
}

export async function startInBrowserBackend(options: InBrowserBackendOptions): Promise<InBrowserBackend> {
  const url = options.url ?? 'http://demo.invalid';
  const appUrl =
    options.appUrl ?? (typeof location === 'undefined' ? 'http://localhost:3000' : location.origin);
  const pglite = await PGlite.create({ extensions: { pgcrypto }, loadDataDir: options.dataDir });
  const db = pgliteDatabase(pglite);
  if (!options.dataDir) {
    await applyMigrations(db, options.schema, options.onProgress);
    if (options.seedSql) await applySeed(db, options.seedSql);
  }
  // A secret of this page alone: its keys open nothing else.
  const secret = secretBytes(randomToken(32, 'base64url'));
  const sentMail: MailMessage[] = [];
  const mail = createMailDelivery(db, memoryMailer(sentMail), appUrl);
  const ctx: BackendContext = {
    db,
    secret,
    issuer: `${url}/auth/v1`,
    accessTokenTtlSeconds: 3600,
    maxBodyBytes: 1024 * 1024,
    maxRows: 1000,
    maxEmbeddedRows: 10_000,
    maxResponseBytes: 10 * 1024 * 1024,
    // PGlite cannot cancel a statement; the demo has one user, whose requests are not hostile.
    statementTimeouts: {},
    schema: await loadSchemaCache(db),
    stripeSecretKey: null,
    stripeWebhookSecret: null,
    stripePrices: {},
    stripeApiUrl: null,
    appUrl,
    mail,
    clock: () => new Date(),
    rateLimiter: new RateLimiter(resolveAuthRateLimits(options.authRateLimits, {})),
    passwords: pgcryptoPasswords(db),
    refreshTokenReuseIntervalSeconds: 10,
    confirmEmail: options.confirmEmail ?? false,
    outboxToken: randomToken(18, 'base64url'),
  };
  const handler = createFetchHandler(ctx, { corsOrigins: [] });
  return {
    url,
    anonKey: await apiKey('anon', secret),
    serviceRoleKey: await apiKey('service_role', secret),
    fetch: async (request, connection) => {
      const response = await handler(request, connection);
      // What the Node server's timer does: mail the database queued goes out after the request that queued it.
      await mail.deliver();
      return response;
    },
    sentMail,
    deliverMail: () => mail.deliver(),
    dump: () => pglite.dumpDataDir('none'),
    stop: () => db.close(),
  };
}
