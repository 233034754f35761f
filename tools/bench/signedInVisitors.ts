import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { grantPlan, subscribe } from '../../e2e/support/billing';
import type { BenchVisitor } from './benchPages';

const PASSWORD = 'bench-secret-123';
/** A stored session is reused while it has this long left (no sign-in per run: GoTrue allows 30 per 5 minutes). */
const SESSION_MARGIN_S = 10 * 60;

export interface BackendConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** The runtime config the preview serves the app: the same backend the browser will call. */
export async function backendConfig(shellUrl: string): Promise<BackendConfig> {
  const config = (await (await fetch(`${shellUrl}/config.json`)).json()) as Partial<BackendConfig>;
  if (!config.supabaseUrl || !config.supabaseAnonKey) {
    throw new Error(
      'The preview runs without a backend: signed-in pages need one (LOCAL_BACKEND_DATA=memory).',
    );
  }
  return { supabaseUrl: config.supabaseUrl, supabaseAnonKey: config.supabaseAnonKey };
}

/** A client like the app's; with `storage`, supabase-js writes its session there under the key the app reads. */
function client(config: BackendConfig, storage?: Map<string, string>): SupabaseClient {
  return createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: {
      persistSession: Boolean(storage),
      autoRefreshToken: false,
      storage: storage && {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      },
    },
    realtime: { transport: ws as never },
  });
}

function must<T>(what: string, reply: { data: T; error: { message: string } | null }): T {
  if (reply.error) throw new Error(`${what}: ${reply.error.message}`);
  return reply.data;
}

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Three goals, one of them checked in on three days: the pages show a player's real content, not empty states. */
async function addGoals(user: SupabaseClient, userId: string) {
  const goals = must(
    'insert goals',
    await user
      .from('goals')
      .insert(
        [
          ['Juggle 50 times', 'technical'],
          ['Run 5 km without stopping', 'physical'],
          ['Stay calm after a mistake', 'mental'],
        ].map(([title, pillar]) => ({
          user_id: userId,
          title,
          pillar,
          created_at: `${dayOffset(-21)}T09:00:00Z`,
          target_date: dayOffset(90),
        })),
      )
      .select('id'),
  );
  const first = goals?.[0]?.id as string;
  must(
    'insert check-ins',
    await user.from('goal_check_ins').insert(
      [-14, -7, 0].map((days, at) => ({
        goal_id: first,
        checked_on: dayOffset(days),
        progress: (at + 1) * 10,
        note: '',
      })),
    ),
  );
  must('update progress', await user.from('goals').update({ progress: 30 }).eq('id', first));
}

/** Creates the account a visitor is, through the real auth API, and puts it on its plan. */
async function createAccount(config: BackendConfig, visitor: Exclude<BenchVisitor, 'signed-out'>) {
  const email = `bench-${visitor}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const user = client(config);
  const data =
    visitor === 'parent'
      ? { first_name: 'Pat', last_name: 'Bench', accountType: 'parent' }
      : {
          first_name: 'Pia',
          last_name: 'Bench',
          accountType: 'player',
          age: 15,
          parentEmail: `parent-${email}`,
        };
  const signedUp = must('sign-up', await user.auth.signUp({ email, password: PASSWORD, options: { data } }));
  if (!signedUp.user || !signedUp.session) throw new Error(`sign-up of the ${visitor} gave no session.`);
  // A player of 15 cannot buy alone (a parent approves): the plan is recorded as the payment service records one.
  if (visitor === 'parent') await subscribe(user, 'parent');
  else await grantPlan(signedUp.user.id, 'pro');
  if (visitor === 'pro-player') await addGoals(user, signedUp.user.id);
  return email;
}

/**
 * The signed-in visitors of one bench: each account is created once, on first use. `storageFor` is what the
 * browser must hold for the app to start signed in: the localStorage supabase-js writes when signing in.
 */
export function signedInVisitors(config: BackendConfig) {
  const emails = new Map<BenchVisitor, Promise<string>>();
  const stored = new Map<BenchVisitor, { items: Map<string, string>; expiresAt: number }>();

  async function signIn(visitor: Exclude<BenchVisitor, 'signed-out'>) {
    const kept = stored.get(visitor);
    if (kept && kept.expiresAt - Date.now() / 1000 > SESSION_MARGIN_S) return kept.items;
    if (!emails.has(visitor)) emails.set(visitor, createAccount(config, visitor));
    const email = await (emails.get(visitor) as Promise<string>);
    const items = new Map<string, string>();
    const { data, error } = await client(config, items).auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    if (error || !data.session) throw new Error(`sign-in of the ${visitor}: ${error?.message}`);
    stored.set(visitor, { items, expiresAt: data.session.expires_at ?? 0 });
    return items;
  }

  return {
    async storageFor(visitor: BenchVisitor): Promise<Record<string, string>> {
      return visitor === 'signed-out' ? {} : Object.fromEntries(await signIn(visitor));
    },
  };
}
