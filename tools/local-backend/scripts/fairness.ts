/**
 * PGlite fairness (issue 16 item 5): one user keeps the single PGlite connection busy with slow requests while
 * another user makes fast ones. Prints the fast user's latencies (p50 / max) and the slow user's answers. The
 * backend runs as its own process (a PGlite statement blocks its thread, which must not be the measuring one).
 *   npx tsx tools/local-backend/scripts/fairness.ts [slowRequests=6] [fastRequests=6] [slow=cpu|sleep]
 * `cpu` is a query of about a second; `sleep` is pg_sleep(20), longer than the authenticated role's 8 s
 * statement_timeout. FAIRNESS_DATA=folder runs PGlite on a data folder, the default on the memory mode's temporary
 * folder; both on their own thread, with statements cancelled at the role's timeout.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { startLocalBackend } from '../src/index';
import { localKeys } from '../src/keys';

const slowRequests = Number(process.argv[2] ?? 6);
const fastRequests = Number(process.argv[3] ?? 6);
const serve = process.argv[2] === 'serve';
const slowPath = `/rest/v1/rpc/${process.argv[4] === 'sleep' ? 'fairness_sleep' : 'fairness_slow'}`;

// Statements that keep PGlite busy: about a second of work, or longer than the role's statement_timeout.
const SEED = `
create or replace function public.fairness_slow() returns integer language sql volatile as $$
  select count(*)::int from generate_series(1, 3000000)
$$;
grant execute on function public.fairness_slow() to anon, authenticated;
create or replace function public.fairness_sleep() returns integer language sql volatile as $$
  select 1 from pg_sleep(20)
$$;
grant execute on function public.fairness_sleep() to anon, authenticated;
`;

if (serve) {
  const folder = process.env.FAIRNESS_DATA === 'folder' ? mkdtempSync(join(tmpdir(), 'dp-fairness-')) : null;
  const served = await startLocalBackend({
    port: 0,
    dataDir: folder ? join(folder, 'pglite') : 'memory',
    seedSql: SEED,
    mailIntervalMs: 0,
    billingIntervalMs: 0,
    authRateLimits: { signInSignUps: 100_000, tokenRefresh: 100_000, tokenVerifications: 100_000 },
  });
  process.stdout.write(`READY ${served.url}\n`);
  process.once(
    'SIGTERM',
    () =>
      void served.stop().then(() => {
        if (folder) rmSync(folder, { recursive: true, force: true });
        process.exit(0);
      }),
  );
} else {
  await measure();
}

async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, 'serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return { url, anonKey: localKeys().anonKey, stop: () => child.kill('SIGTERM') };
}

async function measure() {
  const backend = await startServer();

  async function signUp(): Promise<string> {
    const response = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: `fair-${crypto.randomUUID()}@example.com`,
        password: 'secret-pass',
        data: {
          first_name: 'Fair',
          last_name: 'Player',
          accountType: 'player',
          age: 14,
          parentEmail: `parent-${crypto.randomUUID()}@example.com`,
        },
      }),
    });
    return ((await response.json()) as { access_token: string }).access_token;
  }

  /** One request on a fresh connection (no keep-alive reuse racing the server's idle timeout after a blocked stretch). */
  function request(path: string, token: string, body?: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        `${backend.url}${path}`,
        {
          method: body === undefined ? 'GET' : 'POST',
          agent: false,
          headers: {
            apikey: backend.anonKey,
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  const timed = async (path: string, token: string, body?: string) => {
    const start = performance.now();
    const status = await request(path, token, body);
    return { ms: performance.now() - start, status };
  };

  try {
    const [slowUser, fastUser] = [await signUp(), await signUp()];
    const alone = await timed(slowPath, slowUser, '{}');
    const fastAlone = await timed('/rest/v1/profiles?select=id', fastUser);
    const started = performance.now();
    const slow = Promise.all(
      Array.from({ length: slowRequests }, () => timed(slowPath, slowUser, '{}')),
    ).then((results) => ({ results, totalMs: performance.now() - started }));
    // The slow requests are in the backend's queue before the fast user starts.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const fast: { ms: number; status: number }[] = [];
    for (let i = 0; i < fastRequests; i += 1) fast.push(await timed('/rest/v1/profiles?select=id', fastUser));
    const slowDone = await slow;
    const sorted = fast.map((r) => r.ms).sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms);
    process.stdout.write(
      `${JSON.stringify(
        {
          data: process.env.FAIRNESS_DATA ?? 'memory',
          slowStatementAloneMs: round(alone.ms),
          fastRequestAloneMs: round(fastAlone.ms),
          slowRequestsInFlight: slowRequests,
          fastLatencyMs: sorted.map(round),
          fastP50Ms: round(sorted[Math.floor(sorted.length / 2)] ?? 0),
          fastMaxMs: round(sorted.at(-1) ?? 0),
          fastStatuses: [...new Set(fast.map((r) => r.status))],
          slowStatuses: [...new Set(slowDone.results.map((r) => r.status))],
          slowTotalMs: round(slowDone.totalMs),
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    backend.stop();
  }
}
