import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { FairQueue, type Database, type Queryable, type QueryResult } from './db';
import { repoRoot } from './paths';

/** PostgreSQL's error for a statement that outlived statement_timeout (PostgREST answers it 500, class 57). */
export class StatementTimeout extends Error {
  readonly code = '57014';
  readonly detail = undefined;
  readonly hint = undefined;
  constructor() {
    super('canceling statement due to statement timeout');
  }
}

/** A statement of a transaction whose database thread was replaced: what PostgreSQL says after a failed statement. */
class TransactionAborted extends Error {
  readonly code = '25P02';
  constructor() {
    super('current transaction is aborted, commands ignored until end of transaction block');
  }
}

/** The database thread ended on its own (out of memory, a crash): the database is away until it is reopened. */
class ThreadLost extends Error {
  readonly code = '08006';
  constructor(reason: string) {
    super(`the PGlite thread stopped (${reason}); reopening the database`);
  }
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Reply {
  id?: number;
  ready?: true;
  result?: unknown;
  error?: { message: string } & Record<string, unknown>;
  heapBytes?: number;
}

export interface PgliteThreadOptions {
  /**
   * The data folder the thread owns; crash recovery replays its WAL when the thread is replaced. Without one, a new
   * folder in the OS temp folder that close() removes: the backend's memory mode, whose data must outlive a thread.
   */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start a data folder that does not exist yet from. */
  snapshot?: Blob;
  /** How long a task may wait for the connection before it fails (AcquisitionTimeout); 0 waits forever. */
  acquisitionTimeoutMs?: number;
  /** A thread whose WebAssembly heap grew past this is replaced once its task ends. Default 512 MiB. */
  recycleAboveBytes?: number;
}

/**
 * PGlite starts with a heap of about 190 MiB. One statement that needed far more (a huge sort, an aggregate of
 * millions of rows, one that ran out of memory) leaves the heap at its peak for good: WebAssembly memory never
 * shrinks.
 */
const DEFAULT_RECYCLE_ABOVE_BYTES = 512 * 1024 * 1024;

/**
 * PGlite on a worker thread that owns the data folder. A statement that outlives its transaction's statement timeout
 * (set with `enforceStatementTimeout`, from the caller's role as PostgREST does) is answered with PostgreSQL's 57014
 * at once; the thread is terminated, which is the only way to stop a running WebAssembly statement, and the folder
 * reopened (PostgreSQL's crash recovery: committed work stays, the cancelled transaction is gone). Meanwhile the fair
 * queue holds the other callers' work, which then continues. `@electric-sql/pglite/worker` is not used: it is built
 * for browser Web Workers (leader election over BroadcastChannel and Web Locks), and cannot cancel either.
 */
export async function openPgliteThread(
  options: PgliteThreadOptions,
): Promise<Database & { heapBytes(): number }> {
  const temporary = options.dataDir === undefined ? temporaryDataDir() : null;
  const dataDir = options.dataDir ?? temporary!.dataDir;
  mkdirSync(dirname(dataDir), { recursive: true });
  const script = join(repoRoot(), 'tools', 'local-backend', 'src', 'pglite-worker.mjs');
  const queue = new FairQueue(options.acquisitionTimeoutMs ?? 0);
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let worker: Worker;
  let ready: Promise<void> = Promise.resolve();
  /** Which thread is current: a transaction's statements go only to the thread it began on. */
  let generation = 0;
  let closed = false;
  /** The current thread's heap as its last reply gave it. */
  let heapBytes = 0;
  const recycleAboveBytes = options.recycleAboveBytes ?? DEFAULT_RECYCLE_ABOVE_BYTES;

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };

  /** Threads this side ended on purpose: their exit is no crash. */
  const retired = new WeakSet<Worker>();

  /**
   * A thread with PGlite loaded that has not opened the folder yet (one owner at a time): the next start takes it,
   * so replacing a cancelled thread skips starting a thread and loading PGlite's modules.
   */
  let standby: Worker | undefined;
  const forgetStandby = () => {
    standby = undefined;
  };
  const prepareStandby = () => {
    if (closed || standby) return;
    const thread = new Worker(script, { workerData: { pgliteWasmModule } });
    // In reserve it keeps nothing alive; once it serves, it is ref'd like any database connection.
    thread.unref();
    thread.once('error', forgetStandby);
    thread.once('exit', forgetStandby);
    standby = thread;
  };
  const takeThread = (): Worker => {
    const thread = standby ?? new Worker(script, { workerData: { pgliteWasmModule } });
    standby = undefined;
    thread.off('error', forgetStandby);
    thread.off('exit', forgetStandby);
    thread.ref();
    return thread;
  };

