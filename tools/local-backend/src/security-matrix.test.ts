import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, startTestBackend, type TestBackend, withParentEmail } from './test-support';

/**
 * The security matrix (issue 15): every public table x caller x {select, insert, update, delete} and every public
 * function x caller x execute, called over HTTP with supabase-js as an attacker would, with the outcome the
 * product's rules give. The catalog test at the end fails when a table, view or function of the exposed schema has
 * no row here: a new one gets its expected outcomes written down before it ships.
 *
 * The callers of each row: a player (the row's owner, 14, on the Pro plan so plan limits do not hide the access
 * rules), an unrelated player (Free), three parents the owner asked to link (one who has not verified the e-mail,
 * so the link stays pending and invisible to that parent; a verified one on Free and a verified one on the Parent
 * plan, both with a confirmed link at the Supervise level), anon and the service role. Each table and each function gets its own family, so no row depends
 * on another; within a row the callers run in the order listed, the service role last.
 */

const ACTORS = ['anon', 'owner', 'other', 'parentPending', 'parentFree', 'parentPlan', 'service'] as const;
type Actor = (typeof ACTORS)[number];

/** Lists what the API exposes, for the completeness check; a fixture of this file only (like the CLI's seed.sql). */
const SEED = `
create function public.security_matrix_catalog() returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'relations', (select coalesce(jsonb_agg(c.relname order by c.relname), '[]') from pg_catalog.pg_class c
                  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
                  where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')),
    'functions', (select coalesce(jsonb_agg(distinct p.proname), '[]') from pg_catalog.pg_proc p
                  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
                  where n.nspname = 'public' and p.prokind = 'f'
                    and p.prorettype <> 'pg_catalog.trigger'::pg_catalog.regtype
                    and p.proname <> 'security_matrix_catalog'
                    and not exists (select 1 from pg_catalog.pg_depend d
                                    where d.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass
                                      and d.objid = p.oid and d.deptype = 'e'))
  )
$$;
revoke all on function public.security_matrix_catalog() from public, anon, authenticated;
grant execute on function public.security_matrix_catalog() to service_role;
`;

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ seedSql: SEED });
}, 120_000);
afterAll(async () => {
  await backend.stop();
}, 60_000);

interface Account {
  id: string;
  email: string;
  client: SupabaseClient;
}

interface Family {
  owner: Account;
  other: Account;
  parentPending: Account;
  parentFree: Account;
  parentPlan: Account;
  /** Link ids by parent. */
  links: Record<'parentPending' | 'parentFree' | 'parentPlan', string>;
  /** A goal of the owner's. */
  goal: string;
}

const address = (prefix: string) => `${prefix}-${randomUUID()}@example.com`;

