import { afterAll, beforeAll } from '@rstest/core';
import { ADULT_AGE, DRILL_SCENARIOS, optimalOption } from '@dreampitch/domain';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import ws from 'ws';
import { openPglite, openPostgres, type Database } from './db';
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from './index';
import type { OutboxEntry } from './mail/outbox';

/** A throwaway database on the DATABASE_URL server; needs CREATEDB (the tests run as a superuser). */
async function createTemporaryDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `dp_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** An empty, unmigrated database of the kind under test: PGlite, or PostgreSQL when DATABASE_URL is set. */
export async function openEmptyDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return openPglite({});
  const temporary = await createTemporaryDatabase(adminUrl);
  const db = await openPostgres(temporary.url);
  return {
    ...db,
    async close() {
      await db.close();
      await temporary.drop();
    },
  };
}

/** `fetch` that calls the backend's handler in-process: what a test reaches through a port adds nothing. */
export function inProcessFetch(backend: Pick<LocalBackend, 'fetch'>): typeof fetch {
  return (input, init) => backend.fetch(new Request(input, init));
}

export function clientFor(backend: LocalBackend, key = backend.anonKey): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: inProcessFetch(backend) },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

/** Calls a server function through supabase-js; a non-2xx answer comes back with its status and JSON body. */
export async function invokeFunction(client: SupabaseClient, name: string, body: unknown = {}) {
  const { data, error } = await client.functions.invoke(name, { body: body as Record<string, unknown> });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  if (error) throw error;
  return { status: 200, body: data as Record<string, unknown> };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  client: SupabaseClient;
  accessToken: string;
}

export interface TestBackend extends LocalBackend {
  /** Where this backend's dev outbox writes: a temporary folder, removed by stop(), unless the test gave one. */
  outboxDir: string;
  anon: SupabaseClient;
  service: SupabaseClient;
  /**
   * A new account from `metadata` (default: a 14-year-old player). A player under 18 whose metadata names no parent
   * e-mail names a new one, as the server requires (20261204120100_sign_up_rules.sql).
   */
  signUp(metadata?: Record<string, unknown>): Promise<TestUser>;
  /** A player of 30: an adult pays alone, where the default player (14) needs a parent's approval to pay. */
  signUpAdult(): Promise<TestUser>;
  /**
   * A player under 13 whose parent has consented, as in production: the player signs up naming a parent e-mail
   * (`metadata.parentEmail`, or a new one), then that parent signs up and opens the mailed consent link. The server
   * refuses an under-13's goals, check-ins and results until then (consent_pending).
   */
  signUpConsented(metadata: Record<string, unknown>): Promise<TestUser>;
  /** The parent at `parentEmail` signs up (unless it has an account: then pass its client) and consents by mail. */
  consentAsParent(parentEmail: string, parentClient?: SupabaseClient): Promise<void>;
  /**
   * Puts a user on a plan the way the payment service does (a simulated subscription event through
   * billing_apply_event, as the service role); 'free' ends the subscription.
   */
  grantPlan(userId: string, plan: 'free' | 'pro' | 'parent'): Promise<void>;
  /** The dev outbox over HTTP (`GET /outbox.json`, which answers the service role key only), newest first. */
  readOutbox(): Promise<OutboxEntry[]>;
  /** A raw request with the anon key (or the given token), for what supabase-js cannot send. */
  fetchApi(path: string, init?: RequestInit & { token?: string }): Promise<Response>;
  /** Delivers queued mail, then the test outbox's messages to `address`, newest first. */
  mailTo(address: string): Promise<OutboxEntry[]>;
  /** Proves `client`'s e-mail as a user would: asks for the verification mail and opens its link. */
  verifyEmail(client: SupabaseClient, address: string): Promise<void>;
}

/** Sign-up metadata of an adult player: no parent e-mail needed, for tests about sign-in itself. */
export const ADULT_PLAYER = { first_name: 'Alex', accountType: 'player', age: 30 } as const;

/**
 * Sign-up metadata as the server requires it (20261204120100_sign_up_rules.sql): a player's under 18 that names no
 * parent e-mail gets a fresh one.
 */
export function withParentEmail(metadata: Record<string, unknown>): Record<string, unknown> {
  const age = Number(metadata.age);
  const minor = metadata.accountType !== 'parent' && Number.isInteger(age) && age < ADULT_AGE;
  return minor && metadata.parentEmail === undefined
    ? { ...metadata, parentEmail: `parent-${randomUUID()}@example.com` }
    : metadata;
}

/** The token of the newest link with `?<param>=` in a mail text, or null. */
export function linkToken(text: string, param: string): string | null {
  const match = new RegExp(`[?&]${param}=([A-Za-z0-9%._~-]+)`).exec(text);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * Seed SQL (`seedSql`) for suites that check what the mail queue still holds for an address, sent or not:
 * `public.test_mail_rows(address)` counts private.mail_outbox rows to it, for the service role only.
 */
export const MAIL_ROWS_SEED_SQL = `
create function public.test_mail_rows(p_email text) returns integer
language sql stable security definer set search_path = '' as $$
  select count(*)::integer from private.mail_outbox o where lower(o.to_email) = lower(p_email);
