/**
 * Load and fault measurements for issue 16, against the backend as its own process (src/cli.ts):
 *   npm run load -- [folder|memory|postgres] [users=20] [seconds=30]
 *   npm run load -- kill                      (kill -9 of the backend during writes on a PGlite folder)
 * `folder` is PGlite on a data folder (what `npm start` and the preview use), `memory` in-memory PGlite (tests, e2e),
 * `postgres` a fresh database on DATABASE_URL's server (default postgresql://postgres@127.0.0.1:55432/postgres),
 * dropped afterwards. Each simulated user signs up, then loops through supabase-js over the app's own reads and writes
 * (filtered by the user's id, as libs/data sends them), signing in again with the password every SESSION_REQUESTS
 * requests as someone who opens the app again would; sign-ins count among the requests.
 * Prints requests per second, p50/p95 latency (also of the sign-ins alone), errors, backend memory (RSS) before and
 * after, and the load average.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { RECENT_CHECK_INS } from '@dreampitch/data';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import ws from 'ws';
import { localKeys } from '../src/keys';

const keys = localKeys();
const port = 54000 + Math.floor(Math.random() * 900);
const url = `http://127.0.0.1:${port}`;
const cli = join(import.meta.dirname, '..', 'src', 'cli.ts');

function startBackend(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli], {
    env: {
      ...process.env,
      PORT: String(port),
      AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
      AUTH_RATE_LIMIT_TOKEN_REFRESH: '100000',
      PGRST_DB_MAX_ROWS: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let log = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('ready in')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`backend exited (${code}): ${log}`)));
  });
}

const rssMiB = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

async function api(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('apikey', keys.anonKey);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  return fetch(`${url}${path}`, { ...init, headers });
}

async function signUp(name: string): Promise<string> {
  const response = await api('/auth/v1/signup', {
    method: 'POST',
    body: JSON.stringify({
      email: `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'load-test-pw',
      data: {
        first_name: 'Load',
        last_name: 'Test',
        accountType: 'player',
        age: 14,
        parentEmail: `parent-${name}-${Date.now()}@example.com`,
      },
    }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

const insertEntry = (token: string, note: string) =>
  api('/rest/v1/quick_track_entries', {
    method: 'POST',
    token,
    headers: { Prefer: 'return=minimal' },
    body: JSON.stringify({ age_group: '13-17', rating: 7, note }),
  });

/** A throwaway database on the PostgreSQL server of `adminUrl`. */
async function freshDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `dp_load_${randomUUID().replace(/-/g, '')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Requests of one app session: the load signs in again after this many. */
const SESSION_REQUESTS = 50;
const PASSWORD = 'load-test-pw';

interface LoadUser {
  client: SupabaseClient;
  id: string;
  email: string;
}

/** A user of the app, signed up once (not measured). */
async function signedUpUser(index: number): Promise<LoadUser> {
  const client = createClient(url, keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket of its own; supabase-js needs one to construct, though the load uses no realtime.
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const email = `load${index}-${randomUUID()}@example.com`;
  const { data, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: {
      data: {
        first_name: 'Load',
        last_name: 'Test',
        accountType: 'player',
        age: 14,
        parentEmail: `parent-${email}`,
      },
    },
  });
  if (error || !data.user) throw error ?? new Error('sign-up returned no user');
  return { client, id: data.user.id, email };
}

async function load(mode: string, userCount: number, seconds: number) {
  const adminUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:55432/postgres';
  const database = mode === 'postgres' ? await freshDatabase(adminUrl) : null;
  const folder = mode === 'folder' ? mkdtempSync(join(tmpdir(), 'dp-load-')) : null;
  let backend: ChildProcess | null = null;
  try {
    backend = await startBackend(
      database
        ? { DATABASE_URL: database.url }
        : { LOCAL_DB_DIR: folder ? join(folder, 'pglite') : 'memory', DATABASE_URL: '' },
    );
    const before = rssMiB(backend.pid!);
    const users = await Promise.all(Array.from({ length: userCount }, (_, i) => signedUpUser(i)));
    const latencies: number[] = [];
    const signInLatencies: number[] = [];
    let errors = 0;
    const end = performance.now() + seconds * 1000;
    // A session as the app makes it (libs/data/src/supabase-backend.ts): the profile, the goals with their recent
    // check-ins, log a quick-track entry, the latest entries; every read filtered by the user's id.
    const steps = [
      ({ client, id }: LoadUser) => client.from('profiles').select('*').eq('id', id).single(),
      ({ client, id }: LoadUser) => client.rpc('goal_list', { p_user_id: id, p_recent: RECENT_CHECK_INS }),
      ({ client, id }: LoadUser, i: number) =>
        client
          .from('quick_track_entries')
          .insert({ user_id: id, age_group: '13-17', rating: 7, note: `load-${i}` })
          .select('*')
          .single(),
      ({ client, id }: LoadUser) =>
        client
          .from('quick_track_entries')
          .select('*')
          .eq('user_id', id)
          .order('entry_date', { ascending: false })
          .order('created_at', { ascending: false })
          .range(0, 19),
    ];
    await Promise.all(
      users.map(async (user) => {
        for (let i = 0; performance.now() < end; i++) {
          const started = performance.now();
          const signIn = i % SESSION_REQUESTS === 0;
          const { error } = signIn
            ? await user.client.auth.signInWithPassword({ email: user.email, password: PASSWORD })
            : await steps[i % steps.length]!(user, i);
          const took = performance.now() - started;
          latencies.push(took);
          if (signIn) signInLatencies.push(took);
          if (error) errors++;
        }
      }),
    );
    const after = rssMiB(backend.pid!);
    const exited = new Promise((resolve) => backend?.once('exit', resolve));
    backend.kill('SIGTERM');
    await exited;
    const at = (values: number[], q: number) =>
      Math.round(values.toSorted((a, b) => a - b)[Math.floor(values.length * q)] ?? 0);
    process.stdout.write(
      `${JSON.stringify({
        database: mode,
        users: userCount,
        seconds,
        requests: latencies.length,
        requestsPerSecond: Math.round(latencies.length / seconds),
        p50ms: at(latencies, 0.5),
        p95ms: at(latencies, 0.95),
        signIns: signInLatencies.length,
        signInP95ms: at(signInLatencies, 0.95),
        errors,
        rssMiBBefore: before,
        rssMiBAfter: after,
        loadAverage: loadavg().map((value) => value.toFixed(1)),
      })}\n`,
    );
  } finally {
    // A failed run must not leave its backend behind.
    if (backend?.exitCode === null) backend.kill('SIGKILL');
    await database?.drop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

/** kill -9 of the backend while 4 writers insert into a PGlite folder; then reopen and count acknowledged rows. */
async function kill() {
  const dir = mkdtempSync(join(tmpdir(), 'dp-kill-'));
  const dataDir = join(dir, 'pglite');
  try {
    let backend = await startBackend({ LOCAL_DB_DIR: dataDir });
    const token = await signUp('kill');
    const acknowledged: string[] = [];
    let running = true;
    const writers = [1, 2, 3, 4].map(async (writer) => {
      for (let i = 0; running; i++) {
        const note = `kill-${writer}-${i}`;
        const response = await insertEntry(token, note).catch(() => null);
        if (response?.status === 201) acknowledged.push(note);
        await response?.arrayBuffer().catch(() => undefined);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    backend.kill('SIGKILL');
    running = false;
    await Promise.all(writers);
    backend = await startBackend({ LOCAL_DB_DIR: dataDir });
    const response = await api('/rest/v1/quick_track_entries?select=note&note=like.kill-*', { token });
    const stored = new Set(((await response.json()) as { note: string }[]).map((row) => row.note));
    backend.kill('SIGTERM');
    process.stdout.write(
      `${JSON.stringify({
        fault: 'kill -9 during writes (PGlite folder)',
        acknowledged: acknowledged.length,
        lost: acknowledged.filter((note) => !stored.has(note)).length,
        reopened: response.status === 200,
      })}\n`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const [mode = 'folder', users = '20', seconds = '30'] = process.argv.slice(2);
if (mode === 'kill') await kill();
else await load(mode, Number(users), Number(seconds));