async function account(email: string, metadata: Record<string, unknown>): Promise<Account> {
  const client = clientFor(backend);
  const { data, error } = await client.auth.signUp({
    email,
    password: 'secret-pass',
    options: { data: withParentEmail(metadata) },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { id: data.user.id, email, client };
}

const parent = (email: string) =>
  account(email, { first_name: 'Pat', last_name: 'Parent', accountType: 'parent' });
const player = (extra: Record<string, unknown> = {}) =>
  account(address('player'), {
    first_name: 'Kit',
    last_name: 'Kid',
    accountType: 'player',
    age: 14,
    ...extra,
  });

async function call<T>(who: Account, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await who.client.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

/** The child's link to `parentEmail`, as the child's family list shows it. */
async function linkTo(child: Account, parentEmail: string): Promise<string> {
  const links = await call<{ id: string; parent: { email: string } }[]>(child, 'family_links');
  const link = links.find((entry) => entry.parent.email === parentEmail);
  if (!link) throw new Error(`no link to ${parentEmail}`);
  return link.id;
}

async function newFamily(): Promise<Family> {
  const [parentPending, parentFree, parentPlan] = await Promise.all([
    parent(address('pending-parent')),
    parent(address('free-parent')),
    parent(address('plan-parent')),
  ]);
  await backend.verifyEmail(parentFree.client, parentFree.email);
  await backend.verifyEmail(parentPlan.client, parentPlan.email);
  await backend.grantPlan(parentPlan.id, 'parent');
  const owner = await player({ parentEmail: parentPlan.email });
  const other = await player();
  await backend.grantPlan(owner.id, 'pro');
  await call(owner, 'family_request_parent', { p_parent_email: parentFree.email });
  await call(owner, 'family_request_parent', { p_parent_email: parentPending.email });
  const links = {
    parentPending: await linkTo(owner, parentPending.email),
    parentFree: await linkTo(owner, parentFree.email),
    parentPlan: await linkTo(owner, parentPlan.email),
  };
  for (const who of ['parentFree', 'parentPlan'] as const) {
    await call({ parentFree, parentPlan }[who], 'family_confirm_link', { p_link_id: links[who] });
    await call({ parentFree, parentPlan }[who], 'family_set_level', {
      p_link_id: links[who],
      p_level: 'supervise',
    });
  }
  const { data: goal, error } = await owner.client
    .from('goals')
    .insert({ user_id: owner.id, title: 'Juggle 30 times', pillar: 'technical' })
    .select('id')
    .single();
  if (error) throw error;
  return { owner, other, parentPending, parentFree, parentPlan, links, goal: goal.id as string };
}

function clientOf(actor: Actor, family: Family): SupabaseClient {
  if (actor === 'anon') return backend.anon;
  if (actor === 'service') return backend.service;
  return family[actor].client;
}

// ---------------------------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------------------------

/** rows: the owner's row is visible; none: answered without it; denied: 401 (anon) or 403 with 42501. */
type SelectOutcome = 'rows' | 'none' | 'denied';
/** conflict: the row exists already (409, 23505). */
type InsertOutcome = 'ok' | 'denied' | 'conflict';
type UpdateOutcome = 'changed' | 'unchanged' | 'denied';
type DeleteOutcome = 'deleted' | 'kept' | 'denied';
type Cell = `${SelectOutcome} ${InsertOutcome} ${UpdateOutcome} ${DeleteOutcome}`;

interface TableRow {
  key: string;
  /** A new row of the owner's (fresh unique values each call). */
  row(family: Family): Record<string, unknown>;
  /** The owner's one row (profiles from sign-up, the subscription from the plan, the routine), made if need be. */
  existing?(family: Family): Promise<string>;
  patch(): Record<string, unknown>;
  cells: Record<Actor, Cell>;
}

/** What each caller may do with a player's private rows that a parent on the Parent plan may read. */
const childRows = (owner: Cell, parentPlanSelect: SelectOutcome = 'rows'): Record<Actor, Cell> => ({
  anon: 'denied denied denied denied',
  owner,
  other: `none denied unchanged kept`,
  parentPending: 'none denied unchanged kept',
  parentFree: 'none denied unchanged kept',
  parentPlan: `${parentPlanSelect} denied unchanged kept`,
  service: 'rows ok changed deleted',
});

/** A table only the server writes: its owner (and a Parent-plan parent, where given) reads it. */
const serverWritten = (parentPlanSelect: SelectOutcome, serviceInsert: InsertOutcome = 'ok') =>
  ({
    anon: 'denied denied denied denied',
    owner: 'rows denied denied denied',
    other: 'none denied denied denied',
    parentPending: 'none denied denied denied',
    parentFree: 'none denied denied denied',
    parentPlan: `${parentPlanSelect} denied denied denied`,
    service: `rows ${serviceInsert} changed deleted`,
  }) satisfies Record<Actor, Cell>;

const TABLES: Record<string, TableRow> = {
  drill_catalogue: {
    key: 'slug',
    row: () => ({
      slug: `matrix-${randomUUID()}`,
      pillar: 'technical',
      age_group: '8-12',
      level: 'beginner',
      role: 'main',
      minutes: 5,
    }),
    patch: () => ({ minutes: 6 }),
    // Content that only migrations write and only signed-in players read (20261205200000_drill_catalogue.sql).
    cells: {
      anon: 'denied denied denied denied',
      owner: 'rows denied denied denied',
      other: 'rows denied denied denied',
      parentPending: 'rows denied denied denied',
      parentFree: 'rows denied denied denied',
      parentPlan: 'rows denied denied denied',
      service: 'rows ok changed deleted',
    },
  },
  profiles: {
    key: 'id',
    row: (f) => ({ id: f.owner.id, first_name: 'Again' }),
    existing: async (f) => f.owner.id,
    patch: () => ({ first_name: 'Changed' }),
    cells: {
      // Profiles come from sign-up only (20261124150100_identity_columns.sql).
      ...childRows('rows denied changed denied'),
      other: 'none denied unchanged denied',
      parentPending: 'none denied unchanged denied',
      parentFree: 'none denied unchanged denied',
      parentPlan: 'rows denied unchanged denied',
      service: 'rows conflict changed deleted',
    },
  },
  goals: {
    key: 'id',
    row: (f) => ({
      user_id: f.owner.id,
      title: `Goal ${randomUUID()}`,
      pillar: 'technical',
      type: 'process',
    }),
    patch: () => ({ progress: 50 }),
    cells: childRows('rows ok changed deleted'),
  },
  training_sessions: {
    key: 'id',
    row: (f) => ({ user_id: f.owner.id, goal_id: f.goal, session_date: '2099-03-01', duration: 45 }),
    patch: () => ({ notes: 'changed' }),
    cells: childRows('rows ok changed deleted'),
  },
  goal_check_ins: {
    key: 'id',
    row: (f) => ({ user_id: f.owner.id, goal_id: f.goal, note: `Check-in ${randomUUID()}`, progress: 30 }),
    patch: () => ({ note: 'changed' }),
    // Check-ins are a log: kept as written (20251121010000_goal_check_ins.sql).
    cells: {
      ...childRows('rows ok denied denied'),
      other: 'none denied denied denied',
      parentPending: 'none denied denied denied',
      parentFree: 'none denied denied denied',
      parentPlan: 'rows denied denied denied',
    },
  },
  game_results: {
    key: 'id',
    row: (f) => ({
      user_id: f.owner.id,
      game_id: 'decision-drill',
      score: 20,
      max_score: 28,
      duration_seconds: 95,
    }),
    patch: () => ({ score: 1 }),
    // Written by record_game_result only (20261124150000_game_results_by_server.sql).
    cells: serverWritten('rows'),
  },
  achievements: {
    key: 'id',
    row: (f) => ({ user_id: f.owner.id, name: `Badge ${randomUUID()}`, description: 'Earned', points: 10 }),
    patch: () => ({ points: 99 }),
    cells: serverWritten('rows'),
  },
  quick_track_entries: {
    key: 'id',
    row: (f) => ({ user_id: f.owner.id, age_group: '13-17', rating: 7, note: 'Good session' }),
    patch: () => ({ note: 'changed' }),
    cells: childRows('rows ok changed deleted'),
  },
  waitlist_emails: {
    key: 'id',
    row: () => ({ email: address('fan') }),
    patch: () => ({ email: address('changed') }),
    // Anyone may join the waitlist; nobody but the server reads it (the addresses are personal data).
    cells: {
      anon: 'denied ok denied denied',
      owner: 'denied ok denied denied',
      other: 'denied ok denied denied',
      parentPending: 'denied ok denied denied',
      parentFree: 'denied ok denied denied',
      parentPlan: 'denied ok denied denied',
      service: 'rows ok changed deleted',
    },
  },
  payments: {
    key: 'id',
    row: (f) => ({ id: `tok_test_${randomUUID()}`, user_id: f.owner.id, plan: 'pro', amount_cents: 500 }),
    patch: () => ({ amount_cents: 1 }),
    cells: {
      anon: 'denied denied denied denied',
      owner: 'denied denied denied denied',
      other: 'denied denied denied denied',
      parentPending: 'denied denied denied denied',
      parentFree: 'denied denied denied denied',
      parentPlan: 'denied denied denied denied',
      service: 'rows ok changed deleted',
    },
  },
  subscriptions: {
    key: 'user_id',
    row: (f) => ({
      user_id: f.owner.id,
      plan: 'pro',
      status: 'active',
      current_period_start: '2099-01-01T00:00:00Z',
      current_period_end: '2099-02-01T00:00:00Z',
      provider: 'simulated',
      provider_subscription_id: `sub_${randomUUID()}`,
      last_event_at: '2099-01-01T00:00:00Z',
    }),
    existing: async (f) => f.owner.id,
    patch: () => ({ cancel_at_period_end: true }),
    // Only the server writes subscriptions; a Parent-plan parent sees the child's plan.
    cells: serverWritten('rows', 'conflict'),
  },
  invoices: {
    key: 'id',
    row: (f) => ({
      id: `in_test_${randomUUID()}`,
      user_id: f.owner.id,
      plan: 'pro',
      description: 'Pro plan, monthly',
      amount_cents: 500,
      status: 'paid',
      provider: 'simulated',
      created_at: '2099-01-01T00:00:00Z',
    }),
    patch: () => ({ status: 'failed' }),
    // Receipts are the payer's own: parents do not see a child's.
    cells: serverWritten('none'),
  },
  goal_templates: {
    key: 'id',
    row: (f) => ({ user_id: f.owner.id, title: `Template ${randomUUID()}`, pillar: 'mental' }),
    patch: () => ({ description: 'changed' }),
    cells: {
      ...childRows('rows ok changed deleted', 'none'),
    },
  },
  mindset_sessions: {
    key: 'id',
    row: (f) => ({ user_id: f.owner.id, tool: 'breathing', duration_seconds: 60 }),
    patch: () => ({ duration_seconds: 90 }),
    // A finished exercise is a log entry: added and deleted, never edited.
    cells: {
      anon: 'denied denied denied denied',
      owner: 'rows ok denied deleted',
      other: 'none denied denied kept',
      parentPending: 'none denied denied kept',
      parentFree: 'none denied denied kept',
      parentPlan: 'none denied denied kept',
      service: 'rows ok changed deleted',
    },
  },
  mindset_routines: {
    key: 'user_id',
    row: (f) => ({ user_id: f.owner.id, steps: ['Breathe in for four'] }),
    async existing(f) {
      const { error } = await backend.service
        .from('mindset_routines')
        .upsert(this.row(f), { onConflict: 'user_id', ignoreDuplicates: true });
      if (error) throw new Error(`seeding mindset_routines: ${error.message}`);
      return f.owner.id;
    },
    patch: () => ({ steps: ['Changed'] }),
    // Written only through pro_save_routine, which checks the steps.
    cells: {
      anon: 'denied denied denied denied',
      owner: 'rows denied denied deleted',
      other: 'none denied denied kept',
      parentPending: 'none denied denied kept',
      parentFree: 'none denied denied kept',
      parentPlan: 'none denied denied kept',
      service: 'rows conflict changed deleted',
    },
  },
};

interface Answer {
  error: { code: string } | null;
  status: number;
}

function expectDenied(actor: Actor, result: Answer, what: string) {
  expect({ what, code: result.error?.code, status: result.status }).toEqual({
    what,
    code: '42501',
    status: actor === 'anon' ? 401 : 403,
  });
}

function expectOk(result: Answer, what: string) {
  expect({ what, error: result.error }).toEqual({ what, error: null });
}

async function serviceInsert(table: string, row: Record<string, unknown>, key: string): Promise<string> {
  const { data, error } = await backend.service.from(table).insert(row).select('*').single();
  if (error) throw new Error(`seeding ${table}: ${error.message}`);
  return String((data as Record<string, unknown>)[key]);
}

async function tryCell(table: string, spec: TableRow, family: Family, actor: Actor): Promise<void> {
  const [selectOutcome, insertOutcome, updateOutcome, deleteOutcome] = spec.cells[actor].split(' ') as [
    SelectOutcome,
    InsertOutcome,
    UpdateOutcome,
    DeleteOutcome,
  ];
  const id = spec.existing
    ? await spec.existing(family)
    : await serviceInsert(table, spec.row(family), spec.key);
  const client = clientOf(actor, family);
  const readBack = async () => (await backend.service.from(table).select('*').eq(spec.key, id)).data ?? [];

  const selected = await client.from(table).select('*').eq(spec.key, id);
  if (selectOutcome === 'denied') expectDenied(actor, selected, 'select');
  else {
    expectOk(selected, 'select');
    expect({ select: selected.data?.length }).toEqual({ select: selectOutcome === 'rows' ? 1 : 0 });
  }

  const inserted = await client.from(table).insert(spec.row(family));
  if (insertOutcome === 'denied') expectDenied(actor, inserted, 'insert');
  else if (insertOutcome === 'conflict') {
    expect({ insert: inserted.status, code: inserted.error?.code }).toEqual({ insert: 409, code: '23505' });
  } else {
    expectOk(inserted, 'insert');
    expect({ insert: inserted.status }).toEqual({ insert: 201 });
  }

  const patch = spec.patch();
  const before = await readBack();
  const updated = await client.from(table).update(patch).eq(spec.key, id);
  const after = await readBack();
  if (updateOutcome === 'denied') expectDenied(actor, updated, 'update');
  else expectOk(updated, 'update');
  const [field, value] = Object.entries(patch)[0] as [string, unknown];
  if (updateOutcome === 'changed') expect({ update: after[0]?.[field] }).toEqual({ update: value });
  else expect({ update: after }).toEqual({ update: before });

  const deleted = await client.from(table).delete().eq(spec.key, id);
  if (deleteOutcome === 'denied') expectDenied(actor, deleted, 'delete');
  else expectOk(deleted, 'delete');
  expect({ delete: (await readBack()).length }).toEqual({ delete: deleteOutcome === 'deleted' ? 0 : 1 });
}

for (const [table, spec] of Object.entries(TABLES)) {
  describe(`table ${table}`, () => {
    let family: Family;
    beforeAll(async () => {
      family = await newFamily();
    }, 60_000);
    for (const actor of ACTORS) {
      test(`${actor}: ${spec.cells[actor]}`, async () => {
        await tryCell(table, spec, family, actor);
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Functions (POST /rest/v1/rpc/<name>)
// ---------------------------------------------------------------------------------------------------------------

/**
 * ok: 2xx. denied: 401/403 (no EXECUTE, or the function refuses this kind of caller with 42501).
 * refused: another 4xx (the target is not the caller's, or the input is invalid), with nothing done.
 */
type Execute = 'ok' | 'denied' | 'refused';

interface FunctionRow {
  args(family: Family, actor: Actor): Record<string, unknown>;
  cells: Record<Actor, Execute>;
}

/** anon: no EXECUTE; every signed-in caller: `user`; the service role has no user (require_caller). */
const forUsers = (
  user: Execute,
  overrides: Partial<Record<Actor, Execute>> = {},
): Record<Actor, Execute> => ({
  anon: 'denied',
  owner: user,
  other: user,
  parentPending: user,
  parentFree: user,
  parentPlan: user,
  service: 'denied',
  ...overrides,
});

const FUNCTIONS: Record<string, FunctionRow> = {
  // Each caller's own account only: it takes no argument naming another; the owner's Pro plan and parentPlan's
  // Parent plan would renew, so those are refused until cancelled (20261125170200_account_data.sql).
  account_delete: { args: () => ({}), cells: forUsers('ok', { owner: 'refused', parentPlan: 'refused' }) },
  account_email_status: { args: () => ({}), cells: forUsers('ok') },
  account_export: { args: () => ({}), cells: forUsers('ok') },
  account_update_age: {
    args: () => ({ p_age: 15 }),
    cells: forUsers('ok', { parentPending: 'denied', parentFree: 'denied', parentPlan: 'denied' }),
  },
  account_update_parent_email: {
    args: () => ({ p_email: address('named-parent') }),
    cells: forUsers('ok', { parentPending: 'denied', parentFree: 'denied', parentPlan: 'denied' }),
  },
  account_send_verification: { args: () => ({}), cells: forUsers('ok') },
  account_verify_email: { args: () => ({ p_token: 'not-a-token' }), cells: forUsers('refused') },
  billing_apply_event: {
    args: (f) => ({
      p_event: {
        id: `evt_matrix_${randomUUID()}`,
        type: 'subscription.updated',
        provider: 'simulated',
        created: new Date().toISOString(),
        userId: f.other.id,
        subscription: {
          id: `sub_matrix_${randomUUID()}`,
          customer: null,
          plan: 'pro',
          status: 'active',
          currentPeriodStart: new Date().toISOString(),
          currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          cancelAtPeriodEnd: false,
        },
      },
    }),
    // Only the payment service changes a plan.
    cells: { ...forUsers('denied'), service: 'ok' },
  },
  child_game_stats: {
    args: (f) => ({ p_child_id: f.owner.id, p_since: new Date().toISOString() }),
    cells: forUsers('denied', { parentPlan: 'ok' }),
  },
  child_week_counts: {
    args: (f) => ({ p_child_id: f.owner.id, p_today: '2030-05-07' }),
    cells: forUsers('denied', { parentPlan: 'ok' }),
  },
  family_answer_suggestion: {
    args: () => ({ p_suggestion_id: randomUUID(), p_accept: true }),
    cells: forUsers('refused'),
  },
  family_confirm_link: {
    // The pending link of the parent who has not verified the e-mail: the child does not confirm, and an unverified
    // address is no proof of being that parent, so the link is not that parent's to see.
    args: (f) => ({ p_link_id: f.links.parentPending }),
    cells: forUsers('refused', { owner: 'denied' }),
  },
  family_consent_by_token: { args: () => ({ p_token: 'not-a-token' }), cells: forUsers('refused') },
  family_consent_preview: { args: () => ({ p_token: 'not-a-token' }), cells: forUsers('refused') },
  family_decide_goal: {
    // The owner made the goal under supervision, so it waits for approval: a supervising parent (on any plan)
    // decides it once; after that it is no longer pending.
    args: (f) => ({ p_goal_id: f.goal, p_approve: true }),
    cells: forUsers('denied', { parentFree: 'ok', parentPlan: 'refused' }),
  },
  // Dismissing a notice that is not the caller's changes nothing and says nothing about it.
  family_dismiss_notice: { args: () => ({ p_notice_id: randomUUID() }), cells: forUsers('ok') },
  family_encourage: {
    // Linking and the family actions work on any plan; reading the child's data needs the Parent plan.
    args: (f) => ({ p_goal_id: f.goal, p_message: 'Great work this week!' }),
    cells: forUsers('denied', { parentFree: 'ok', parentPlan: 'ok' }),
  },
  family_game_allowance: { args: () => ({}), cells: forUsers('ok') },
  family_invite_child: {
    args: () => ({ p_child_email: address('invited') }),
    cells: forUsers('ok', { owner: 'denied', other: 'denied', parentPending: 'denied' }),
  },
  family_links: { args: () => ({}), cells: forUsers('ok') },
  family_messages: { args: () => ({}), cells: forUsers('ok') },
  family_notices: { args: () => ({}), cells: forUsers('ok') },
  family_remove_link: {
    // Each parent removes its own link; the owner the pending one, the unrelated player the Parent-plan parent's.
    args: (f, actor) => ({
      p_link_id:
        actor === 'owner'
          ? f.links.parentPending
          : actor === 'parentFree' || actor === 'parentPending'
            ? f.links[actor]
            : f.links.parentPlan,
    }),
    cells: forUsers('ok', { other: 'refused', parentPending: 'refused' }),
  },
  family_request_parent: {
    args: () => ({ p_parent_email: address('asked-parent') }),
    cells: forUsers('ok', { parentPending: 'denied', parentFree: 'denied', parentPlan: 'denied' }),
  },
  family_set_game_limit: {
    args: (f, actor) => ({
      p_link_id: actor === 'parentPending' || actor === 'parentFree' ? f.links[actor] : f.links.parentPlan,
      p_minutes: 30,
      p_time_zone: 'Europe/Berlin',
    }),
    cells: forUsers('denied', { parentFree: 'ok', parentPlan: 'ok' }),
  },
  family_set_level: {
    args: (f, actor) => ({
      p_link_id: actor === 'parentPending' || actor === 'parentFree' ? f.links[actor] : f.links.parentPlan,
      p_level: 'collaborate',
    }),
    cells: forUsers('denied', { parentFree: 'ok', parentPlan: 'ok' }),
  },
  family_suggest_goal: {
    args: (f, actor) => ({
      p_link_id: actor === 'parentPending' || actor === 'parentFree' ? f.links[actor] : f.links.parentPlan,
      p_title: 'Practise weak-foot passes',
      p_description: 'Ten minutes after school',
      p_pillar: 'technical',
    }),
    cells: forUsers('denied', { parentFree: 'ok', parentPlan: 'ok' }),
  },
  game_stats: { args: () => ({}), cells: forUsers('ok') },
  // Each caller's own active days only (20261126100000_aggregate_reads.sql).
  activity_days: { args: () => ({ p_time_zone: 'Europe/Berlin' }), cells: forUsers('ok') },
  // The owner's goals for the owner and a confirmed parent on the Parent plan, an empty list for anyone else, as the
  // read policies (aggregate-reads.test.ts checks what each sees).
  goal_list: { args: (f) => ({ p_user_id: f.owner.id, p_recent: 10 }), cells: forUsers('ok') },
  family_managed_children: { args: () => ({}), cells: forUsers('ok') },
  // The caller's own consent status (20261125171200_consent_pending.sql).
  consent_status: { args: () => ({}), cells: forUsers('ok', { service: 'ok' }) },
  // Issue 20: the owner mails its confirmed, verified parents; the unrelated player has none; parents do not ask.
  family_ask_parent_for_plan: {
    args: () => ({}),
    cells: forUsers('denied', { owner: 'ok', other: 'refused' }),
  },
  // Each caller's own confirmed children only (empty for players and strangers).
  family_children_plans: { args: () => ({}), cells: forUsers('ok') },
  // Who may pay (20261204100000_who_may_pay.sql): the owner (14) asks its confirmed, verified parents for Pro; the
  // unrelated player has none; parents do not ask. Status and requests are each caller's own.
  purchase_ask_parent: {
    args: () => ({ p_plan: 'pro' }),
    cells: forUsers('denied', { owner: 'ok', other: 'refused' }),
  },
  purchase_status: { args: () => ({ p_plan: 'pro' }), cells: forUsers('ok') },
  purchase_requests: { args: () => ({}), cells: forUsers('ok') },
  // A made-up approval link or request id is refused for everyone, with nothing approved.
  purchase_approve: { args: () => ({ p_token: 'f'.repeat(64) }), cells: forUsers('refused') },
  purchase_decline: { args: () => ({ p_request_id: randomUUID() }), cells: forUsers('refused') },
  // The billing functions' own questions: the service role only.
  billing_purchase_refusal: {
    args: (f) => ({ p_user: f.owner.id, p_plan: 'pro', p_new_purchase: true }),
    cells: { ...forUsers('denied'), service: 'ok' },
  },
  billing_purchase_made: {
    args: (f) => ({ p_user: f.owner.id, p_plan: 'pro' }),
    cells: { ...forUsers('denied'), service: 'ok' },
  },
  billing_checkout_key: {
    args: (f) => ({ p_user: f.owner.id, p_plan: 'pro', p_previous: null, p_now: new Date().toISOString() }),
    cells: { ...forUsers('denied'), service: 'ok' },
  },
  // The managed-child steps of the family-child-* server functions: the service role only, and even it only for
  // a verified parent (20261125171000_managed_children.sql).
  managed_child_prepare: {
    args: (f) => ({ p_parent: f.parentPlan.id, p_username: `kid${randomUUID().slice(0, 8)}` }),
    cells: { ...forUsers('denied'), service: 'ok' },
  },
  managed_child_register: {
    // The owner is a sign-up player, not an account made for this username.
    args: (f) => ({ p_parent: f.parentPlan.id, p_child: f.owner.id, p_username: 'notachild' }),
    cells: { ...forUsers('denied'), service: 'refused' },
  },
  managed_child_check: {
    args: (f) => ({ p_parent: f.parentPlan.id, p_child: f.owner.id }),
    cells: { ...forUsers('denied'), service: 'denied' },
  },
  managed_child_check_delete: {
    args: (f) => ({ p_parent: f.parentPlan.id, p_child: f.owner.id }),
    cells: { ...forUsers('denied'), service: 'denied' },
  },
  // Supabase's Before User Created auth hook (20261204120100_sign_up_rules.sql): GoTrue (and the service role) only.
  before_user_created: {
    args: () => ({ event: { user: { email: address('hook'), user_metadata: { age: 30 } } } }),
    cells: { ...forUsers('denied'), service: 'ok' },
  },
  // Pro features: the Pro plan, and the Parent plan which includes them.
  pro_analytics: {
    args: () => ({ p_since: '2099-01-01' }),
    cells: forUsers('denied', { owner: 'ok', parentPlan: 'ok' }),
  },
  pro_export: { args: () => ({}), cells: forUsers('denied', { owner: 'ok', parentPlan: 'ok' }) },
  pro_save_routine: {
    args: () => ({ p_steps: ['Breathe in for four', 'Picture the first touch'] }),
    cells: forUsers('denied', { owner: 'ok', parentPlan: 'ok' }),
  },
  // Anyone signed in may play; the server starts the caller's own game and times it (20261204150000_game_plays.sql).
  start_game: { args: () => ({ p_game_id: 'decision-drill' }), cells: forUsers('ok') },
  // A ticket for the caller's own offline game, under start_game's refusals (20261208100000_game_tickets.sql).
  reserve_game_ticket: { args: () => ({ p_game_id: 'decision-drill' }), cells: forUsers('ok') },
  // Only a game the caller started and still plays is finished (game-results.test.ts plays one through; a ticket's
  // game: game-tickets.test.ts).
  record_game_result: {
    args: () => ({ p_play_id: randomUUID(), p_answers: { 'counter-attack': 'drive-and-release' } }),
    cells: forUsers('refused'),
  },
  // Ends the caller's own game in play; any other id changes nothing.
  end_game: { args: () => ({ p_play_id: randomUUID() }), cells: forUsers('ok') },
  // Only the caller's own session starts and finishes (session-plans.test.ts plays one through).
  start_training_session: { args: () => ({ p_session_id: randomUUID() }), cells: forUsers('refused') },
  finish_training_session: {
    args: () => ({ p_session_id: randomUUID(), p_minutes: 10 }),
    cells: forUsers('refused'),
  },
  save_goals: { args: () => ({ p_goals: [], p_sessions: [] }), cells: forUsers('ok') },
  support_request: {
    args: () => ({ p_topic: 'training', p_message: 'How do I change my skill level?' }),
    cells: forUsers('ok'),
  },
};

function expectExecute(actor: Actor, outcome: Execute, result: Answer) {
  const seen =
    result.status >= 200 && result.status < 300
      ? 'ok'
      : result.status === 401 || result.status === 403
        ? 'denied'
        : result.status >= 400 && result.status < 500
          ? 'refused'
          : `status ${result.status}`;
  expect({ seen, error: result.error }).toEqual({ seen: outcome, error: result.error });
  if (outcome === 'denied') expect(result.status).toBe(actor === 'anon' ? 401 : 403);
}

for (const [name, spec] of Object.entries(FUNCTIONS)) {
  describe(`rpc ${name}`, () => {
    let family: Family;
    beforeAll(async () => {
      family = await newFamily();
    }, 60_000);
    for (const actor of ACTORS) {
      test(`${actor}: ${spec.cells[actor]}`, async () => {
        const result = await clientOf(actor, family).rpc(name, spec.args(family, actor));
        expectExecute(actor, spec.cells[actor], result);
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Completeness, and tampering the matrix's cells do not show
// ---------------------------------------------------------------------------------------------------------------

describe('the matrix covers the exposed schema', () => {
  test('every table, view and function of schema public has a row above', async () => {
    const { data, error } = await backend.service.rpc('security_matrix_catalog');
    expect(error).toBeNull();
    const catalog = data as { relations: string[]; functions: string[] };
    expect({ relationsWithoutRow: catalog.relations.filter((name) => !(name in TABLES)) }).toEqual({
      relationsWithoutRow: [],
    });
    expect({ functionsWithoutRow: catalog.functions.filter((name) => !(name in FUNCTIONS)) }).toEqual({
      functionsWithoutRow: [],
    });
    expect({
      rowsWithoutTable: Object.keys(TABLES).filter((name) => !catalog.relations.includes(name)),
    }).toEqual({
      rowsWithoutTable: [],
    });
    expect({
      rowsWithoutFunction: Object.keys(FUNCTIONS).filter((name) => !catalog.functions.includes(name)),
    }).toEqual({ rowsWithoutFunction: [] });
  });
});

describe('cross-user references', () => {
  let family: Family;
  beforeAll(async () => {
    family = await newFamily();
  }, 60_000);

  test("a player cannot attach a session of their own to another player's goal", async () => {
    const { other, goal } = family;
    const result = await other.client
      .from('training_sessions')
      .insert({ user_id: other.id, goal_id: goal, session_date: '2099-03-02' });
    expectDenied('other', result, 'insert');
  });

  test("a player cannot check in on another player's goal, nor read that goal's check-ins", async () => {
    const { owner, other, goal } = family;
    const own = await owner.client
      .from('goal_check_ins')
      .insert({ goal_id: goal, checked_on: '2025-03-02', note: 'Mine', progress: 20 });
    expect(own.error).toBeNull();
    const result = await other.client
      .from('goal_check_ins')
      .insert({ user_id: other.id, goal_id: goal, checked_on: '2025-03-02', note: 'Not mine', progress: 90 });
    expectDenied('other', result, 'insert');
    const read = await other.client.from('goal_check_ins').select('*').eq('goal_id', goal);
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const stored = await backend.service.from('goal_check_ins').select('note').eq('goal_id', goal);
    expect(stored.data).toEqual([{ note: 'Mine' }]);
  });

  test('a player cannot move their row to another player', async () => {
    const { owner, other, goal } = family;
    const result = await owner.client.from('goals').update({ user_id: other.id }).eq('id', goal);
    expectDenied('owner', result, 'update');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// An under-13 waiting for a parent's consent (issue 17 item 2)
// ---------------------------------------------------------------------------------------------------------------

/**
 * The cells that change for a player under 13 whose parent has not consented: every way in for training data is
 * refused with 42501 `consent_pending` (the server keeps the account and the consent request only), and the same
 * calls succeed once the parent consents through the mailed link. The `owner` column above is a 14-year-old.
 */
describe('an under-13 waiting for consent', () => {
  type Write = (child: Account, goal: string) => PromiseLike<Answer & { error: { message?: string } | null }>;
  const WRITES: Record<string, Write> = {
    // First: the goal the later rows point at (once consented).
    'execute save_goals': (child, goal) =>
      child.client.rpc('save_goals', {
        p_goals: [{ id: goal, title: 'Score a header', pillar: 'technical', age_group: '8-12' }],
        p_sessions: [],
      }),
    'insert goals': (child) =>
      child.client.from('goals').insert({ user_id: child.id, title: 'Juggle 10 times', pillar: 'technical' }),
    'insert training_sessions': (child, goal) =>
      child.client
        .from('training_sessions')
        .insert({ user_id: child.id, goal_id: goal, session_date: '2099-03-01' }),
    'insert goal_check_ins': (child, goal) =>
      child.client
        .from('goal_check_ins')
        .insert({ user_id: child.id, goal_id: goal, note: 'Ten', progress: 10 }),
    'insert quick_track_entries': (child) =>
      child.client
        .from('quick_track_entries')
        .insert({ user_id: child.id, age_group: '8-12', emoji: 'great' }),
    'execute start_game': (child) => child.client.rpc('start_game', { p_game_id: 'decision-drill' }),
    'execute reserve_game_ticket': (child) =>
      child.client.rpc('reserve_game_ticket', { p_game_id: 'decision-drill' }),
  };

  let child: Account;
  let parentEmail: string;
  beforeAll(async () => {
    parentEmail = address('waiting-parent');
    child = await player({ age: 10, parentEmail });
  }, 60_000);

  for (const [what, write] of Object.entries(WRITES)) {
    test(`waiting: ${what} is refused with consent_pending`, async () => {
      const result = await write(child, randomUUID());
      expect({
        what,
        status: result.status,
        code: result.error?.code,
        message: result.error?.message,
      }).toEqual({
        what,
        status: 403,
        code: '42501',
        message: 'consent_pending',
      });
    });
  }

  test('waiting: the server holds the account and the consent request, and no training data', async () => {
    for (const table of [
      'goals',
      'training_sessions',
      'goal_check_ins',
      'quick_track_entries',
      'game_results',
    ]) {
      const { data } = await backend.service.from(table).select('id').eq('user_id', child.id);
      expect({ table, rows: data?.length }).toEqual({ table, rows: 0 });
    }
    expect((await child.client.rpc('consent_status')).data).toEqual({ pending: true });
    const links = await call<{ status: string }[]>(child, 'family_links');
    expect(links.map((link) => link.status)).toEqual(['pending']);
  });

  test('consented: the same calls succeed', async () => {
    await backend.consentAsParent(parentEmail);
    expect((await child.client.rpc('consent_status')).data).toEqual({ pending: false });
    const goal = randomUUID();
    for (const [what, write] of Object.entries(WRITES)) {
      const result = await write(child, goal);
      expect({ what, error: result.error }).toEqual({ what, error: null });
    }
  });
});
