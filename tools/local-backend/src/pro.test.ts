import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { GOAL_TEMPLATE_LIMIT } from '@dreampitch/domain';
import {
  GAME_CLOCK_SEED_SQL,
  playGame,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from './test-support';

/**
 * The Pro plan gate of supabase/migrations/*_pro_features.sql, called as the app and as an attacker would:
 * a free account straight against the API, another account, and anon.
 */

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ mailIntervalMs: 0, seedSql: GAME_CLOCK_SEED_SQL });
}, 120_000);
afterAll(async () => {
  await backend.stop();
}, 60_000);

async function proPlayer(): Promise<TestUser> {
  const user = await backend.signUp({ first_name: 'Pia', last_name: 'Pro', accountType: 'player', age: 19 });
  // As the payment path sets it (a subscription event, service role).
  await backend.grantPlan(user.id, 'pro');
  return user;
}

const freePlayer = () =>
  backend.signUp({ first_name: 'Finn', last_name: 'Free', accountType: 'player', age: 14 });

const template = {
  title: 'Weak foot wall passes',
  description: '50 a day',
  pillar: 'technical',
  type: 'process',
};

async function addGoal(user: TestUser, pillar = 'technical', createdDaysAgo = 20) {
  const created = new Date(Date.now() - createdDaysAgo * 86_400_000).toISOString();
  const { data, error } = await user.client
    .from('goals')
    .insert({ title: `Goal ${pillar}`, pillar, type: 'process', created_at: created })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

describe('plan gate: free accounts cannot use Pro data, whatever they send', () => {
  test('a free player cannot insert a goal template, log a mindset exercise or save a routine', async () => {
    const free = await freePlayer();
    const inserted = await free.client.from('goal_templates').insert(template);
    expect(inserted.error?.code).toBe('42501');
    const logged = await free.client
      .from('mindset_sessions')
      .insert({ tool: 'breathing', duration_seconds: 60 });
    expect(logged.error?.code).toBe('42501');
    const routine = await free.client.rpc('pro_save_routine', { p_steps: ['Breathe'] });
    expect(routine.status).toBe(403);
    expect(routine.error?.message).toBe('pro_required');
    const direct = await free.client.from('mindset_routines').insert({ steps: ['x'] });
    expect(direct.error).not.toBeNull();
  });

  test('a free player gets 403 pro_required from analytics and export', async () => {
    const free = await freePlayer();
    for (const [name, args] of [
      ['pro_analytics', { p_since: '2026-01-01' }],
      ['pro_export', {}],
    ] as const) {
      const { status, error } = await free.client.rpc(name, args);
      expect(status).toBe(403);
      expect(error?.message).toBe('pro_required');
    }
  });

  test('anon cannot call the Pro functions at all', async () => {
    for (const name of ['pro_analytics', 'pro_export', 'support_request', 'pro_save_routine']) {
      const { error } = await backend.anon.rpc(name, {});
      expect(error).not.toBeNull();
    }
  });

  test('a player cannot change their own plan to get past the gate', async () => {
    const free = await freePlayer();
    const { error } = await free.client
      .from('profiles')
      .update({ subscription_plan: 'pro' })
      .eq('id', free.id);
    expect(error?.code).toBe('42501');
    expect((await free.client.from('goal_templates').insert(template)).error?.code).toBe('42501');
  });
});

describe('goal templates', () => {
  test('a Pro player keeps at most the domain’s GOAL_TEMPLATE_LIMIT templates, by the server’s count', async () => {
    const pro = await proPlayer();
    const rows = Array.from({ length: GOAL_TEMPLATE_LIMIT }, (_, n) => ({
      ...template,
      title: `Template ${n}`,
    }));
    expect((await pro.client.from('goal_templates').insert(rows)).error).toBeNull();
    const over = await pro.client.from('goal_templates').insert({ ...template, title: 'One too many' });
    expect(over.error?.message).toBe('template_limit');
  });

  test('a Pro player saves, reads, renames and deletes templates; nobody else sees them', async () => {
    const pro = await proPlayer();
    const other = await proPlayer();
    const saved = await pro.client.from('goal_templates').insert(template).select().single();
    expect(saved.error).toBeNull();
    const id = (saved.data as { id: string }).id;
    const duplicate = await pro.client
      .from('goal_templates')
      .insert({ ...template, title: ' WEAK foot wall passes' });
    expect(duplicate.error?.code).toBe('23505');
    expect((await other.client.from('goal_templates').select('id')).data).toEqual([]);
    const renamed = await other.client
      .from('goal_templates')
      .update({ title: 'Mine now' })
      .eq('id', id)
      .select();
    expect(renamed.data).toEqual([]);
    const mine = await pro.client
      .from('goal_templates')
      .update({ title: 'Wall passes' })
      .eq('id', id)
      .select();
    expect((mine.data as { title: string }[])[0]!.title).toBe('Wall passes');
    await pro.client.from('goal_templates').delete().eq('id', id);
    expect((await pro.client.from('goal_templates').select('id')).data).toEqual([]);
  });

  test('after a downgrade the player still reads and deletes templates but cannot add new ones', async () => {
    const pro = await proPlayer();
    await pro.client.from('goal_templates').insert(template);
    await backend.grantPlan(pro.id, 'free');
    const { data } = await pro.client.from('goal_templates').select('id');
    expect(data).toHaveLength(1);
    expect(
      (await pro.client.from('goal_templates').insert({ ...template, title: 'Another' })).error?.code,
    ).toBe('42501');
    await pro.client
      .from('goal_templates')
      .delete()
      .eq('id', (data as { id: string }[])[0]!.id);
    expect((await pro.client.from('goal_templates').select('id')).data).toEqual([]);
  });
});

describe('mindset tools', () => {
  test('the routine is checked by the server and replaced on save', async () => {
    const pro = await proPlayer();
    const bad = await pro.client.rpc('pro_save_routine', { p_steps: [] });
    expect(bad.error?.message).toBe('routine_invalid');
    const tooLong = await pro.client.rpc('pro_save_routine', { p_steps: ['x'.repeat(121)] });
    expect(tooLong.error?.message).toBe('routine_invalid');
    const notText = await pro.client.rpc('pro_save_routine', { p_steps: [1, 2] });
    expect(notText.error?.message).toBe('routine_invalid');
    await pro.client.rpc('pro_save_routine', { p_steps: ['Drink water'] });
    const saved = await pro.client.rpc('pro_save_routine', { p_steps: ['  Breathe  ', 'Cue word'] });
    expect(saved.data).toEqual(['Breathe', 'Cue word']);
    const { data } = await pro.client.from('mindset_routines').select('steps');
    expect(data).toEqual([{ steps: ['Breathe', 'Cue word'] }]);
  });
});

describe('analytics and export', () => {
  test('analytics answers daily sums of the player’s own rows and each goal’s progress history', async () => {
    const pro = await proPlayer();
    const other = await proPlayer();
    const goalId = await addGoal(pro, 'technical');
    await addGoal(other, 'technical');
    const today = new Date().toISOString().slice(0, 10);
    await pro.client.from('goal_check_ins').insert([
      { goal_id: goalId, checked_on: today, progress: 30, note: '' },
      { goal_id: goalId, checked_on: today, progress: 40, note: '' },
    ]);
    await pro.client.from('training_sessions').insert([
      { goal_id: goalId, session_date: today, duration: 45, completed: true },
      { goal_id: goalId, session_date: today, duration: 30, completed: false },
    ]);
    await pro.client.from('quick_track_entries').insert([
      { entry_date: today, age_group: '18+', training_load: 'high', metrics: { technical: 6, mental: 8 } },
      { entry_date: today, age_group: '13-17', rating: 7 },
    ]);
    await pro.client.from('mindset_sessions').insert({ tool: 'breathing', duration_seconds: 60 });

    const { data, error } = await pro.client.rpc('pro_analytics', { p_since: '2000-01-01' });
    expect(error).toBeNull();
    const { facts, goals } = data as {
      facts: { date: string; kind: string; pillar: string | null; count: number; sum: number }[];
      goals: { id: string; points: { date: string; progress: number }[] }[];
    };
    const find = (kind: string, pillar: string | null = null) =>
      facts.find((fact) => fact.kind === kind && fact.pillar === pillar);
    expect(find('check_in', 'technical')).toMatchObject({ date: today, count: 2 });
    // Ticked done without the session player: done, with no minutes trained (minutes-trained.test.ts).
    expect(find('session_minutes', 'technical')).toMatchObject({ count: 1, sum: 0 });
    expect(find('quick_track')).toMatchObject({ count: 2 });
    expect(find('rating')).toMatchObject({ count: 1, sum: 7 });
    expect(find('load')).toMatchObject({ count: 1, sum: 7.5 });
    expect(find('metric', 'mental')).toMatchObject({ count: 1, sum: 8 });
    expect(find('mindset', 'mental')).toMatchObject({ count: 1, sum: 60 });
    expect(goals).toHaveLength(1);
    expect(goals[0]).toMatchObject({ id: goalId, points: [{ date: today, progress: 40 }] });
  });

  test('export holds every dataset of the player and nothing of anyone else, also for a parent', async () => {
    const pro = await proPlayer();
    const goalId = await addGoal(pro, 'mental');
    await pro.client.from('goal_check_ins').insert({ goal_id: goalId, progress: 10, note: 'first' });
    // 5 + 10 + 5 of 28 points, recorded the only way a player can.
    const played = await playGame(
      backend,
      pro,
      {
        'counter-attack': 'early-pass-wide',
        'one-v-one-defending': 'jockey-down-the-line',
        'edge-of-the-box': 'shield-and-wait',
      },
      200,
    );
    expect(played.error).toBeNull();
    const { data, error } = await pro.client.rpc('pro_export');
    expect(error).toBeNull();
    const exported = data as Record<string, unknown[]>;
    expect(Object.keys(exported).sort()).toEqual(
      [
        'check_ins',
        'exportedAt',
        'game_results',
        'goal_templates',
        'goals',
        'mindset_sessions',
        'quick_track_entries',
        'training_sessions',
      ].sort(),
    );
    expect(exported.goals).toHaveLength(1);
    expect(exported.check_ins).toMatchObject([{ goal_id: goalId, note: 'first', progress: 10 }]);
    expect(exported.game_results).toMatchObject([{ score: 20, max_score: 28 }]);
    const stranger = await proPlayer();
    const theirs = (await stranger.client.rpc('pro_export')).data as Record<string, unknown[]>;
    expect(theirs.goals).toEqual([]);
  });
});

describe('premium support', () => {
  const outbox = () => backend.readOutbox();

  test('a request is stored, mailed to the support address, and marked priority only for paid plans', async () => {
    const pro = await proPlayer();
    const free = await freePlayer();
    const paid = await pro.client.rpc('support_request', {
      p_topic: 'billing',
      p_message: 'My card was charged twice this month.',
    });
    expect(paid.error).toBeNull();
    expect(paid.data).toMatchObject({ priority: true });
    const standard = await free.client.rpc('support_request', {
      p_topic: 'training',
      p_message: 'How do I add a session to a goal?',
    });
    expect(standard.data).toMatchObject({ priority: false });
    const dueHours = (receipt: { createdAt: string; replyDueAt: string }) =>
      (Date.parse(receipt.replyDueAt) - Date.parse(receipt.createdAt)) / 3_600_000;
    expect(dueHours(paid.data as { createdAt: string; replyDueAt: string })).toBe(24);
    expect(dueHours(standard.data as { createdAt: string; replyDueAt: string })).toBe(120);

    const mails = (await outbox()).filter((mail) => mail.to === 'support@dreampitch.example');
    const priority = mails.find((mail) => mail.text.includes('charged twice'));
    expect(priority?.subject).toMatch(/^\[PRIORITY\] Support request: Plans and payment/);
    expect(priority?.text).toContain(pro.email);
    const normal = mails.find((mail) => mail.text.includes('add a session'));
    expect(normal?.subject.startsWith('[PRIORITY]')).toBe(false);
  });

  test('bad input is a 400 with a token; the fourth request in an hour is refused', async () => {
    const user = await freePlayer();
    const short = await user.client.rpc('support_request', { p_topic: 'other', p_message: 'help' });
    expect(short.status).toBe(400);
    expect(short.error?.message).toBe('support_invalid_message');
    const topic = await user.client.rpc('support_request', { p_topic: 'hack', p_message: 'x'.repeat(20) });
    expect(topic.error?.message).toBe('support_invalid_topic');
    for (let index = 0; index < 3; index += 1) {
      const ok = await user.client.rpc('support_request', {
        p_topic: 'other',
        p_message: `Question ${index} here`,
      });
      expect(ok.error).toBeNull();
    }
    const limited = await user.client.rpc('support_request', {
      p_topic: 'other',
      p_message: 'One more question',
    });
    expect(limited.status).toBe(400);
    expect(limited.error?.message).toBe('support_rate_limited');
  });

  test('nobody reads support requests through the API', async () => {
    const user = await freePlayer();
    const { error } = await user.client
      .schema('private' as 'public')
      .from('support_requests')
      .select('*');
    expect(error).not.toBeNull();
  });
});
