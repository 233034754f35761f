import { beforeAll, describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import { backendForThisFile, type TestUser } from './test-support';

/**
 * Issue 37 "Consent skipped": until a verified parent consents, an under-13 stores nothing but the account and the
 * consent request, on every table that holds a player's data (20261204120000_consent_gate_everywhere.sql). Called
 * as the child would, with a Pro plan bought for it, so the plan's own rules do not refuse first.
 */

/** Every table with a column that references an account, and whether the consent trigger guards its writes. */
const ACCOUNT_TABLES_SEED_SQL = `
create function public.test_account_tables() returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object('table', n.nspname || '.' || c.relname, 'gated', exists (
    select 1 from pg_catalog.pg_trigger t
    join pg_catalog.pg_proc p on p.oid = t.tgfoid
    join pg_catalog.pg_namespace pn on pn.oid = p.pronamespace
    -- tgtype bits: 1 row, 2 before, 4 insert, 16 update.
    where t.tgrelid = c.oid and pn.nspname = 'private' and p.proname = 'refuse_while_consent_pending'
      and t.tgtype & (1 | 2 | 4 | 16) = (1 | 2 | 4 | 16) and t.tgenabled <> 'D'
  )) order by n.nspname, c.relname), '[]'::jsonb)
  from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname in ('public', 'private')
    and exists (select 1 from pg_catalog.pg_constraint k
                where k.conrelid = c.oid and k.contype = 'f' and k.confrelid = 'auth.users'::regclass)
$$;
revoke all on function public.test_account_tables() from public, anon, authenticated;
grant execute on function public.test_account_tables() to service_role;
`;

const backend = backendForThisFile({ mailIntervalMs: 0, seedSql: ACCOUNT_TABLES_SEED_SQL });

/** Tables that name an account but are no player's own data, and why a waiting child may still write them. */
const NOT_GATED: Record<string, string> = {
  'public.profiles': 'the account itself, which the server keeps',
  'private.family_links': 'the consent request',
  'private.verified_emails': 'a parent proving the address the consent link went to',
  'private.email_tokens': 'the consent and verification links',
  'private.mail_outbox': 'the consent mails (requested_by)',
  'private.family_notices': 'notices to a parent',
  'private.managed_children': 'written by the parent who creates the account',
  'private.managed_child_reservations': 'written by the parent who creates the account',
  'private.unconsented_notices': 'the purge job’s record of its notice',
  'private.reminders_sent': 'reminders of sessions, which a waiting child cannot store',
  'public.subscriptions': 'billing: checkout refuses a child who may not pay (billing functions)',
  'public.invoices': 'billing: written with the subscription by the payment service',
  'public.payments': 'billing: written by the payment service only',
  'private.billing_events': 'the payment provider’s events, written by the payment service only',
  'private.billing_pending_checkouts':
    'the checkout’s idempotency key, written by the payment service only after checkout’s purchase refusal passed',
  'private.purchase_requests':
    'written only by purchase_ask_parent, which needs a confirmed parent: a child awaiting consent has none',
  'private.game_plays':
    'written only by start_game, which refuses a waiting under-13 itself (consent_pending)',
  'private.game_tickets':
    'written only by reserve_game_ticket, which refuses a waiting under-13 as start_game does (consent_pending)',
};

describe('every table that stores a player’s data carries the consent gate', () => {
  test('a table naming an account is gated, or listed above with the reason it is not', async () => {
    const { data, error } = await backend().service.rpc('test_account_tables');
    expect(error).toBeNull();
    const tables = data as { table: string; gated: boolean }[];
    const ungated = tables.filter((t) => !t.gated && !(t.table in NOT_GATED)).map((t) => t.table);
    expect(ungated).toEqual([]);
    // An exemption for a gated or vanished table would hide nothing; keep the list exact.
    const listedButGated = tables.filter((t) => t.gated && t.table in NOT_GATED).map((t) => t.table);
    expect(listedButGated).toEqual([]);
    const names = new Set(tables.map((t) => t.table));
    expect(Object.keys(NOT_GATED).filter((name) => !names.has(name))).toEqual([]);
    expect(tables.filter((t) => t.gated).length).toBeGreaterThanOrEqual(10);
  });
});

describe('an under-13 waiting for consent, on a Pro plan', () => {
  let child: TestUser;
  let parentEmail: string;
  beforeAll(async () => {
    parentEmail = `parent-${randomUUID()}@example.com`;
    child = await backend().signUp({ first_name: 'Ada', accountType: 'player', age: 10, parentEmail });
    await backend().grantPlan(child.id, 'pro');
  }, 60_000);

  type Write = () => PromiseLike<{ status: number; error: { code?: string; message?: string } | null }>;
  const writes = (): Record<string, Write> => ({
    'insert goal_templates': () =>
      child.client.from('goal_templates').insert({ title: 'Weak foot', pillar: 'technical' }),
    'insert mindset_sessions': () =>
      child.client.from('mindset_sessions').insert({ tool: 'breathing', duration_seconds: 60 }),
    'execute pro_save_routine': () =>
      child.client.rpc('pro_save_routine', { p_steps: ['Breathe in for four', 'Picture the first touch'] }),
    'execute support_request': () =>
      child.client.rpc('support_request', {
        p_topic: 'training',
        p_message: 'How do I practise my weak foot?',
      }),
  });

  test('every write of the player’s data is refused with consent_pending', async () => {
    for (const [what, write] of Object.entries(writes())) {
      const result = await write();
      expect({
        what,
        status: result.status,
        code: result.error?.code,
        message: result.error?.message,
      }).toEqual({ what, status: 403, code: '42501', message: 'consent_pending' });
    }
    for (const table of ['goal_templates', 'mindset_sessions', 'mindset_routines', 'achievements']) {
      const { data } = await backend().service.from(table).select('user_id').eq('user_id', child.id);
      expect({ table, rows: data?.length }).toEqual({ table, rows: 0 });
    }
  });

  test('once the parent consents, the same writes succeed', async () => {
    await backend().consentAsParent(parentEmail);
    for (const [what, write] of Object.entries(writes())) {
      const result = await write();
      expect({ what, error: result.error }).toEqual({ what, error: null });
    }
  });
});
