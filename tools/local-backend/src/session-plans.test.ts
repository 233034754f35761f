import { describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  backdateSessionStart,
  backendForThisFile,
  clientFor,
  SESSION_CLOCK_SEED_SQL,
  TEST_PLAN_DRILLS,
  type TestUser,
} from './test-support';

/**
 * Session plans and the session's trained minutes (20261205210000_session_plans.sql), called as a player would from
 * the browser's network tab: the server checks every drill and that the plan fits the session, records the start by
 * its own clock, and refuses to count minutes that have not passed. The catalogue rows are the test seed's
 * (SESSION_CLOCK_SEED_SQL); the server clock moves on with test_backdate_session_start.
 */

const SEED_SQL = `${SESSION_CLOCK_SEED_SQL}
-- A session stored for an account whose writes the consent gate refuses, as one stored before the gate existed.
create function public.test_insert_session_ungated(p_user_id uuid, p_started boolean) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  goal uuid;
  session uuid;
begin
  alter table public.training_sessions disable trigger training_sessions_consent_pending;
  alter table public.goals disable trigger goals_consent_pending;
  insert into public.goals (user_id, title, pillar, target_date, age_group)
  values (p_user_id, 'Stored before', 'technical', '2099-01-01', '8-12') returning id into goal;
  insert into public.training_sessions (goal_id, user_id, session_date, started_at)
  values (goal, p_user_id, '2099-01-01', case when p_started then now() - interval '1 hour' end)
  returning id into session;
  alter table public.training_sessions enable trigger training_sessions_consent_pending;
  alter table public.goals enable trigger goals_consent_pending;
  return session;
end;
$$;
revoke all on function public.test_insert_session_ungated(uuid, boolean) from public, anon, authenticated;
grant execute on function public.test_insert_session_ungated(uuid, boolean) to service_role;
`;

const backend = backendForThisFile({ seedSql: SEED_SQL });

const PLAN_45 = [
  { slug: TEST_PLAN_DRILLS.warmUp, minutes: 5 },
  { slug: TEST_PLAN_DRILLS.main, minutes: 15 },
  { slug: TEST_PLAN_DRILLS.main, minutes: 15 },
  { slug: TEST_PLAN_DRILLS.coolDown, minutes: 10 },
];

