import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import {
  EMAIL_PATTERN,
  FREE_GOAL_LIMIT,
  GOAL_CHECK_IN_NOTE_MAX_LENGTH,
  MESSAGES,
  SESSION_DURATION_DEFAULT,
  SESSION_DURATION_MAX,
  SESSION_DURATION_MIN,
} from '@dreampitch/domain';
import { startTestBackend, type TestBackend, type TestUser } from './test-support';

/** The business rules the database enforces, checked against the same constants libs/domain uses. */

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);
afterAll(async () => {
  await backend.stop();
}, 60_000);

const goal = (user: TestUser, title: string) => ({
  user_id: user.id,
  title,
  pillar: 'technical',
  type: 'process',
});

describe('subscription plan tampering', () => {
  test('the owner cannot change their plan or status, by update or by insert', async () => {
    const user = await backend.signUp();
    for (const patch of [{ subscription_plan: 'pro' }, { subscription_status: 'active' }]) {
      const result = await user.client.from('profiles').update(patch).eq('id', user.id);
      expect(result.status).toBe(403);
      expect(result.error?.code).toBe('42501');
    }
    const upsert = await user.client
      .from('profiles')
      .upsert({ id: user.id, subscription_plan: 'parent' }, { onConflict: 'id' });
    expect(upsert.error?.code).toBe('42501');
    const { data } = await user.client
      .from('profiles')
      .select('subscription_plan, subscription_status')
      .single();
    expect(data).toEqual({ subscription_plan: 'free', subscription_status: 'inactive' });
  });

  test('the owner may still edit the rest of their profile; the plan follows the subscription only', async () => {
    const user = await backend.signUp();
    const edit = await user.client
      .from('profiles')
      .update({ skill_level: 'advanced', notification_preferences: { enabled: false } })
      .eq('id', user.id);
    expect(edit.error).toBeNull();
    // Not even the service role writes the plan column: it derives from public.subscriptions.
    const direct = await backend.service
      .from('profiles')
      .update({ subscription_plan: 'pro' })
      .eq('id', user.id);
    expect(direct.error?.code).toBe('42501');
    await backend.grantPlan(user.id, 'pro');
    const { data } = await user.client.from('profiles').select('skill_level, subscription_plan').single();
    expect(data).toEqual({ skill_level: 'advanced', subscription_plan: 'pro' });
  });
});

describe('free-tier goal limit', () => {
  test(`a free user holds ${FREE_GOAL_LIMIT} goals; the next is refused with free_goal_limit`, async () => {
    const user = await backend.signUp();
    for (let i = 0; i < FREE_GOAL_LIMIT; i++) {
      const ok = await user.client.from('goals').insert(goal(user, `Goal ${i}`));
      expect(ok.error).toBeNull();
    }
    const third = await user.client.from('goals').insert(goal(user, 'One too many'));
    expect(third.status).toBe(400);
    expect(third.error).toMatchObject({
      code: 'P0001',
      message: 'free_goal_limit',
      details: MESSAGES.freeGoalLimit,
    });
    const { count } = await user.client.from('goals').select('*', { count: 'exact', head: true });
    expect(count).toBe(FREE_GOAL_LIMIT);
  });

  test('a batch that would exceed the limit inserts nothing', async () => {
    const user = await backend.signUp();
    const batch = await user.client.from('goals').insert([goal(user, 'A'), goal(user, 'B'), goal(user, 'C')]);
    expect(batch.error?.message).toBe('free_goal_limit');
    const { data } = await user.client.from('goals').select('id');
    expect(data).toEqual([]);
  });

  test('pro and parent plans are unlimited', async () => {
    for (const plan of ['pro', 'parent'] as const) {
      const user = await backend.signUp();
      await backend.grantPlan(user.id, plan);
      const rows = Array.from({ length: FREE_GOAL_LIMIT + 3 }, (_, i) => goal(user, `Goal ${i}`));
      const result = await user.client.from('goals').insert(rows);
      expect(result.error).toBeNull();
    }
  });

  test('after a downgrade existing goals stay but no new ones are allowed', async () => {
    const user = await backend.signUp();
    await backend.grantPlan(user.id, 'pro');
    await user.client.from('goals').insert([goal(user, 'A'), goal(user, 'B'), goal(user, 'C')]);
    await backend.grantPlan(user.id, 'free');
    const next = await user.client.from('goals').insert(goal(user, 'D'));
    expect(next.error?.message).toBe('free_goal_limit');
    const { data } = await user.client.from('goals').select('id');
    expect(data).toHaveLength(3);
  });
});

