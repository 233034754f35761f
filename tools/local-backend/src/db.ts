import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import pg from 'pg';

export interface QueryResult<Row> {
  rows: Row[];
  affectedRows: number;
}

/** One connection inside a transaction (or outside any, for migrations). */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Several statements, no parameters. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL error fields as both drivers expose them. */
export interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** Runs tasks one after another: PGlite has a single connection and a transaction must own it. */
class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

function wrapPglite(db: PGlite | import('@electric-sql/pglite').Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await db.query<Row>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
  };
}

export interface PgliteOptions {
  /** A directory to persist in, or undefined for memory. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from; with dataDir, only for a data dir that does not exist yet. */
  snapshot?: Blob;
}

export async function openPglite(options: PgliteOptions): Promise<Database & { dump(): Promise<Blob> }> {
  // PGlite creates only the last folder; on a fresh clone `.local-db/` itself does not exist yet.
  if (options.dataDir) mkdirSync(dirname(options.dataDir), { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    extensions: { pgcrypto },
  });
  const queue = new SerialQueue();
  const direct = wrapPglite(pglite);
  return {
    kind: 'pglite',
    query: (sql, params) => queue.run(() => direct.query(sql, params)),
    exec: (sql) => queue.run(() => direct.exec(sql)),
    transaction: (work) => queue.run(() => pglite.transaction((tx) => work(wrapPglite(tx)))),
    dump: () => queue.run(() => pglite.dumpDataDir('none')),
    close: () => queue.run(() => pglite.close()),
  };
}

function wrapPgClient(client: pg.PoolClient | pg.Pool): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** How long a request waits for a connection while PostgreSQL is away before it answers 503. */
const CONNECT_TIMEOUT_MS = 5000;

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 8, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A server restart or a dropped connection makes idle clients emit 'error'; unhandled, that ends the process.
  // The pool discards such a client and opens a fresh connection on the next checkout.
  pool.on('error', (error) => {
    console.warn(
      `local backend: a PostgreSQL connection was lost (${error.message}); reconnecting on demand`,
    );
  });
  // Surface a broken server on start rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const direct = wrapPgClient(pool);
  return {
    kind: 'postgres',
    query: (sql, params) => direct.query(sql, params),
    exec: (sql) => direct.exec(sql),
    async transaction(work) {
      const client = await pool.connect();
      // A checked-out client whose server goes away emits 'error' too; the failing query rejects as well.
      let lost: Error | undefined;
      const onError = (error: Error) => {
        lost = error;
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await work(wrapPgClient(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: unknown) => {
          lost ??= rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        client.off('error', onError);
        // A broken connection is destroyed instead of going back to the pool.
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}
