import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import pg from 'pg';

export {
  AcquisitionTimeout,
  isPgError,
  timeoutMs,
  type Database,
  type PgError,
  type Queryable,
  type QueryResult,
} from './database';
import { AcquisitionTimeout, type Database, type Queryable } from './database';
import { pgliteQueryable } from './pglite-database';

/**
 * Who a piece of database work is for (the API caller's token or address), set per request by the server. PGlite's
 * queue takes turns between these lanes, so one caller's burst of slow requests does not stall everyone else.
 */
export const requestLane = new AsyncLocalStorage<RequestLane>();

/** One request's place in line: its lane, and whether it has reached the database queue yet. */
export interface RequestLane {
  lane: string;
  arriving: boolean;
}

/** Requests that have started but not yet asked for the database (or finished without it). */
let arriving = 0;

/** Runs one request's handling in its lane, counted as arriving until its first database task is queued. */
export async function inLane<T>(lane: string, work: () => Promise<T>): Promise<T> {
  const store: RequestLane = { lane, arriving: true };
  arriving += 1;
  try {
    return await requestLane.run(store, work);
  } finally {
    if (store.arriving) arriving -= 1;
  }
}

function arrived(store: RequestLane | undefined): void {
  if (store?.arriving) {
    store.arriving = false;
    arriving -= 1;
  }
}

/** A task longer than this blocked the thread long enough that other callers may be on their way to the queue. */
const YIELD_AFTER_MS = 250;
/** At most this long the next task waits for them. */
const MAX_YIELD_MS = 250;

interface Waiting {
  start(): void;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Runs tasks one at a time (PGlite has a single connection and a transaction must own it), taking turns between
 * lanes: the next task is the oldest of the lane that waited longest for a turn, not the oldest overall. A running
 * statement cannot be cancelled in PGlite, so fairness is what keeps one caller from holding everyone up; a task that
 * waits longer than `acquisitionTimeoutMs` for its turn fails instead of adding to the backlog (PostgREST's
 * db-pool-acquisition-timeout).
 */
export class FairQueue {
  private readonly lanes = new Map<string, Waiting[]>();
  private busy = false;

  constructor(private readonly acquisitionTimeoutMs = 0) {}

  run<T>(task: () => Promise<T>): Promise<T> {
    const store = requestLane.getStore();
    arrived(store);
    const lane = store?.lane ?? '';
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = {
        timer: undefined,
        start: () => {
          clearTimeout(waiting.timer);
          const started = performance.now();
          task()
            .then(resolve, reject)
            .finally(() => {
              // PGlite runs a statement on this thread: while it ran, nothing else did. After a long one, requests
              // that arrived meanwhile need a few turns of the event loop (parsing, token checks) to reach this
              // queue and claim their lane's turn; after a short one, other I/O only needs to go first.
              if (performance.now() - started > YIELD_AFTER_MS) this.nextAfterArrivals(performance.now());
              else setImmediate(() => this.next());
            });
        },
      };
      if (this.acquisitionTimeoutMs > 0) {
        waiting.timer = setTimeout(() => {
          const queue = this.lanes.get(lane);
          const index = queue?.indexOf(waiting) ?? -1;
          if (!queue || index < 0) return;
          queue.splice(index, 1);
          if (queue.length === 0) this.lanes.delete(lane);
          reject(new AcquisitionTimeout(this.acquisitionTimeoutMs));
        }, this.acquisitionTimeoutMs);
        waiting.timer.unref();
      }
      const queue = this.lanes.get(lane);
      if (queue) queue.push(waiting);
      else this.lanes.set(lane, [waiting]);
      if (!this.busy) this.next();
    });
  }

  /** Lets the requests that arrived while a long task blocked the thread reach the queue first (at most MAX_YIELD_MS). */
  private nextAfterArrivals(since: number): void {
    setTimeout(() => {
      if (arriving > 0 && performance.now() - since < MAX_YIELD_MS) this.nextAfterArrivals(since);
      else this.next();
    }, 2);
  }

  private next(): void {
    const first = this.lanes.entries().next();
    if (first.done) {
      this.busy = false;
      return;
    }
    const [lane, queue] = first.value;
    const waiting = queue.shift()!;
    // The lane goes to the back of the line: every other waiting lane has its turn first.
    this.lanes.delete(lane);
    if (queue.length > 0) this.lanes.set(lane, queue);
    this.busy = true;
    waiting.start();
  }
}

export interface PgliteOptions {
  /** A directory to persist in, or undefined for memory. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from; with dataDir, only for a data dir that does not exist yet. */
  snapshot?: Blob;
  /** How long a task may wait for the connection before it fails (AcquisitionTimeout); 0 waits forever. */
  acquisitionTimeoutMs?: number;
}

export async function openPglite(options: PgliteOptions): Promise<Database & { dump(): Promise<Blob> }> {
  // PGlite creates only the last folder; on a fresh clone `.local-db/` itself does not exist yet.
  if (options.dataDir) mkdirSync(dirname(options.dataDir), { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    extensions: { pgcrypto },
  });
  const queue = new FairQueue(options.acquisitionTimeoutMs ?? 0);
  const direct = pgliteQueryable(pglite);
  return {
    kind: 'pglite',
    query: (sql, params) => queue.run(() => direct.query(sql, params)),
    exec: (sql) => queue.run(() => direct.exec(sql)),
    transaction: (work) => queue.run(() => pglite.transaction((tx) => work(pgliteQueryable(tx)))),
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