describe('free-tier goal limit counts active goals only', () => {
  async function fillToLimit(user: TestUser): Promise<string[]> {
    const rows = Array.from({ length: FREE_GOAL_LIMIT }, (_, i) => goal(user, `Goal ${i}`));
    const { data, error } = await user.client.from('goals').insert(rows).select('id');
    expect(error).toBeNull();
    return (data as { id: string }[]).map((row) => row.id);
  }

  test('completing a goal frees its place: the next goal is accepted and the completed one is kept', async () => {
    const user = await backend.signUp();
    const [first] = await fillToLimit(user);
    const done = await user.client
      .from('goals')
      .update({ status: 'completed', progress: 100 })
      .eq('id', first!);
    expect(done.error).toBeNull();
    const next = await user.client.from('goals').insert(goal(user, 'After completing one'));
    expect(next.error).toBeNull();
    const { data } = await user.client.from('goals').select('status').order('created_at');
    expect((data as { status: string }[]).map((row) => row.status).sort()).toEqual([
      'active',
      'active',
      'completed',
    ]);
  });

  test('reopening a completed goal is held to the limit like a new goal; removing an active one makes room', async () => {
    const user = await backend.signUp();
    const [first, second] = await fillToLimit(user);
    await user.client.from('goals').update({ status: 'completed' }).eq('id', first!);
    expect((await user.client.from('goals').insert(goal(user, 'Third'))).error).toBeNull();

    const reopen = await user.client.from('goals').update({ status: 'active' }).eq('id', first!);
    expect(reopen.status).toBe(400);
    expect(reopen.error).toMatchObject({ message: 'free_goal_limit', details: MESSAGES.freeGoalLimit });

    expect((await user.client.from('goals').delete().eq('id', second!)).error).toBeNull();
    expect((await user.client.from('goals').update({ status: 'active' }).eq('id', first!)).error).toBeNull();
  });

  test('editing an active goal at the limit (title, description, target date, progress) is not refused', async () => {
    const user = await backend.signUp();
    const [first] = await fillToLimit(user);
    const edit = await user.client
      .from('goals')
      .update({ title: 'Renamed', description: 'New words', target_date: '2031-01-31', progress: 40 })
      .eq('id', first!);
    expect(edit.error).toBeNull();
    const again = await user.client.from('goals').update({ status: 'active' }).eq('id', first!);
    expect(again.error).toBeNull();
  });
});

describe('waitlist', () => {
  test('joining twice (any case, surrounding spaces) is not an error and stores one row', async () => {
    const email = `fan-${randomUUID()}@example.com`;
    for (const variant of [email, email.toUpperCase(), `  ${email}  `]) {
      const result = await backend.anon.from('waitlist_emails').insert({ email: variant });
      expect(result.error).toBeNull();
      expect(result.status).toBe(201);
    }
    const { data } = await backend.service.from('waitlist_emails').select('email').ilike('email', email);
    expect(data).toEqual([{ email }]);
  });

  test('the database accepts exactly the e-mails the domain pattern accepts', async () => {
    const candidates = [
      'a@b.co',
      'first.last@club.org',
      'no-at-sign.com',
      'two words@x.io',
      'a@b',
      '@b.co',
      'a@b.',
    ];
    const verdicts = [];
    for (const email of candidates) {
      const result = await backend.anon.from('waitlist_emails').insert({ email });
      verdicts.push({ email, accepted: result.error === null, code: result.error?.code ?? null });
    }
    expect(verdicts).toEqual(
      candidates.map((email) => {
        const accepted = EMAIL_PATTERN.test(email);
        return { email, accepted, code: accepted ? null : '23514' };
      }),
    );
  });
});

