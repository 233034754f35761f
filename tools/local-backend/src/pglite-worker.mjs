// PGlite on a thread of its own (see pglite-thread.ts): PGlite's WebAssembly build cannot interrupt a running
// statement, but the server can terminate this thread and reopen the data folder. Plain JavaScript, so that every
// runner that embeds the backend (tsx, rstest's bundles, the preview) starts it without a TypeScript loader.
//
// The thread loads PGlite first and opens the folder only when told to: the server keeps one such thread in
// reserve, so replacing a terminated thread does not wait for a new thread and PGlite's modules.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

/**
 * pgcrypto with its library linked when a statement first needs it rather than at start: preloading it costs about
 * a second on every (re)open, and the backend hashes passwords in Node, so most threads never call it.
 * `noWasmDecoding` is Emscripten's switch that leaves `.so` files to `dlopen`.
 */
const lazyPgcrypto = {
  name: pgcrypto.name,
  setup: async (pg, emscriptenOpts) => ({
    ...(await pgcrypto.setup(pg, emscriptenOpts)),
    emscriptenOpts: { ...emscriptenOpts, noWasmDecoding: true },
  }),
};

/** PostgreSQL's error fields (code, detail, hint, …) as plain data: a cloned Error keeps only its message. */
function errorFields(error) {
  const fields = { message: error instanceof Error ? error.message : String(error) };
  if (typeof error === 'object' && error !== null) {
    for (const [key, value] of Object.entries(error)) {
      if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
    }
  }
  return fields;
}

let pglite;

/** The WebAssembly heap: it grows with the largest statement so far and never shrinks (the server recycles it). */
const heapBytes = () => (pglite && !pglite.closed ? pglite.Module.HEAPU8.byteLength : 0);

async function open({ dataDir, snapshot }) {
  pglite = await PGlite.create({
    dataDir,
    pgliteWasmModule: workerData.pgliteWasmModule,
    ...(snapshot ? { loadDataDir: new Blob([snapshot]) } : {}),
    extensions: { pgcrypto: lazyPgcrypto },
  });
  parentPort.postMessage({ ready: true });
}

parentPort.on('message', async ({ id, op, sql, params, dataDir, snapshot }) => {
  if (op === 'open') return open({ dataDir, snapshot });
  try {
    let result;
    if (op === 'query') {
      const answer = await pglite.query(sql, params);
      result = { rows: answer.rows, affectedRows: answer.affectedRows ?? 0 };
    } else if (op === 'exec') {
      await pglite.exec(sql);
    } else if (op === 'close') {
      await pglite.close();
    }
    parentPort.postMessage({ id, result, heapBytes: heapBytes() });
  } catch (error) {
    parentPort.postMessage({ id, error: errorFields(error), heapBytes: heapBytes() });
  }
});
