import { FREE_GOAL_LIMIT } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { backendForThisFile, type TestUser } from './test-support';

/**
 * The Parent plan covers the family (20261204110000_family_plan_covers_children.sql), called as the child would:
 * a player linked to a parent on the Parent plan has Pro's features and limits while the link and the plan last,
 * and the free plan's again once either ends, with its rows kept.
 */

const backend = backendForThisFile({ mailIntervalMs: 0 });

/** A player linked to a parent by the parent's consent through the mailed link. */
async function family(age: number): Promise<{ parent: TestUser; child: TestUser }> {
  const parent = await backend().signUp({ first_name: 'Mia', last_name: 'Mother', accountType: 'parent' });
  const child = await backend().signUp({
    first_name: 'Lea',
    last_name: 'Daughter',
    accountType: 'player',
    age,
    parentEmail: parent.email,
  });
  await backend().consentAsParent(parent.email, parent.client);
  return { parent, child };
}

async function addGoal(child: TestUser, n: number) {
  return child.client.from('goals').insert({ title: `Goal ${n}`, pillar: 'technical', type: 'process' });
}

async function goalCount(child: TestUser): Promise<number> {
  const { count, error } = await child.client.from('goals').select('id', { count: 'exact', head: true });
  if (error) throw error;
  return count ?? 0;
}

async function plans(child: TestUser) {
  const { data, error } = await child.client
    .from('profiles')
    .select('subscription_plan, effective_plan')
    .eq('id', child.id)
    .single();
  if (error) throw error;
  return data;
}

/** Every Pro gate the child meets, as booleans: may it use each? */
async function proAccess(child: TestUser) {
  const template = await child.client
    .from('goal_templates')
    .insert({ title: `Template ${Math.random()}`, pillar: 'mental', type: 'process' });
  const mindset = await child.client
    .from('mindset_sessions')
    .insert({ tool: 'breathing', duration_seconds: 60 });
  const exported = await child.client.rpc('pro_export');
  const analytics = await child.client.rpc('pro_analytics', { p_since: '2026-01-01' });
  return {
    template: template.error === null,
    mindset: mindset.error === null,
    export: exported.error === null,
    analytics: analytics.error === null,
  };
}

const ALL_ALLOWED = { template: true, mindset: true, export: true, analytics: true };
const NONE_ALLOWED = { template: false, mindset: false, export: false, analytics: false };

describe('a child on a parent’s Parent plan', () => {
  test('a 10-year-old has the free limits until the mother’s Parent plan, Pro with it, free again after', async () => {
    const { parent, child } = await family(10);
    for (let n = 1; n <= FREE_GOAL_LIMIT; n++) expect((await addGoal(child, n)).error).toBeNull();
    const beforePlan = await addGoal(child, FREE_GOAL_LIMIT + 1);
    expect(beforePlan.status).toBe(400);
    expect(beforePlan.error?.message).toBe('free_goal_limit');
    expect(await proAccess(child)).toEqual(NONE_ALLOWED);
    expect(await plans(child)).toEqual({ subscription_plan: 'free', effective_plan: 'free' });

    await backend().grantPlan(parent.id, 'parent');
    expect(await plans(child)).toEqual({ subscription_plan: 'free', effective_plan: 'pro' });
    expect((await addGoal(child, FREE_GOAL_LIMIT + 1)).error).toBeNull();
    expect((await addGoal(child, FREE_GOAL_LIMIT + 2)).error).toBeNull();
    expect(await proAccess(child)).toEqual(ALL_ALLOWED);

    await backend().grantPlan(parent.id, 'free');
    expect(await plans(child)).toEqual({ subscription_plan: 'free', effective_plan: 'free' });
    const afterPlan = await addGoal(child, FREE_GOAL_LIMIT + 3);
    expect(afterPlan.error?.message).toBe('free_goal_limit');
    expect(await proAccess(child)).toEqual(NONE_ALLOWED);
    // What the child made under the plan is kept.
    expect(await goalCount(child)).toBe(FREE_GOAL_LIMIT + 2);
    const { count: templates } = await child.client
      .from('goal_templates')
      .select('id', { count: 'exact', head: true });
    expect(templates).toBe(1);
  });

  test('a 14-year-old is covered while linked and free again once the link is removed', async () => {
    const { parent, child } = await family(14);
    await backend().grantPlan(parent.id, 'parent');
    for (let n = 1; n <= FREE_GOAL_LIMIT + 1; n++) expect((await addGoal(child, n)).error).toBeNull();

    const { data: links } = await child.client.rpc('family_links');
    const [link] = links as Array<{ id: string }>;
    expect((await child.client.rpc('family_remove_link', { p_link_id: link?.id })).error).toBeNull();

    expect(await plans(child)).toEqual({ subscription_plan: 'free', effective_plan: 'free' });
    expect((await addGoal(child, FREE_GOAL_LIMIT + 2)).error?.message).toBe('free_goal_limit');
    expect(await proAccess(child)).toEqual(NONE_ALLOWED);
    expect(await goalCount(child)).toBe(FREE_GOAL_LIMIT + 1);
  });

  test('a linked child is covered from the moment the parent consents to a link with a Parent plan', async () => {
    const parent = await backend().signUp({ first_name: 'Ola', last_name: 'Father', accountType: 'parent' });
    await backend().grantPlan(parent.id, 'parent');
    const child = await backend().signUp({ accountType: 'player', age: 15, parentEmail: parent.email });
    // Pending: the parent has not confirmed yet.
    expect((await plans(child)).effective_plan).toBe('free');
    await backend().consentAsParent(parent.email, parent.client);
    expect((await plans(child)).effective_plan).toBe('pro');
  });

  test('a parent on Pro, or an unlinked parent on the Parent plan, covers nobody', async () => {
    const { parent, child } = await family(12);
    await backend().grantPlan(parent.id, 'pro');
    const stranger = await backend().signUp({ first_name: 'Sam', accountType: 'parent' });
    await backend().grantPlan(stranger.id, 'parent');
    expect(await plans(child)).toEqual({ subscription_plan: 'free', effective_plan: 'free' });
    expect(await proAccess(child)).toEqual(NONE_ALLOWED);
  });

  test('the child cannot write its effective plan: the row keeps the rule’s answer and the limit holds', async () => {
    const { child } = await family(11);
    const written = await child.client.from('profiles').update({ effective_plan: 'pro' }).eq('id', child.id);
    expect(written.error).toBeNull();
    expect((await plans(child)).effective_plan).toBe('free');
    for (let n = 1; n <= FREE_GOAL_LIMIT; n++) await addGoal(child, n);
    expect((await addGoal(child, FREE_GOAL_LIMIT + 1)).error?.message).toBe('free_goal_limit');
  });

  test('a covered child’s support request has premium priority', async () => {
    const { parent, child } = await family(13);
    const asFree = await child.client.rpc('support_request', {
      p_topic: 'training',
      p_message: 'How do I plan my week?',
    });
    expect((asFree.data as { priority: boolean }).priority).toBe(false);
    await backend().grantPlan(parent.id, 'parent');
    const asCovered = await child.client.rpc('support_request', {
      p_topic: 'training',
      p_message: 'How do I plan my month?',
    });
    expect((asCovered.data as { priority: boolean }).priority).toBe(true);
  });
});
