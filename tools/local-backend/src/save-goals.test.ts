import { describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import { MAX_GOALS_PER_SAVE, MESSAGES, serverErrorMessage } from '@dreampitch/domain';
import { backendForThisFile, type TestUser } from './test-support';

/** public.save_goals (20261124150400_save_goals.sql): goals, check-ins and sessions in one transaction. */

const testBackend = backendForThisFile();

const FUTURE_DAY = '2099-03-01';

function goalRow(title: string, extra: Record<string, unknown> = {}) {
  return { id: randomUUID(), title, pillar: 'technical', type: 'process', progress: 0, ...extra };
}

function sessionRow(goalId: string, extra: Record<string, unknown> = {}) {
  return { id: randomUUID(), goal_id: goalId, session_date: FUTURE_DAY, duration: 45, ...extra };
}

async function stored(user: TestUser) {
  const [goals, sessions, checkIns] = await Promise.all(
    ['goals', 'training_sessions', 'goal_check_ins'].map(async (table) => {
      const { count } = await testBackend()
        .service.from(table)
        .select('id', { count: 'exact', head: true })
        .eq('user_id', user.id);
      return count;
    }),
  );
  return { goals, sessions, checkIns };
}

describe('save_goals', () => {
  test('goals, their dated check-ins and sessions in one call; a retry stores nothing twice', async () => {
    const user = await testBackend().signUp();
    const first = goalRow('Juggle', {
      progress: 20,
      dated_check_ins: [{ checked_on: '2025-01-10', note: 'Ten' }],
    });
    const second = goalRow('Sprint');
    const args = {
      p_goals: [first, second],
      p_sessions: [sessionRow(first.id), sessionRow(second.id), sessionRow(second.id)],
    };
    const saved = await user.client.rpc('save_goals', args);
    expect([saved.error, saved.data]).toEqual([null, 2]);
    expect(await stored(user)).toEqual({ goals: 2, sessions: 3, checkIns: 1 });
    const again = await user.client.rpc('save_goals', args);
    expect([again.error, again.data]).toEqual([null, 0]);
    expect(await stored(user)).toEqual({ goals: 2, sessions: 3, checkIns: 1 });
  });

  test('the free plan limit applies to active goals only, and a refusal saves nothing', async () => {
    const user = await testBackend().signUp();
    const three = [goalRow('A'), goalRow('B'), goalRow('C')];
    const refused = await user.client.rpc('save_goals', {
      p_goals: three,
      p_sessions: three.map((goal) => sessionRow(goal.id)),
    });
    expect([refused.status, refused.error?.message]).toEqual([400, 'free_goal_limit']);
    expect(await stored(user)).toEqual({ goals: 0, sessions: 0, checkIns: 0 });
    // A completed goal takes no place (issue 18's rule): one completed and two active fit the free plan.
    const fits = await user.client.rpc('save_goals', {
      p_goals: [goalRow('Done', { status: 'completed', progress: 100 }), goalRow('D'), goalRow('E')],
    });
    expect([fits.error, fits.data]).toEqual([null, 3]);
  });

  test(`one call carries at most MAX_GOALS_PER_SAVE (${MAX_GOALS_PER_SAVE}) goals, even on a plan without a goal limit`, async () => {
    const user = await testBackend().signUp();
    await testBackend().grantPlan(user.id, 'pro');
    const goals = (count: number) => Array.from({ length: count }, (_, i) => goalRow(`Goal ${i}`));
    const refused = await user.client.rpc('save_goals', { p_goals: goals(5000), p_sessions: [] });
    expect([refused.status, refused.error?.message, refused.error?.details]).toEqual([
      400,
      'too_many_goals',
      MESSAGES.tooManyGoalsInOneSave,
    ]);
    expect(serverErrorMessage(refused.error?.message)).toBe(MESSAGES.tooManyGoalsInOneSave);
    const over = await user.client.rpc('save_goals', {
      p_goals: goals(MAX_GOALS_PER_SAVE + 1),
      p_sessions: [],
    });
    expect(over.error?.message).toBe('too_many_goals');
    expect(await stored(user)).toEqual({ goals: 0, sessions: 0, checkIns: 0 });
    const bulk = await user.client
      .from('goals')
      .insert(goals(MAX_GOALS_PER_SAVE + 1).map((goal) => ({ ...goal, user_id: user.id })));
    expect([bulk.status, bulk.error?.message]).toEqual([400, 'too_many_goals']);
    expect(await stored(user)).toEqual({ goals: 0, sessions: 0, checkIns: 0 });

    const most = goals(MAX_GOALS_PER_SAVE);
    const saved = await user.client.rpc('save_goals', { p_goals: most, p_sessions: [] });
    expect([saved.error, saved.data]).toEqual([null, MAX_GOALS_PER_SAVE]);
    // A sync sends the goals already stored again: only the new ones count.
    const synced = await user.client.rpc('save_goals', {
      p_goals: [...most, goalRow('New')],
      p_sessions: [],
    });
    expect([synced.error, synced.data]).toEqual([null, 1]);
  });

  test('one bad session undoes the goals saved before it in the same call', async () => {
    const user = await testBackend().signUp();
    const goal = goalRow('Half saved?');
    const { status } = await user.client.rpc('save_goals', {
      p_goals: [goal],
      p_sessions: [sessionRow(goal.id), sessionRow(goal.id, { duration: 500 })],
    });
    expect(status).toBe(400);
    expect(await stored(user)).toEqual({ goals: 0, sessions: 0, checkIns: 0 });
  });

  test("a session on another user's goal, or a goal id that is someone else's, is refused with nothing saved", async () => {
    const owner = await testBackend().signUp();
    const theirs = goalRow('Theirs');
    expect((await owner.client.rpc('save_goals', { p_goals: [theirs] })).error).toBeNull();
    const attacker = await testBackend().signUp();
    const mine = goalRow('Mine');
    const { status, error } = await attacker.client.rpc('save_goals', {
      p_goals: [mine, { ...theirs, title: 'Taken over' }],
      p_sessions: [sessionRow(theirs.id)],
    });
    expect([status, error?.code]).toEqual([403, '42501']);
    expect(await stored(attacker)).toEqual({ goals: 0, sessions: 0, checkIns: 0 });
    const { data } = await testBackend()
      .service.from('goals')
      .select('title, user_id')
      .eq('id', theirs.id)
      .single();
    expect(data).toEqual({ title: 'Theirs', user_id: owner.id });
  });

  test('anon cannot call it; malformed input is a 4xx', async () => {
    expect((await testBackend().anon.rpc('save_goals', { p_goals: [goalRow('X')] })).status).toBe(401);
    const user = await testBackend().signUp();
    expect((await user.client.rpc('save_goals', { p_goals: { title: 'not a list' } })).status).toBe(400);
    expect((await user.client.rpc('save_goals', { p_goals: [{ id: 'nope', title: 'X' }] })).status).toBe(400);
  });
});