describe('check constraints mirror libs/domain', () => {
  test(`session duration ${SESSION_DURATION_MIN}-${SESSION_DURATION_MAX}, default ${SESSION_DURATION_DEFAULT}`, async () => {
    const user = await backend.signUp();
    const created = await user.client.from('goals').insert(goal(user, 'With sessions')).select('id').single();
    const goalId = created.data?.id as string;
    const session = (duration?: number) => ({
      goal_id: goalId,
      user_id: user.id,
      session_date: '2099-04-01',
      ...(duration === undefined ? {} : { duration }),
    });
    for (const duration of [SESSION_DURATION_MIN - 1, SESSION_DURATION_MAX + 1]) {
      const refused = await user.client.from('training_sessions').insert(session(duration));
      expect(refused.status).toBe(400);
      expect(refused.error?.code).toBe('23514');
    }
    for (const duration of [SESSION_DURATION_MIN, SESSION_DURATION_MAX]) {
      expect((await user.client.from('training_sessions').insert(session(duration))).error).toBeNull();
    }
    const defaulted = await user.client
      .from('training_sessions')
      .insert(session())
      .select('duration')
      .single();
    expect(defaulted.data?.duration).toBe(SESSION_DURATION_DEFAULT);
  });

  test('progress 0-100, score <= max_score, quick-track rating 1-10, achievements unique per user and name', async () => {
    const user = await backend.signUp();
    const overProgress = await user.client.from('goals').insert({ ...goal(user, 'X'), progress: 101 });
    expect(overProgress.error?.code).toBe('23514');
    const badPillar = await user.client.from('goals').insert({ ...goal(user, 'X'), pillar: 'magic' });
    expect(badPillar.error?.code).toBe('23514');
    // Results and achievements are written by record_game_result only; the constraints still hold for the server.
    const overScore = await backend.service.from('game_results').insert({
      user_id: user.id,
      game_id: 'decision-drill',
      score: 29,
      max_score: 28,
      duration_seconds: 10,
    });
    expect(overScore.error?.code).toBe('23514');
    const badRating = await user.client
      .from('quick_track_entries')
      .insert({ user_id: user.id, age_group: '13-17', rating: 11 });
    expect(badRating.error?.code).toBe('23514');
    const badge = { user_id: user.id, name: 'Game Starter', description: 'First game', points: 5 };
    expect((await backend.service.from('achievements').insert(badge)).error).toBeNull();
    const again = await backend.service.from('achievements').insert(badge);
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('23505');
  });
});

