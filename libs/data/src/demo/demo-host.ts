import {
  CONSENT_LINK_PARAM,
  PURCHASE_APPROVAL_LINK_PARAM,
  VERIFY_EMAIL_LINK_PARAM,
} from '@dreampitch/domain';
import {
  startInBrowserBackend,
  type AuthRateLimits,
  type InBrowserBackend,
  type SchemaSource,
} from '@dreampitch/local-backend/in-browser';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createMemoryStorage, type KeyValueStorage } from '../storage';
import { SupabaseBackend } from '../supabase-backend';

/** The mock player of demo mode (spec §1): 14, so a parent approves a purchase, and the mock parent does. */
export const DEMO_PLAYER = {
  email: 'demo@dreampitch.app',
  password: 'demo-password',
  metadata: {
    first_name: 'Demo',
    last_name: 'Player',
    accountType: 'player',
    age: 14,
    parentEmail: 'parent@dreampitch.app',
  },
} as const;

/** The player's linked parent, played by the demo itself: it confirms the link and approves what the player asks. */
export const DEMO_PARENT = {
  email: 'parent@dreampitch.app',
  password: 'demo-parent-password',
  metadata: { first_name: 'Pat', last_name: 'Parent', accountType: 'parent' },
} as const;

export interface DemoHostOptions {
  /** The bootstrap and supabase/migrations, read at build time (./schema) or from disk in a test. */
  schema: SchemaSource;
  /** Hears each migration applied, to show the demo's progress while it loads. */
  onProgress?: (done: number, total: number) => void;
  /** Where preferences and saves waiting to sync live: memory, like the demo's database. */
  storage?: KeyValueStorage;
  /** Demo mode starts with the mock player signed in; the contract tests start signed out. */
  signedIn?: boolean;
  /** A test's fixtures, run after the migrations. */
  seedSql?: string;
  /** A migrated database's files to start from instead of `schema` (component tests, ../testing). */
  dataDir?: Blob;
  authRateLimits?: Partial<AuthRateLimits>;
  /** GoTrue's "Confirm email" (a test's host); demo mode leaves it off: nobody reads the mock player's mail. */
  confirmEmail?: boolean;
}

export interface DemoHost {
  backend: SupabaseBackend;
  server: InBrowserBackend;
  /** The page's fetch of the in-page API: after each request the mock parent reads its mail and acts on it. */
  fetch: typeof globalThis.fetch;
  /** A supabase-js client of the in-page API with `key` (the anon key by default), no session kept. */
  client(key?: string): SupabaseClient;
  /**
   * Signs up another parent the demo plays, at `email`: it proves its address and acts on its mail as the mock
   * parent does (component tests give each player a parent of its own).
   */
  addMockParent(email: string): Promise<void>;
}

/** The token of a mailed link's `param`, or null. */
export const linkToken = (text: string, param: string): string | null => {
  const match = new RegExp(`[?&]${param}=([A-Za-z0-9%._~-]+)`).exec(text);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
};

async function succeeded<T extends { error: unknown }>(step: string, result: PromiseLike<T>): Promise<T> {
  const answered = await result;
  if (answered.error) throw new Error(`demo set-up, ${step}: ${String((answered.error as Error).message)}`);
  return answered;
}

/**
 * The mock parents at work: every mail the database sends one, it acts on as a parent would (confirms the link,
 * proves its address, approves a purchase), through the same API and rules as anyone.
 */
