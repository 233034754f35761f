// PGlite on a thread of its own (see pglite-thread.ts): PGlite's WebAssembly build cannot interrupt a running
// statement, but the server can terminate this thread and reopen the data folder. Plain JavaScript, so that every
// runner that embeds the backend (tsx, rstest's bundles, the preview) starts it without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

const pglite = await PGlite.create({
  dataDir: workerData.dataDir,
  pgliteWasmModule: workerData.pgliteWasmModule,
  ...(workerData.snapshot ? { loadDataDir: new Blob([workerData.snapshot]) } : {}),
  extensions: { pgcrypto },
});

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

parentPort.on('message', async ({ id, op, sql, params }) => {
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
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: errorFields(error) });
  }
});
parentPort.postMessage({ ready: true });