async function goalOf(player: TestUser): Promise<string> {
  const { data, error } = await player.client
    .from('goals')
    .insert({
      user_id: player.id,
      title: 'Weak foot',
      pillar: 'technical',
      target_date: '2099-06-01',
      age_group: '13-17',
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

function insertSession(player: TestUser, goalId: string, duration: number, plan: unknown) {
  return player.client
    .from('training_sessions')
    .insert({ goal_id: goalId, user_id: player.id, session_date: '2099-05-01', duration, plan })
    .select('id, plan')
    .single();
}

async function plannedSession(player: TestUser, duration = 60, plan: unknown = PLAN_45): Promise<string> {
  const { data, error } = await insertSession(player, await goalOf(player), duration, plan);
  if (error) throw new Error(error.message);
  return data.id as string;
}

const start = (client: SupabaseClient, sessionId: string) =>
  client.rpc('start_training_session', { p_session_id: sessionId });

const finish = (client: SupabaseClient, sessionId: string, minutes: number) =>
  client.rpc('finish_training_session', { p_session_id: sessionId, p_minutes: minutes });

const backdateStart = (sessionId: string, seconds: number) =>
  backdateSessionStart(backend(), sessionId, seconds);

async function sessionRow(sessionId: string) {
  const { data } = await backend()
    .service.from('training_sessions')
    .select('completed, completed_at, started_at, minutes_trained, plan')
    .eq('id', sessionId)
    .single();
  return data as {
    completed: boolean;
    completed_at: string | null;
    started_at: string | null;
    minutes_trained: number | null;
    plan: unknown;
  };
}

describe('a session plan', () => {
  test('is stored with the session and read back in the goal list, in its order', async () => {
    const player = await backend().signUp();
    const sessionId = await plannedSession(player);
    const { data } = await player.client.rpc('goal_list', { p_user_id: player.id, p_recent: 0 });
    const [item] = data as { sessions: { id: string; plan: unknown; started_at: null }[] }[];
    expect(item?.sessions).toMatchObject([{ id: sessionId, plan: PLAN_45, started_at: null }]);
  });

  test('naming a drill the library does not have is refused and nothing is stored', async () => {
    const player = await backend().signUp();
    const goalId = await goalOf(player);
    const refused = await insertSession(player, goalId, 60, [
      { slug: TEST_PLAN_DRILLS.main, minutes: 10 },
      { slug: 'no-such-drill', minutes: 10 },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe('unknown_drill');
    const { count } = await player.client
      .from('training_sessions')
      .select('id', { count: 'exact', head: true });
    expect(count).toBe(0);
  });

  test('longer than the session, or shorter than 15 minutes, is refused; a plan that fits is stored', async () => {
    const player = await backend().signUp();
    const goalId = await goalOf(player);
    const tooLong = await insertSession(player, goalId, 30, PLAN_45);
    expect(tooLong.error?.message).toBe('plan_too_long');
    expect(tooLong.error?.details).toContain('45 minutes');
    const tooShort = await insertSession(player, goalId, 30, [{ slug: TEST_PLAN_DRILLS.main, minutes: 10 }]);
    expect(tooShort.error?.message).toBe('plan_too_short');
    expect((await insertSession(player, goalId, 45, PLAN_45)).error).toBeNull();
  });

  test('malformed plans are refused with 400 invalid_plan', async () => {
    const player = await backend().signUp();
    const goalId = await goalOf(player);
    const block = { slug: TEST_PLAN_DRILLS.main, minutes: 10 };
    for (const plan of [
      { slug: TEST_PLAN_DRILLS.main, minutes: 20 },
      [TEST_PLAN_DRILLS.main],
      [{ ...block, minutes: '10' }],
      [{ ...block, minutes: 0 }],
      [{ ...block, minutes: 181 }],
      [{ ...block, minutes: 12.5 }],
      [{ ...block, extra: true }],
      Array.from({ length: 13 }, () => ({ ...block, minutes: 1 })),
    ]) {
      const refused = await insertSession(player, goalId, 180, plan);
      expect({ plan, status: refused.status, message: refused.error?.message }).toEqual({
        plan,
        status: 400,
        message: 'invalid_plan',
      });
    }
  });

  test('is checked again when the plan or the duration changes', async () => {
    const player = await backend().signUp();
    const sessionId = await plannedSession(player, 60);
    const table = () => player.client.from('training_sessions');
    const shorter = await table().update({ duration: 30 }).eq('id', sessionId).select('id');
    expect(shorter.error?.message).toBe('plan_too_long');
    const swapped = [{ slug: 'no-such-drill', minutes: 20 }];
    expect((await table().update({ plan: swapped }).eq('id', sessionId)).error?.message).toBe(
      'unknown_drill',
    );
    const reordered = [...PLAN_45].reverse();
    expect((await table().update({ plan: reordered }).eq('id', sessionId)).error).toBeNull();
    expect((await table().update({ plan: [], duration: 15 }).eq('id', sessionId)).error).toBeNull();
    expect((await sessionRow(sessionId)).plan).toEqual([]);
  });

  test('public.save_goals stores each session with its plan and checks it', async () => {
    const player = await backend().signUp();
    const goalId = randomUUID();
    const goal = {
      id: goalId,
      title: 'Weak foot',
      pillar: 'technical',
      target_date: '2099-06-01',
      age_group: '13-17',
    };
    const session = { id: randomUUID(), goal_id: goalId, session_date: '2099-05-01', duration: 45 };
    const refused = await player.client.rpc('save_goals', {
      p_goals: [goal],
      p_sessions: [{ ...session, duration: 30, plan: PLAN_45 }],
    });
    expect(refused.error?.message).toBe('plan_too_long');
    expect((await player.client.from('goals').select('id')).data).toEqual([]);
    const saved = await player.client.rpc('save_goals', {
      p_goals: [goal],
      p_sessions: [{ ...session, plan: PLAN_45 }],
    });
    expect(saved.error).toBeNull();
    expect((await sessionRow(session.id)).plan).toEqual(PLAN_45);
  });
});

describe('starting and finishing a session', () => {
  test('the start is the server clock, recorded once; the client cannot write it or the minutes', async () => {
    const player = await backend().signUp();
    const sessionId = await plannedSession(player);
    const first = await start(player.client, sessionId);
    expect(first.error).toBeNull();
    const startedAt = (first.data as { startedAt: string }).startedAt;
    expect(Math.abs(Date.parse(startedAt) - Date.now())).toBeLessThan(60_000);
    const again = await start(player.client, sessionId);
    expect((again.data as { startedAt: string }).startedAt).toBe(startedAt);

    const forged = await player.client
      .from('training_sessions')
      .update({ started_at: '2020-01-01T00:00:00Z', minutes_trained: 180, completed: true })
      .eq('id', sessionId);
    expect(forged.error).toBeNull();
    const row = await sessionRow(sessionId);
    expect(Date.parse(row.started_at ?? '')).toBe(Date.parse(startedAt));
    expect(row.minutes_trained).toBeNull();
  });

  test('finishing marks the session done with the minutes trained, counted once in the streak', async () => {
    const player = await backend().signUp();
    const sessionId = await plannedSession(player);
    expect((await start(player.client, sessionId)).error).toBeNull();
    await backdateStart(sessionId, 40 * 60);
    const finished = await finish(player.client, sessionId, 40);
    expect(finished.error).toBeNull();
    expect(finished.data).toMatchObject({ minutesTrained: 40 });
    const row = await sessionRow(sessionId);
    expect(row).toMatchObject({ completed: true, minutes_trained: 40 });
    expect(row.completed_at).not.toBeNull();

    const second = await finish(player.client, sessionId, 20);
    expect(second.error).toBeNull();
    expect(second.data).toEqual({ completedAt: finished.data.completedAt, minutesTrained: 40 });
    expect(await sessionRow(sessionId)).toEqual(row);
    const days = await player.client.rpc('activity_days', { p_time_zone: 'UTC' });
    expect(days.data).toEqual([row.completed_at?.slice(0, 10)]);
  });

  test('more minutes than have passed since the start are refused, and so is a finish never started', async () => {
    const player = await backend().signUp();
    const sessionId = await plannedSession(player);
    expect((await finish(player.client, sessionId, 1)).error?.message).toBe('session_not_started');
    await start(player.client, sessionId);
    await backdateStart(sessionId, 10 * 60);
    const early = await finish(player.client, sessionId, 45);
    expect(early.status).toBe(400);
    expect(early.error?.message).toBe('minutes_not_elapsed');
    expect(await sessionRow(sessionId)).toMatchObject({ completed: false, minutes_trained: null });
    for (const minutes of [0, -5, 181]) {
      expect((await finish(player.client, sessionId, minutes)).error?.message).toBe('invalid_minutes');
    }
    expect((await finish(player.client, sessionId, 10)).error).toBeNull();
  });

  test("another player's session cannot be started or finished: it is not found", async () => {
    const owner = await backend().signUp();
    const attacker = await backend().signUp();
    const sessionId = await plannedSession(owner);
    await start(owner.client, sessionId);
    await backdateStart(sessionId, 60 * 60);
    for (const refused of [
      await start(attacker.client, sessionId),
      await finish(attacker.client, sessionId, 30),
    ]) {
      expect(refused.status).toBe(404);
      expect(refused.error?.message).toBe('session_not_found');
    }
    const anonymous = await finish(clientFor(backend()), sessionId, 30);
    expect(anonymous.error).not.toBeNull();
    expect(await sessionRow(sessionId)).toMatchObject({ completed: false, minutes_trained: null });
  });

  test('a child whose parent has not consented yet can neither store a plan nor start or finish', async () => {
    const child = await backend().signUp({
      first_name: 'Kit',
      last_name: 'Kid',
      accountType: 'player',
      age: 11,
    });
    const goalId = randomUUID();
    const saved = await child.client.rpc('save_goals', {
      p_goals: [
        { id: goalId, title: 'Dribble', pillar: 'technical', target_date: '2099-06-01', age_group: '8-12' },
      ],
      p_sessions: [{ id: randomUUID(), goal_id: goalId, session_date: '2099-05-01', plan: PLAN_45 }],
    });
    expect(saved.error?.message).toBe('consent_pending');
    const stored = async (started: boolean) => {
      const { data, error } = await backend().service.rpc('test_insert_session_ungated', {
        p_user_id: child.id,
        p_started: started,
      });
      if (error) throw new Error(error.message);
      return data as string;
    };
    const unstarted = await stored(false);
    expect((await start(child.client, unstarted)).error?.message).toBe('consent_pending');
    expect((await sessionRow(unstarted)).started_at).toBeNull();
    const started = await stored(true);
    expect((await finish(child.client, started, 30)).error?.message).toBe('consent_pending');
    expect(await sessionRow(started)).toMatchObject({ completed: false, minutes_trained: null });
  });
});