$$;
revoke all on function public.test_mail_rows(text) from public, anon, authenticated;
grant execute on function public.test_mail_rows(text) to service_role;
`;

export { GAME_CLOCK_SEED_SQL, SESSION_CLOCK_SEED_SQL, TEST_PLAN_DRILLS } from './clock-seeds';

/** Moves a session's recorded start `seconds` back on `backend` (seeded with SESSION_CLOCK_SEED_SQL). */
export async function backdateSessionStart(
  backend: LocalBackend,
  sessionId: string,
  seconds: number,
): Promise<void> {
  const { error } = await clientFor(backend, backend.serviceRoleKey).rpc('test_backdate_session_start', {
    p_session_id: sessionId,
    p_seconds: seconds,
  });
  if (error) throw new Error(`test_backdate_session_start: ${error.message}`);
}

/** A started game as start_game answers it: no `play` once the parent's daily limit is used up. */
export interface StartedGame {
  play: { id: string; allowedSeconds: number } | null;
  allowance: { limitMinutes: number | null; usedSeconds: number; remainingSeconds: number | null };
}

/** Moves a started game's start `seconds` back on `backend` (seeded with GAME_CLOCK_SEED_SQL). */
export async function backdateGamePlay(
  backend: LocalBackend,
  playId: string,
  seconds: number,
): Promise<void> {
  const { error } = await clientFor(backend, backend.serviceRoleKey).rpc('test_backdate_game_play', {
    p_play_id: playId,
    p_seconds: seconds,
  });
  if (error) throw new Error(`test_backdate_game_play: ${error.message}`);
}

/** A perfect Decision Drill: the best option of every scenario, as the scenario id -> option id the API takes. */
export const PERFECT_DRILL_ANSWERS: Record<string, string> = Object.fromEntries(
  DRILL_SCENARIOS.map((scenario) => [scenario.id, optimalOption(scenario).id]),
);

/**
 * Plays a Decision Drill as `player` the way the app does, start_game then record_game_result, with the server's clock
 * `seconds` on in between (the backend needs GAME_CLOCK_SEED_SQL). Answers record_game_result's response; throws when
 * the game does not start.
 */
export async function playGame(
  backend: TestBackend,
  player: Pick<TestUser, 'client'>,
  answers: unknown,
  seconds: number,
) {
  const started = await player.client.rpc('start_game', { p_game_id: 'decision-drill' });
  const play = (started.data as StartedGame | null)?.play;
  if (!play)
    throw new Error(`start_game: ${started.error?.message ?? 'no game: the daily limit is used up'}`);
  const backdated = await backend.service.rpc('test_backdate_game_play', {
    p_play_id: play.id,
    p_seconds: seconds,
  });
  if (backdated.error) throw new Error(`test_backdate_game_play: ${backdated.error.message}`);
  return player.client.rpc('record_game_result', { p_play_id: play.id, p_answers: answers });
}

/** A ticket as reserve_game_ticket answers it: no `ticket` once the parent's daily limit is used up. */
export interface ReservedTicket {
  ticket: { id: string; issuedAt: string; allowedSeconds: number } | null;
  allowance: StartedGame['allowance'];
}

/** Moves a game ticket's issue `seconds` back on `backend` (seeded with GAME_CLOCK_SEED_SQL). */
export async function backdateGameTicket(
  backend: LocalBackend,
  ticketId: string,
  seconds: number,
): Promise<void> {
  const { error } = await clientFor(backend, backend.serviceRoleKey).rpc('test_backdate_game_ticket', {
    p_ticket_id: ticketId,
    p_seconds: seconds,
  });
  if (error) throw new Error(`test_backdate_game_ticket: ${error.message}`);
}

/**
 * A player of 11 whose parent (verified e-mail) supervises with a daily limit of `minutes`, days counted in
 * `timeZone`.
 */
export async function supervisedChild(backend: TestBackend, minutes: number, timeZone = 'Europe/Berlin') {
  const parentEmail = `parent-${randomUUID()}@example.com`;
  const parent = clientFor(backend);
  const signedUp = await parent.auth.signUp({
    email: parentEmail,
    password: 'secret-pass',
    options: { data: { first_name: 'Pat', last_name: 'Parent', accountType: 'parent' } },
  });
  if (signedUp.error) throw new Error(`parent sign-up: ${signedUp.error.message}`);
  // Only a parent with a verified e-mail can confirm a link.
  await backend.verifyEmail(parent, parentEmail);
  const child = await backend.signUp({
    first_name: 'Kit',
    last_name: 'Kid',
    accountType: 'player',
    age: 11,
    parentEmail,
  });
  const { data: links } = await parent.rpc('family_links');
  const linkId = (links as { id: string }[])[0]!.id;
  for (const [name, args] of [
    ['family_confirm_link', { p_link_id: linkId }],
    ['family_set_level', { p_link_id: linkId, p_level: 'supervise' }],
    ['family_set_game_limit', { p_link_id: linkId, p_minutes: minutes, p_time_zone: timeZone }],
  ] as const) {
    const { error } = await parent.rpc(name, args);
    if (error) throw new Error(`${name}: ${error.message}`);
  }
  return { parent, linkId, child };
}

/** How many game results `userId` has, as the service role counts them. */
export async function gamesOf(backend: TestBackend, userId: string): Promise<number> {
  const { count } = await backend.service
    .from('game_results')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId);
  return count ?? -1;
}

/** Limits no test suite reaches: all test users sign up and sign in from one address. */
export const TEST_RATE_LIMITS = {
  signInSignUps: 100_000,
  tokenRefresh: 100_000,
  tokenVerifications: 100_000,
};

/**
 * One backend per test file, on a fresh in-memory database (or a temporary PostgreSQL database). Its mail goes to
 * a temporary outbox, never to the developer's outbox (OUTBOX_DIR or .local-db/outbox) nor to SMTP_URL: tests
 * send no e-mail and leave no files behind.
 */
export async function startTestBackend(options: LocalBackendOptions = {}): Promise<TestBackend> {
  const adminUrl = process.env.DATABASE_URL;
  const temporary = adminUrl ? await createTemporaryDatabase(adminUrl) : null;
  const ownOutboxDir =
    options.outboxDir === undefined ? mkdtempSync(join(tmpdir(), 'dreampitch-test-outbox-')) : null;
  const outboxDir = options.outboxDir ?? ownOutboxDir!;
  const backend = await startLocalBackend({
    port: 0,
    ...(temporary ? { databaseUrl: temporary.url } : { dataDir: 'memory' }),
    smtpUrl: null,
    // Every test user signs up from 127.0.0.1; a test of the limits passes its own.
    authRateLimits: TEST_RATE_LIMITS,
    // A loaded CI machine may keep a test's burst of requests waiting for PGlite longer than PostgREST's 10 s.
    poolAcquisitionTimeoutMs: 60_000,
    // Reminders run when a test drives them (reminders-run, or its own interval and clock).
    reminderIntervalMs: 0,
    // bcrypt's lowest cost: at GoTrue's 10 every sign-up and sign-in of a suite's thousands took a CPU-bound hash
    // ~64 times as long. The cost-10 hashes themselves are checked in auth-conformance.test.ts.
    bcryptCost: 4,
    ...options,
    outboxDir,
  });
  const test: TestBackend = {
    ...backend,
    outboxDir,
    anon: clientFor(backend),
    service: clientFor(backend, backend.serviceRoleKey),
    async signUp(metadata = { first_name: 'Test', last_name: 'Player', accountType: 'player', age: 14 }) {
      const email = `player-${randomUUID()}@example.com`;
      const password = `pw-${randomUUID()}`;
      const client = clientFor(backend);
      const { data, error } = await client.auth.signUp({
        email,
        password,
        options: { data: withParentEmail(metadata) },
      });
      if (error || !data.user || !data.session) throw error ?? new Error('sign-up returned no session');
      return { id: data.user.id, email, password, client, accessToken: data.session.access_token };
    },
    signUpAdult() {
      return test.signUp({ first_name: 'Alex', last_name: 'Adult', accountType: 'player', age: 30 });
    },
    async signUpConsented(metadata) {
      const parentEmail =
        typeof metadata.parentEmail === 'string'
          ? metadata.parentEmail
          : `parent-${randomUUID()}@example.com`;
      const child = await test.signUp({ ...metadata, parentEmail });
      await test.consentAsParent(parentEmail);
      return child;
    },
    async consentAsParent(parentEmail, parentClient) {
      let client = parentClient;
      if (!client) {
        client = clientFor(backend);
        const { error } = await client.auth.signUp({
          email: parentEmail,
          password: `pw-${randomUUID()}`,
          options: { data: { first_name: 'Pat', last_name: 'Parent', accountType: 'parent' } },
        });
        if (error) throw error;
      }
      const [request] = (await test.mailTo(parentEmail)).filter((mail) => mail.kind === 'link_request');
      const token = request ? linkToken(request.text, 'consent') : null;
      if (!token) throw new Error(`no consent link mailed to ${parentEmail}`);
      const consented = await client.rpc('family_consent_by_token', { p_token: token });
      if (consented.error) throw new Error(`family_consent_by_token: ${consented.error.message}`);
    },
    async grantPlan(userId, plan) {
      const service = clientFor(backend, backend.serviceRoleKey);
      const start = new Date();
      const end = new Date(start.getTime() + 30 * 24 * 60 * 60 * 1000);
      const { error } = await service.rpc('billing_apply_event', {
        p_event: {
          id: `evt_test_${randomUUID()}`,
          type: plan === 'free' ? 'subscription.deleted' : 'subscription.updated',
          provider: 'simulated',
          created: start.toISOString(),
          userId,
          subscription: {
            id: `sub_test_${userId}`,
            customer: null,
            plan: plan === 'free' ? 'pro' : plan,
            status: 'active',
            currentPeriodStart: start.toISOString(),
            currentPeriodEnd: end.toISOString(),
            cancelAtPeriodEnd: false,
          },
        },
      });
      if (error) throw new Error(`grantPlan: ${error.message}`);
    },
    async readOutbox() {
      const response = await backend.fetch(
        new Request(`${backend.url}/outbox.json`, {
          headers: { apikey: backend.serviceRoleKey },
        }),
      );
      if (!response.ok) throw new Error(`GET /outbox.json answered ${response.status}`);
      return (await response.json()) as OutboxEntry[];
    },
    fetchApi(path, init = {}) {
      const { token, ...rest } = init;
      const headers = new Headers(rest.headers);
      headers.set('apikey', backend.anonKey);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return backend.fetch(new Request(`${backend.url}${path}`, { ...rest, headers }));
    },
    async mailTo(address) {
      return (await test.readOutbox()).filter((mail) => mail.to === address.toLowerCase());
    },
    async verifyEmail(client, address) {
      const sent = await client.rpc('account_send_verification');
      if (sent.error) throw new Error(`account_send_verification: ${sent.error.message}`);
      const [mail] = (await test.mailTo(address)).filter((entry) => entry.kind === 'verify_email');
      const token = mail ? linkToken(mail.text, 'verify') : null;
      if (!token) throw new Error(`no verification mail to ${address}`);
      const verified = await client.rpc('account_verify_email', { p_token: token });
      if (verified.error) throw new Error(`account_verify_email: ${verified.error.message}`);
    },
    async stop() {
      await backend.stop();
      await temporary?.drop();
      if (ownOutboxDir) rmSync(ownOutboxDir, { recursive: true, force: true });
    },
  };
  return test;
}

/** One backend for the calling test file: started before its tests, stopped after them. Read it inside tests. */
export function backendForThisFile(options: LocalBackendOptions = {}): () => TestBackend {
  let backend: TestBackend | null = null;
  beforeAll(async () => {
    backend = await startTestBackend(options);
  }, 120_000);
  afterAll(async () => {
    await backend?.stop();
  }, 60_000);
  return () => {
    if (!backend) throw new Error('the test backend has not started');
    return backend;
  };
}