  const start = (snapshot?: ArrayBuffer) => {
    generation += 1;
    const thread = takeThread();
    worker = thread;
    let opened = false;
    const threadReady = new Promise<void>((resolve, reject) => {
      thread.on('message', (reply: Reply) => {
        if (reply.ready) {
          opened = true;
          return resolve();
        }
        if (reply.heapBytes !== undefined) heapBytes = reply.heapBytes;
        const waiting = pending.get(reply.id!);
        if (!waiting) return;
        pending.delete(reply.id!);
        if (reply.error) waiting.reject(Object.assign(new Error(reply.error.message), reply.error));
        else waiting.resolve(reply.result);
      });
      thread.once('error', reject);
      thread.once('exit', (code) => {
        reject(new ThreadLost(`exit code ${code}`));
        if (retired.has(thread) || !opened) return;
        // Not ended by us: answer what it held and open the folder again for the next caller. (A thread that could
        // not open the folder is not retried: its error answers every caller.)
        failAll(new ThreadLost(`exit code ${code}`));
        ready = start();
      });
    });
    thread.postMessage(
      { op: 'open', dataDir, ...(snapshot ? { snapshot } : {}) },
      snapshot ? [snapshot] : [],
    );
    // The next thread loads while this one serves (not while it opens the folder: both would compete for the CPU).
    threadReady.then(prepareStandby, () => undefined);
    return threadReady;
  };

  /** Ends the current thread (a statement past its timeout), then reopens the folder: one owner at a time. */
  const restart = () => {
    const old = worker;
    retired.add(old);
    generation += 1;
    ready = old.terminate().then(() => start());
    ready.catch(() => undefined);
  };

  /**
   * Replaces a thread whose heap grew past recycleAboveBytes with a fresh one, between tasks: PGlite closes the folder
   * cleanly first, so nothing is replayed, and the new thread starts at PGlite's usual size.
   */
  const recycleIfGrown = async () => {
    if (closed || recycleAboveBytes <= 0 || heapBytes <= recycleAboveBytes) return;
    const old = worker;
    await call('close').catch(() => undefined);
    retired.add(old);
    generation += 1;
    await old.terminate();
    heapBytes = 0;
    ready = start();
    await ready;
  };

  /** One task of the queue, after which a grown thread is replaced before the next caller's turn. */
  const task =
    <T>(work: () => Promise<T>) =>
    async (): Promise<T> => {
      try {
        return await work();
      } finally {
        await recycleIfGrown();
      }
    };

  const call = async <T>(op: 'query' | 'exec' | 'close', sql = '', params?: unknown[], limitMs = 0) => {
    await ready;
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer =
        limitMs > 0
          ? setTimeout(() => {
              if (!pending.delete(id)) return;
              reject(new StatementTimeout());
              restart();
            }, limitMs)
          : undefined;
      pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage({ id, op, sql, params });
    });
  };

  const direct: Queryable = {
    query: <Row>(sql: string, params: unknown[] = []) => call<QueryResult<Row>>('query', sql, params),
    exec: (sql: string) => call<void>('exec', sql),
  };

  // Compiled once here: each reopened thread then skips compiling PGlite's WebAssembly (about half its start-up).
  const pgliteWasmModule = await WebAssembly.compile(
    readFileSync(createRequire(join(repoRoot(), 'package.json')).resolve('@electric-sql/pglite/pglite.wasm')),
  );
  ready = start(options.snapshot ? await options.snapshot.arrayBuffer() : undefined);
  await ready;

  return {
    kind: 'pglite',
    heapBytes: () => heapBytes,
    query: (sql, params) => queue.run(task(() => direct.query(sql, params))),
    exec: (sql) => queue.run(task(() => direct.exec(sql))),
    transaction: (work) =>
      queue.run(
        task(async () => {
          await call('exec', 'begin');
          const own = generation;
          let limitMs = 0;
          const current = () => {
            if (generation !== own) throw new TransactionAborted();
          };
          const tx: Queryable = {
            async query<Row>(sql: string, params: unknown[] = []) {
              current();
              return call<QueryResult<Row>>('query', sql, params, limitMs);
            },
            async exec(sql: string) {
              current();
              await call('exec', sql, undefined, limitMs);
            },
            enforceStatementTimeout(ms: number) {
              limitMs = ms;
            },
          };
          let result;
          try {
            result = await work(tx);
          } catch (error) {
            // The original error answers the request, even if the rollback fails too.
            if (generation === own) await call('exec', 'rollback').catch(() => undefined);
            throw error;
          }
          current();
          await call('exec', 'commit');
          return result;
        }),
      ),
    close: () =>
      queue.run(async () => {
        closed = true;
        await standby?.terminate();
        await call('close');
        retired.add(worker);
        await worker.terminate();
        temporary?.remove();
      }),
  };
}

const TEMPORARY_PREFIX = 'dreampitch-pglite-';
/** Temporary data folders of this process, removed at exit if close() never ran. */
const temporaryFolders = new Set<string>();
let removesAtExit = false;

/**
 * A data folder for one in-memory database. Folders left by processes that ended without closing (a killed test
 * runner) are removed first; the pid in the name says whose a folder is.
 */
function temporaryDataDir(): { dataDir: string; remove(): void } {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(new RegExp(`^${TEMPORARY_PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (pid && pid !== process.pid && !processAlive(pid)) {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
  const folder = mkdtempSync(join(tmpdir(), `${TEMPORARY_PREFIX}${process.pid}-`));
  if (!removesAtExit) {
    removesAtExit = true;
    process.on('exit', removeTemporaryFolders);
  }
  temporaryFolders.add(folder);
  return {
    dataDir: join(folder, 'pglite'),
    remove() {
      temporaryFolders.delete(folder);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function removeTemporaryFolders(): void {
  for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true });
  temporaryFolders.clear();
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
