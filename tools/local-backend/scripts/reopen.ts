/**
 * What a cancel costs the callers behind it on PGlite (issue 16 item 5): the time from the 57014 answer until the
 * replacement thread answers the next query (PGlite reopened, WAL replayed). Each round writes some rows, then runs
 * a statement past a 100 ms timeout. Prints every round and the median.
 *   npx tsx tools/local-backend/scripts/reopen.ts [rounds=6] [pauseMs=2000] [memory]
 * `pauseMs` is the quiet time between cancels (the standby thread loads PGlite meanwhile); `memory` uses the
 * backend's memory mode (a temporary folder) instead of a folder of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openPgliteThread } from '../src/pglite-thread';

const rounds = Number(process.argv[2] ?? 6);
const pauseMs = Number(process.argv[3] ?? 2000);
const memory = process.argv[4] === 'memory';

const folder = mkdtempSync(join(tmpdir(), 'dp-reopen-'));
const db = await openPgliteThread(memory ? {} : { dataDir: join(folder, 'pglite') });
await db.exec('create table if not exists reopen_rows (id serial primary key, note text)');
const costs: number[] = [];
for (let round = 0; round < rounds; round++) {
  await new Promise((resolve) => setTimeout(resolve, pauseMs));
  for (let row = 0; row < 200; row++) {
    await db.query('insert into reopen_rows (note) values ($1)', [`round ${round}`]);
  }
  const code = await db
    .transaction(async (tx) => {
      tx.enforceStatementTimeout?.(100);
      await tx.query('select pg_sleep(5)');
    })
    .then(
      () => 'finished',
      (error: { code?: string }) => error.code,
    );
  const cancelled = performance.now();
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from reopen_rows');
  const cost = performance.now() - cancelled;
  costs.push(cost);
  process.stdout.write(
    `round ${round + 1}: ${code}, reopened in ${cost.toFixed(0)} ms, ${rows[0]?.count} rows kept\n`,
  );
}
await db.close();
rmSync(folder, { recursive: true, force: true });
const median = [...costs].sort((a, b) => a - b)[Math.floor(costs.length / 2)]!;
process.stdout.write(
  `median reopen ${median.toFixed(0)} ms over ${rounds} cancels (${memory ? 'memory' : 'folder'}, pause ${pauseMs} ms, load average ${loadavg()[0]!.toFixed(1)})\n`,
);
