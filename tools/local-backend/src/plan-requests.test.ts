import { describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendForThisFile, clientFor, linkToken, withParentEmail } from './test-support';

/**
 * Issue 20 item 5, called as an attacker would: only a player asks, only its confirmed parents with a verified
 * e-mail are mailed (once a day each), and a player's plan is shown to its confirmed parents only.
 */

const backend = backendForThisFile({ mailIntervalMs: 0 });

interface Account {
  id: string;
  email: string;
  client: SupabaseClient;
}

async function account(metadata: Record<string, unknown>): Promise<Account> {
  const email = `plan-${randomUUID()}@example.com`;
  const client = clientFor(backend());
  const { data, error } = await client.auth.signUp({
    email,
    password: 'secret-pass',
    options: { data: withParentEmail(metadata) },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { id: data.user.id, email, client };
}

/** A player and a parent linked through the consent link mailed to the parent. */
async function linkedFamily(): Promise<{ parent: Account; child: Account }> {
  const parent = await account({ first_name: 'Pat', accountType: 'parent' });
  const child = await account({
    first_name: 'Kit',
    last_name: 'Kid',
    accountType: 'player',
    age: 11,
    parentEmail: parent.email,
  });
  const [request] = (await backend().mailTo(parent.email)).filter((mail) => mail.kind === 'link_request');
  const token = linkToken(request?.text ?? '', 'consent');
  const confirmed = await parent.client.rpc('family_consent_by_token', { p_token: token });
  if (confirmed.error) throw new Error(confirmed.error.message);
  return { parent, child };
}

const planRequests = async (address: string) =>
  (await backend().mailTo(address)).filter((mail) => mail.kind === 'plan_request');

describe('a player asks a parent for the Parent plan', () => {
  test('the confirmed, verified parent is mailed once a day', async () => {
    const { parent, child } = await linkedFamily();
    const first = await child.client.rpc('family_ask_parent_for_plan');
    expect(first.data).toEqual({ asked: 1, alreadyAsked: 0 });
    const mails = await planRequests(parent.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Kit Kid');
    expect(mails[0]?.text).toContain('/app/plans');

    const again = await child.client.rpc('family_ask_parent_for_plan');
    expect(again.data).toEqual({ asked: 0, alreadyAsked: 1 });
    expect(await planRequests(parent.email)).toHaveLength(1);
  });

  test('a pending link mails nobody; a parent or a stranger cannot ask', async () => {
    const parent = await account({ first_name: 'Una', accountType: 'parent' });
    const child = await account({
      first_name: 'Kit',
      accountType: 'player',
      age: 12,
      parentEmail: parent.email,
    });
    const pending = await child.client.rpc('family_ask_parent_for_plan');
    expect(pending.status).toBe(400);
    expect(pending.error?.message).toBe('no_linked_parent');
    expect(await planRequests(parent.email)).toEqual([]);

    const asParent = await parent.client.rpc('family_ask_parent_for_plan');
    expect(asParent.status).toBe(403);
    expect(asParent.error?.message).toBe('player_only');
    const anonymous = await backend().anon.rpc('family_ask_parent_for_plan');
    expect(anonymous.error).not.toBeNull();
  });
});

describe("a player's plan on the family page", () => {
  test('its confirmed parent sees it on any plan; another parent does not', async () => {
    const { parent, child } = await linkedFamily();
    const stranger = await account({ first_name: 'Sam', accountType: 'parent' });
    expect((await parent.client.rpc('family_children_plans')).data).toEqual([
      { childId: child.id, plan: 'free', status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false },
    ]);
    await backend().grantPlan(child.id, 'pro');
    const [plan] = (await parent.client.rpc('family_children_plans')).data as Array<Record<string, unknown>>;
    expect(plan).toMatchObject({
      childId: child.id,
      plan: 'pro',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(plan?.currentPeriodEnd).toEqual(expect.any(String));
    expect((await stranger.client.rpc('family_children_plans')).data).toEqual([]);
    expect((await child.client.rpc('family_children_plans')).data).toEqual([]);
  });
});
