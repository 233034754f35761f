import {
  ADULT_AGE,
  VERIFY_EMAIL_LINK_PARAM,
  type DrillAnswers,
  type PaidTier,
  type RecordedGame,
  type RegistrationPayload,
} from '@dreampitch/domain';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AUTH_MAIL_CLOCK_SEED_SQL,
  GAME_CLOCK_SEED_SQL,
  GOAL_CLOCK_SEED_SQL,
  SESSION_CLOCK_SEED_SQL,
} from '@dreampitch/local-backend/clock-seeds';
import { startInBrowserBackend } from '@dreampitch/local-backend/in-browser';
import { configureData } from './config';
import { DEMO_PLAYER, linkToken, startDemoHost, type DemoHost, type DemoHostOptions } from './demo/demo-host';
import { DEMO_SCHEMA } from './demo/schema';
import { familyBackendFor } from './family';
import { createMemoryStorage, type KeyValueStorage } from './storage';
import { SupabaseBackend } from './supabase-backend';

/**
 * Component tests on the real rules: demo mode's host (PGlite with every migration, RLS, triggers, RPCs, the local
 * backend's fetch handler) in the test's page, once per test file, and the app's own repositories over it.
 *
 * Replaying every migration takes seconds; the first file to boot keeps the migrated database's files in the system's
 * temporary folder, under a name the schema's text decides, and every later file starts from them.
 */

/** The password, names and age every account the helpers sign up shares. */
export { DEMO_PLAYER };

let host: Promise<DemoHost> | null = null;
let clients = 0;
/** The game each backend started last, which `elapseLastGame` moves back. */
const lastPlays = new WeakMap<SupabaseBackend, string>();
/** Backends whose requests fail as an unreachable server's do. */
const offline = new WeakSet<SupabaseBackend>();

/** While `value`, every request of `backend` fails as a network error does. */
export function setOffline(backend: SupabaseBackend, value: boolean): void {
  if (value) offline.add(backend);
  else offline.delete(backend);
}

/** The test clocks' functions (service role only): games, sessions, goals and auth mail of a given age without waiting. */
const SEED_SQL =
  GAME_CLOCK_SEED_SQL + SESSION_CLOCK_SEED_SQL + GOAL_CLOCK_SEED_SQL + AUTH_MAIL_CLOCK_SEED_SQL;