function mockParents(server: InBrowserBackend, parents: ReadonlyMap<string, SupabaseClient>) {
  let handled = 0;
  return async () => {
    while (handled < server.sentMail.length) {
      const mail = server.sentMail[handled++]!;
      const parent = parents.get(mail.to);
      if (!parent) continue;
      const consent = mail.kind === 'link_request' ? linkToken(mail.text, CONSENT_LINK_PARAM) : null;
      if (consent) await succeeded('link', parent.rpc('family_consent_by_token', { p_token: consent }));
      const verify = mail.kind === 'verify_email' ? linkToken(mail.text, VERIFY_EMAIL_LINK_PARAM) : null;
      if (verify) await succeeded('verify', parent.rpc('account_verify_email', { p_token: verify }));
      const approve =
        mail.kind === 'purchase_request' ? linkToken(mail.text, PURCHASE_APPROVAL_LINK_PARAM) : null;
      if (approve) await succeeded('approve', parent.rpc('purchase_approve', { p_token: approve }));
    }
  };
}

/** Headers of any realm as a plain object: what every `Request` reads the same way. */
function plainHeaders(headers: HeadersInit | undefined): Record<string, string> {
  const plain: Record<string, string> = {};
  if (Array.isArray(headers)) for (const [name, value] of headers) plain[name] = value;
  else if (headers && typeof (headers as Headers).forEach === 'function')
    (headers as Headers).forEach((value, name) => (plain[name] = value));
  else Object.assign(plain, headers);
  return plain;
}

/**
 * The request supabase-js means. Its headers go in as a plain object: supabase-js passes a `Headers`, which
 * happy-dom's `Request` (component tests) does not read, and the API key and session would be lost.
 */
export function requestOf(input: RequestInfo | URL, init?: RequestInit): Request {
  return new Request(input, init && { ...init, headers: plainHeaders(init.headers) });
}

/**
 * Demo mode: the real schema in the page (PGlite with every migration, RLS, triggers, RPCs) behind the local
 * backend's fetch handler, and the app's own Supabase repositories over it. The mock player is signed in; its
 * linked parent is the demo's, and answers its mail.
 */
export async function startDemoHost(options: DemoHostOptions): Promise<DemoHost> {
  const { storage, signedIn, ...serverOptions } = options;
  const server = await startInBrowserBackend(serverOptions);
  const parents = new Map<string, SupabaseClient>();
  const parentsAtWork = mockParents(server, parents);
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await server.fetch(requestOf(input, init));
    await parentsAtWork();
    return response;
  };
  let clients = 0;
  // A storage key per client: supabase-js warns of clients that share one in a page.
  const client = (key = server.anonKey) =>
    createClient(server.url, key, {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storageKey: `sb-demo-client-${++clients}`,
      },
      global: { fetch },
    });
  const addMockParent = async (email: string) => {
    const parent = client();
    const { data } = await succeeded(
      'parent sign-up',
      parent.auth.signUp({ email, password: DEMO_PARENT.password, options: { data: DEMO_PARENT.metadata } }),
    );
    // With "Confirm email" on (a test's host), the parent opens the confirmation it was mailed to sign in.
    if (!data.session) {
      const mail = server.sentMail.findLast((sent) => sent.to === email && sent.kind === 'signup');
      const token = mail ? linkToken(mail.text, 'token_hash') : null;
      await succeeded(
        'parent confirmation',
        parent.auth.verifyOtp({ token_hash: token ?? '', type: 'email' }),
      );
    }
    parents.set(email, parent);
    await succeeded('parent e-mail', parent.rpc('account_send_verification'));
  };
  await addMockParent(DEMO_PARENT.email);
  const backend = new SupabaseBackend({
    url: server.url,
    anonKey: server.anonKey,
    storage: storage ?? createMemoryStorage(),
    clientOptions: {
      auth: { persistSession: false, autoRefreshToken: true, detectSessionInUrl: false },
      global: { fetch },
    },
  });
  const player = client();
  await succeeded(
    'player sign-up',
    player.auth.signUp({
      email: DEMO_PLAYER.email,
      password: DEMO_PLAYER.password,
      options: { data: DEMO_PLAYER.metadata },
    }),
  );
  if (signedIn ?? true) await backend.signIn(DEMO_PLAYER.email, DEMO_PLAYER.password);
  return { backend, server, fetch, client, addMockParent };
}
