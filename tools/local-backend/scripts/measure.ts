/**
 * Measures what the issue asks to report: start time (fresh and reopened), median latency of an authenticated
 * select, and memory. Usage: `npx tsx tools/local-backend/scripts/measure.ts` (DATABASE_URL unset for PGlite).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startLocalBackend } from '../src/index';
import { clientFor } from '../src/test-support';

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
}

const dataDir = join(mkdtempSync(join(tmpdir(), 'dp-measure-')), 'pglite');
const report: Record<string, string> = {};
try {
  const [fresh, freshMs] = await timed(() => startLocalBackend({ port: 0, dataDir }));
  report['start, fresh data dir (create + migrate)'] = `${freshMs} ms`;
  await fresh.stop();
  const [reopened, reopenMs] = await timed(() => startLocalBackend({ port: 0, dataDir }));
  report['start, reopened data dir'] = `${reopenMs} ms`;
  await reopened.stop();
  const [memory, memoryMs] = await timed(() => startLocalBackend({ port: 0, dataDir: 'memory' }));
  report['start, in-memory from migrated snapshot'] = `${memoryMs} ms`;

  const client = clientFor(memory);
  const email = `measure-${Date.now()}@example.com`;
  const { data, error } = await client.auth.signUp({
    email,
    password: 'measure-password',
    options: { data: { first_name: 'Measure', accountType: 'player', age: 30 } },
  });
  const userId = data.user?.id;
  if (error || !userId) throw error ?? new Error('no user');
  for (let i = 0; i < 2; i++) {
    await client.from('goals').insert({ user_id: userId, title: `Goal ${i}`, pillar: 'technical' });
  }
  const samples: number[] = [];
  for (let i = 0; i < 200; i++) {
    const [result, ms] = await timed(async () => client.from('goals').select('*').eq('user_id', userId));
    if (result.error) throw result.error;
    samples.push(ms);
  }
  samples.sort((a, b) => a - b);
  report['authenticated select, median of 200'] = `${samples[100]} ms (p95 ${samples[190]} ms)`;
  report['resident memory'] = `${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`;
  await memory.stop();
} finally {
  rmSync(join(dataDir, '..'), { recursive: true, force: true });
}
console.warn(
  Object.entries(report)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n'),
);