function migratedDatabase(): { file: string; cached: Blob | null } {
  const hash = createHash('sha256').update(DEMO_SCHEMA.bootstrapSql).update(SEED_SQL);
  for (const migration of DEMO_SCHEMA.migrations) hash.update(migration.version).update(migration.sql);
  const file = join(tmpdir(), `dreampitch-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
  return { file, cached: existsSync(file) ? new Blob([readFileSync(file)]) : null };
}

const HOST_OPTIONS = {
  schema: DEMO_SCHEMA,
  signedIn: false,
  // A file's tests sign up far more accounts than GoTrue's 30 per 5 minutes from one address.
  authRateLimits: { signInSignUps: 100_000, tokenRefresh: 100_000, tokenVerifications: 100_000 },
};

async function bootHost(options: Partial<DemoHostOptions> = {}): Promise<DemoHost> {
  const { file, cached } = migratedDatabase();
  if (cached) return startDemoHost({ ...HOST_OPTIONS, ...options, dataDir: cached });
  const migrated = await startInBrowserBackend({ schema: DEMO_SCHEMA, seedSql: SEED_SQL });
  const dataDir = await migrated.dump();
  await migrated.stop();
  const partial = `${file}.${process.pid}`;
  // Another file may write it at the same time: each writes its own, and the rename is atomic.
  writeFileSync(partial, new Uint8Array(await dataDir.arrayBuffer()));
  renameSync(partial, file);
  return startDemoHost({ ...HOST_OPTIONS, ...options, dataDir });
}

/** This test file's host, booted on first use. */
export function testHost(): Promise<DemoHost> {
  host ??= bootHost();
  return host;
}

/** For `beforeAll(bootTestHost, 120_000)`: the first boot on a machine replays every migration, which takes seconds. */
export async function bootTestHost(): Promise<void> {
  await testHost();
}

/**
 * As `bootTestHost`, with GoTrue's "Confirm email" on for the whole file: a sign-up waits for its mailed link
 * (`mailedToken(email, 'signup', 'token_hash')`) before it has a session.
 */
export async function bootTestHostConfirmingEmail(): Promise<void> {
  if (host) throw new Error('This file booted its test host already');
  host = bootHost({ confirmEmail: true });
  await host;
}

/** A backend of the app over this file's host, nobody signed in, with a storage of its own. */
export async function signedOutBackend(storage: KeyValueStorage = createMemoryStorage()) {
  const { server, fetch } = await testHost();
  clients += 1;
  const backend: SupabaseBackend = new SupabaseBackend({
    url: server.url,
    anonKey: server.anonKey,
    storage,
    clientOptions: {
      // A key per client: each test's client is another "tab" of the same page.
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storageKey: `sb-test-${clients}`,
      },
      global: {
        fetch: (input, init) =>
          offline.has(backend) ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init),
      },
    },
  });
  const startGame = backend.startGame.bind(backend);
  backend.startGame = async (gameId) => {
    const started = await startGame(gameId);
    if (started.play) lastPlays.set(backend, started.play.id);
    return started;
  };
  return backend;
}

/** An address no other test of the file has used. */
export function uniqueEmail(name: string): string {
  clients += 1;
  return `${name}-${clients}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Signs up and in a new account through the real sign-up (default: a player like demo mode's mock player, Demo
 * Player, 14, whose parent the demo plays: a mock parent of its own, who confirms the link and approves what it is
 * asked, as in demo mode). Returns its backend.
 */
export async function signedInBackend(
  registration: Partial<RegistrationPayload> = {},
  storage?: KeyValueStorage,
): Promise<SupabaseBackend> {
  const host = await testHost();
  let parentEmail = registration.parentEmail;
  const minor =
    (registration.accountType ?? 'player') === 'player' &&
    (registration.age ?? DEMO_PLAYER.metadata.age) < ADULT_AGE;
  if (parentEmail === undefined && minor) {
    parentEmail = uniqueEmail('mock-parent');
    await host.addMockParent(parentEmail);
  }
  const backend = await signedOutBackend(storage);
  await backend.signUp({
    email: uniqueEmail('player'),
    password: DEMO_PLAYER.password,
    firstName: DEMO_PLAYER.metadata.first_name,
    lastName: DEMO_PLAYER.metadata.last_name,
    accountType: 'player',
    age: DEMO_PLAYER.metadata.age,
    ...registration,
    parentEmail,
  } as RegistrationPayload);
  return backend;
}

/** Signs up and in a new parent account, its e-mail proven. */
export async function signedInParent(
  registration: Partial<RegistrationPayload> = {},
): Promise<SupabaseBackend> {
  const backend = await signedOutBackend();
  await backend.signUp({
    email: uniqueEmail('parent'),
    password: DEMO_PLAYER.password,
    firstName: 'Pat',
    lastName: 'Parent',
    accountType: 'parent',
    ...registration,
  });
  await proveEmail(backend);
  return backend;
}

/** The token of the link last mailed to `to` as `kind` (its query parameter `param`): what the recipient opens. */
export async function mailedToken(to: string, kind: string, param: string): Promise<string | null> {
  const { server } = await testHost();
  const mail = server.sentMail.findLast((sent) => sent.to === to.toLowerCase() && sent.kind === kind);
  return mail ? linkToken(mail.text, param) : null;
}

/** Proves the signed-in account's e-mail through the link the database mails. */
export async function proveEmail(backend: SupabaseBackend): Promise<void> {
  const user = await backend.getSession();
  const client = await backend.client();
  await client.rpc('account_send_verification');
  const { error } = await client.rpc('account_verify_email', {
    p_token: user ? await mailedToken(user.email, 'verify_email', VERIFY_EMAIL_LINK_PARAM) : null,
  });
  if (error) throw new Error(`could not verify ${user?.email}: ${error.message}`);
}

/**
 * Puts the backend's account on a paid plan the only way there is: a player under 18 asks a parent first (the demo's
 * parent approves what it is asked), then a tokenised test card and the checkout.
 */
export async function subscribe(backend: SupabaseBackend, plan: PaidTier): Promise<void> {
  const { metadata } = (await backend.getSession())!;
  if (metadata.accountType === 'player' && (metadata.age ?? ADULT_AGE) < ADULT_AGE)
    await familyBackendFor(backend).askParentForPro();
  const result = await backend.createCardToken({
    number: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
  });
  if (result.error) throw new Error(result.error.message);
  await backend.checkout(plan, result.tokenId);
}

/**
 * Demo mode for a page under test (no backend URL; no Stripe key unless given), `backend` (default: a new signed-in
 * player) as the page's `getBackend()`.
 */
export async function configureTestDemo(
  backend?: SupabaseBackend,
  { stripePublishableKey = null }: { stripePublishableKey?: string | null } = {},
): Promise<SupabaseBackend> {
  const chosen = backend ?? (await signedInBackend());
  configureData(
    { supabaseUrl: null, supabaseAnonKey: null, stripePublishableKey },
    { storage: createMemoryStorage(), backend: chosen },
  );
  return chosen;
}

/** A Decision Drill the backend's player started, played for `seconds` by the server's clock, finished with `answers`. */
export async function playGame(
  backend: SupabaseBackend,
  answers: DrillAnswers,
  seconds: number,
): Promise<RecordedGame> {
  const { play } = await backend.startGame('decision-drill');
  if (!play) throw new Error("Today's game time is used up");
  await elapseGame(play.id, seconds);
  return backend.recordGameResult(play.id, answers);
}

/** Calls one of the test clocks' functions (SEED_SQL), which only the service role may. */
async function moveClock(name: string, args: Record<string, string | number>): Promise<void> {
  const host = await testHost();
  const { error } = await host.client(host.server.serviceRoleKey).rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
}

/** Moves a started game's start `seconds` back, as if the server had started it that long ago. */
export async function elapseGame(playId: string, seconds: number): Promise<void> {
  await moveClock('test_backdate_game_play', { p_play_id: playId, p_seconds: seconds });
}

/** Moves a goal's creation `days` back by the server's clock, as if the player had set it that long ago. */
export async function backdateGoal(goalId: string, days: number): Promise<void> {
  await moveClock('test_backdate_goal', { p_goal_id: goalId, p_days: days });
}

/** Moves the last sign-up and recovery mails to `email` `seconds` back, as if they had been sent that long ago. */
export async function backdateAuthMail(email: string, seconds: number): Promise<void> {
  await moveClock('test_backdate_auth_mail', { p_email: email, p_seconds: seconds });
}

/** Moves the game `backend` started last `seconds` back: the player took that long by the server's clock. */
export async function elapseLastGame(backend: SupabaseBackend, seconds: number): Promise<void> {
  const playId = lastPlays.get(backend);
  if (!playId) throw new Error('This backend started no game');
  await elapseGame(playId, seconds);
}
