import { describe, expect, test } from '@rstest/core';
import {
  backdateSessionStart,
  backendForThisFile,
  SESSION_CLOCK_SEED_SQL,
  TEST_PLAN_DRILLS,
  type TestUser,
} from './test-support';

/**
 * Minutes trained, summed once by the server (20261206100000_minutes_trained.sql), read as each real reader reads
 * them: the parent's family page (child_week_counts), the weekly report e-mail (family-weekly-report, as the
 * scheduler calls it) and the player's Pro analytics (pro_analytics). Every one counts the minutes recorded when the
 * session was finished in the player, once, and a session ticked done without the player as done with 0 minutes.
 */

const backend = backendForThisFile({ seedSql: SESSION_CLOCK_SEED_SQL, mailIntervalMs: 0, smtpUrl: null });

const PLAN = [
  { slug: TEST_PLAN_DRILLS.warmUp, minutes: 5 },
  { slug: TEST_PLAN_DRILLS.main, minutes: 30 },
  { slug: TEST_PLAN_DRILLS.coolDown, minutes: 10 },
];

/** A 14-year-old linked to a parent on the Parent plan (which also gives the child Pro's analytics). */
async function family(): Promise<{ parent: TestUser; child: TestUser }> {
  const parent = await backend().signUp({ first_name: 'Ann', last_name: 'Lee', accountType: 'parent' });
  const child = await backend().signUp({
    first_name: 'Zoe',
    last_name: 'Lee',
    accountType: 'player',
    age: 14,
    parentEmail: parent.email,
  });
  await backend().consentAsParent(parent.email, parent.client);
  await backend().grantPlan(parent.id, 'parent');
  return { parent, child };
}

async function goal(child: TestUser, pillar: string): Promise<string> {
  const { data, error } = await child.client
    .from('goals')
    .insert({ title: `A ${pillar} goal`, pillar, type: 'process', age_group: '13-17' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

async function session(child: TestUser, goalId: string, day: string, completed = false): Promise<string> {
  const { data, error } = await child.client
    .from('training_sessions')
    .insert({ goal_id: goalId, session_date: day, duration: 60, plan: PLAN, completed })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

/** Plays the session in the player: started by the server clock, `elapsed` minutes ago, then finished. */
async function train(child: TestUser, sessionId: string, minutes: number, elapsed = 60): Promise<void> {
  const started = await child.client.rpc('start_training_session', { p_session_id: sessionId });
  expect(started.error).toBeNull();
  await backdateSessionStart(backend(), sessionId, elapsed * 60);
  const finished = await child.client.rpc('finish_training_session', {
    p_session_id: sessionId,
    p_minutes: minutes,
  });
  expect(finished.error).toBeNull();
}

const today = new Date().toISOString().slice(0, 10);
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * This week: technical trained 30 minutes in the player (its finish sent twice, as a device queue may), another
 * technical session ticked done without the player, tactical trained 20; next week, mental trained 15.
 */
async function trainedWeek(child: TestUser): Promise<void> {
  const technical = await goal(child, 'technical');
  const tactical = await goal(child, 'tactical');
  const mental = await goal(child, 'mental');
  const played = await session(child, technical, today);
  await train(child, played, 30);
  await train(child, played, 45);
  await session(child, technical, today, true);
  await train(child, await session(child, tactical, today), 20);
  await train(child, await session(child, mental, daysFromToday(8)), 15);
}

const WEEK = { technical: 30, physical: 0, tactical: 20, mental: 0 };

describe('minutes trained', () => {
  test("the family page's week sums the minutes trained per pillar, once, and 0 for a session ticked done", async () => {
    const { parent, child } = await family();
    await trainedWeek(child);
    const { data, error } = await parent.client.rpc('child_week_counts', {
      p_child_id: child.id,
      p_today: today,
    });
    expect(error).toBeNull();
    expect(data).toEqual({ checkIns: 0, quickTrackEntries: 0, minutesTrained: WEEK });
    // Next week holds only the mental session.
    const next = await parent.client.rpc('child_week_counts', {
      p_child_id: child.id,
      p_today: daysFromToday(8),
    });
    expect((next.data as { minutesTrained: unknown }).minutesTrained).toEqual({
      technical: 0,
      physical: 0,
      tactical: 0,
      mental: 15,
    });
    // The child cannot read its own week through the parent's door, nor call the sum itself.
    expect((await child.client.rpc('child_week_counts', { p_child_id: child.id })).error?.message).toBe(
      'not_linked_parent',
    );
    const direct = await child.client.rpc('minutes_trained_by_pillar', {
      p_user_id: child.id,
      p_since: today,
    });
    expect(direct.status).toBe(404);
  });

  test('the weekly report e-mail carries the same minutes per pillar', async () => {
    const { parent, child } = await family();
    await trainedWeek(child);
    const response = await backend().fetchApi('/functions/v1/family-weekly-report', {
      method: 'POST',
      token: backend().serviceRoleKey,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ since: `${daysFromToday(-6)}T00:00:00.000Z` }),
    });
    expect(response.status).toBe(200);
    const [report] = (await backend().mailTo(parent.email)).filter((mail) => mail.kind === 'weekly_report');
    // The mental session of next week is in the report's sessions too (as sessionsCompleted counts them).
    expect(report?.text).toContain(
      'Zoe: 3 active goals (0 awaiting approval, 0 completed), average progress 0%, 4 sessions completed ' +
        '(minutes trained: technical 30, physical 0, tactical 20, mental 15),',
    );
  });

  test('Pro analytics sums the minutes trained, not the sessions’ planned 60 minutes', async () => {
    const { child } = await family();
    await trainedWeek(child);
    const { data, error } = await child.client.rpc('pro_analytics', { p_since: daysFromToday(-6) });
    expect(error).toBeNull();
    const facts = (data as { facts: { date: string; kind: string; pillar: string | null }[] }).facts
      .filter((fact) => fact.kind === 'session_minutes')
      .sort((a, b) => `${a.date}${a.pillar}`.localeCompare(`${b.date}${b.pillar}`));
    expect(facts).toEqual([
      { date: today, kind: 'session_minutes', pillar: 'tactical', count: 1, sum: 20 },
      { date: today, kind: 'session_minutes', pillar: 'technical', count: 2, sum: 30 },
      { date: daysFromToday(8), kind: 'session_minutes', pillar: 'mental', count: 1, sum: 15 },
    ]);
  });
});