describe('training sessions a player plans', () => {
  async function goalOf(user: TestUser): Promise<string> {
    const created = await user.client.from('goals').insert(goal(user, 'Sessions')).select('id').single();
    return created.data?.id as string;
  }
  const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  test('a day already over everywhere is refused on insert and as a new day; today (UTC) is accepted', async () => {
    const user = await backend.signUp();
    const goalId = await goalOf(user);
    const past = await user.client
      .from('training_sessions')
      .insert({ goal_id: goalId, user_id: user.id, session_date: daysFromNow(-2) });
    expect(past.status).toBe(400);
    expect(past.error).toMatchObject({ code: 'P0001', message: 'session_in_past' });

    const today = await user.client
      .from('training_sessions')
      .insert({ goal_id: goalId, user_id: user.id, session_date: daysFromNow(0) })
      .select('id')
      .single();
    expect(today.error).toBeNull();
    const moved = await user.client
      .from('training_sessions')
      .update({ session_date: daysFromNow(-3) })
      .eq('id', today.data?.id as string);
    expect(moved.error?.message).toBe('session_in_past');
  });

  test('an old session keeps its day: it can be marked done and its notes changed', async () => {
    const user = await backend.signUp();
    const goalId = await goalOf(user);
    const old = await backend.service
      .from('training_sessions')
      .insert({ goal_id: goalId, user_id: user.id, session_date: daysFromNow(-10) })
      .select('id')
      .single();
    expect(old.error).toBeNull();
    const done = await user.client
      .from('training_sessions')
      .update({ completed: true, notes: 'Did it' })
      .eq('id', old.data?.id as string);
    expect(done.error).toBeNull();
  });

  test('completed_at is the server time of marking done; a client cannot write it', async () => {
    const user = await backend.signUp();
    const goalId = await goalOf(user);
    const forged = await user.client
      .from('training_sessions')
      .insert({
        goal_id: goalId,
        user_id: user.id,
        session_date: daysFromNow(1),
        completed_at: '2020-01-01T00:00:00Z',
      })
      .select('id, completed_at')
      .single();
    expect(forged.data?.completed_at).toBeNull();
    const id = forged.data?.id as string;

    const before = Date.now();
    await user.client.from('training_sessions').update({ completed: true }).eq('id', id);
    const done = await user.client.from('training_sessions').select('completed_at').eq('id', id).single();
    expect(Date.parse(done.data?.completed_at as string)).toBeGreaterThanOrEqual(before - 5_000);

    await user.client.from('training_sessions').update({ completed_at: '2020-01-01T00:00:00Z' }).eq('id', id);
    const kept = await user.client.from('training_sessions').select('completed_at').eq('id', id).single();
    expect(kept.data?.completed_at).toBe(done.data?.completed_at);

    await user.client.from('training_sessions').update({ completed: false }).eq('id', id);
    const undone = await user.client.from('training_sessions').select('completed_at').eq('id', id).single();
    expect(undone.data?.completed_at).toBeNull();
  });
});

describe('goal check-ins', () => {
  test(`a note of at most ${GOAL_CHECK_IN_NOTE_MAX_LENGTH} characters, progress 0-100`, async () => {
    const user = await backend.signUp();
    const created = await user.client.from('goals').insert(goal(user, 'Checked')).select('id').single();
    const checkIn = (note: string, progress = 40) => ({
      goal_id: created.data?.id as string,
      checked_on: '2025-04-01',
      note,
      progress,
    });
    const longNote = await user.client
      .from('goal_check_ins')
      .insert(checkIn('x'.repeat(GOAL_CHECK_IN_NOTE_MAX_LENGTH + 1)));
    expect(longNote.error?.code).toBe('23514');
    const overProgress = await user.client.from('goal_check_ins').insert(checkIn('ok', 101));
    expect(overProgress.error?.code).toBe('23514');
    const fits = await user.client
      .from('goal_check_ins')
      .insert(checkIn('x'.repeat(GOAL_CHECK_IN_NOTE_MAX_LENGTH)));
    expect(fits.error).toBeNull();
  });

  test("the goal's check_ins count follows its check-ins; deleting the goal removes them", async () => {
    const user = await backend.signUp();
    const created = await user.client.from('goals').insert(goal(user, 'Counted')).select('id').single();
    const goalId = created.data?.id as string;
    const count = async () =>
      (await backend.service.from('goals').select('check_ins').eq('id', goalId).single()).data?.check_ins;
    const inserted = await user.client.from('goal_check_ins').insert([
      { goal_id: goalId, checked_on: '2025-04-01', note: 'One', progress: 10 },
      { goal_id: goalId, checked_on: '2025-04-02', note: 'Two', progress: 20 },
    ]);
    expect(inserted.error).toBeNull();
    expect(await count()).toBe(2);
    const [first] =
      (await backend.service.from('goal_check_ins').select('id').eq('goal_id', goalId)).data ?? [];
    await backend.service.from('goal_check_ins').delete().eq('id', first?.id);
    expect(await count()).toBe(1);

    expect((await user.client.from('goals').delete().eq('id', goalId)).error).toBeNull();
    const left = await backend.service.from('goal_check_ins').select('id').eq('goal_id', goalId);
    expect(left.data).toEqual([]);
  });
});
