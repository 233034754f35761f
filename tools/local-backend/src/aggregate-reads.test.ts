import { describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import { backendForThisFile, type TestUser } from './test-support';

/**
 * Reads that grow (20261126100000_aggregate_reads.sql, public.game_stats of 20261124150000): a player with more rows
 * than PostgREST's db-max-rows (1000, as on hosted Supabase) still gets true figures, because the server answers
 * them as one value. Each suite stores more than 1000 rows in one insert as the service role.
 */

const testBackend = backendForThisFile();

const MORE_THAN_MAX_ROWS = 1_250;
const FIRST_DAY = Date.UTC(2020, 0, 1);

const dayAfterFirst = (days: number) => new Date(FIRST_DAY + days * 86_400_000).toISOString().slice(0, 10);

async function insert(table: string, rows: object[]): Promise<void> {
  const { error } = await testBackend().service.from(table).insert(rows);
  if (error) throw new Error(`${table}: ${error.message}`);
}

async function newGoal(player: TestUser, legacyCheckIns = 0): Promise<string> {
  const id = randomUUID();
  await insert('goals', [
    {
      id,
      user_id: player.id,
      title: 'Juggle',
      pillar: 'technical',
      type: 'process',
      check_ins: legacyCheckIns,
    },
  ]);
  return id;
}

/** One check-in a day from FIRST_DAY on, `count` days. */
function dailyCheckIns(player: TestUser, goalId: string, count: number) {
  return Array.from({ length: count }, (_, day) => ({
    goal_id: goalId,
    user_id: player.id,
    checked_on: dayAfterFirst(day),
    note: `Day ${day}`,
    progress: 10,
  }));
}

describe('game_stats with more games than max-rows', () => {
  test('counts, points, average and seconds cover every game; reading the rows would stop at 1000', async () => {
    const player = await testBackend().signUp();
    const games = Array.from({ length: MORE_THAN_MAX_ROWS }, (_, index) => ({
      user_id: player.id,
      game_id: 'decision-drill',
      score: index % 2 === 0 ? 100 : 50,
      max_score: 100,
      duration_seconds: 60,
    }));
    await insert('game_results', games);

    const rows = await player.client.from('game_results').select('score');
    expect(rows.data).toHaveLength(1000);

    const { data, error } = await player.client.rpc('game_stats');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      gamesPlayed: MORE_THAN_MAX_ROWS,
      totalPoints: (MORE_THAN_MAX_ROWS / 2) * 150,
      averageScore: 75,
      secondsPlayed: MORE_THAN_MAX_ROWS * 60,
    });
  });
});

describe('activity_days with more active days than max-rows', () => {
  test('every day with a check-in, Quick Track entry or game once, in the player’s time zone', async () => {
    const player = await testBackend().signUp();
    const goalId = await newGoal(player);
    await insert('goal_check_ins', dailyCheckIns(player, goalId, MORE_THAN_MAX_ROWS));
    // Quick Track on the last 50 check-in days and the 50 days after them: 50 new days.
    await insert(
      'quick_track_entries',
      Array.from({ length: 100 }, (_, index) => ({
        user_id: player.id,
        entry_date: dayAfterFirst(MORE_THAN_MAX_ROWS - 50 + index),
        age_group: '13-17',
        rating: 7,
      })),
    );
    // 23:30 UTC is already the next day in Berlin: in UTC the day of the last check-in, in Berlin a new day.
    const lastCheckInDay = dayAfterFirst(MORE_THAN_MAX_ROWS - 1);
    const gameEnd = `${dayAfterFirst(MORE_THAN_MAX_ROWS + 100)}T23:30:00Z`;
    await insert('game_results', [
      { user_id: player.id, game_id: 'decision-drill', score: 1, max_score: 10, created_at: gameEnd },
    ]);

    const berlin = await player.client.rpc('activity_days', { p_time_zone: 'Europe/Berlin' });
    expect(berlin.error).toBeNull();
    const days = berlin.data as string[];
    expect(days).toHaveLength(MORE_THAN_MAX_ROWS + 50 + 1);
    expect(days[0]).toBe(dayAfterFirst(0));
    expect(days.at(-1)).toBe(dayAfterFirst(MORE_THAN_MAX_ROWS + 101));
    expect(days).toContain(lastCheckInDay);
    expect(new Set(days).size).toBe(days.length);

    const utc = await player.client.rpc('activity_days', { p_time_zone: 'UTC' });
    expect((utc.data as string[]).at(-1)).toBe(dayAfterFirst(MORE_THAN_MAX_ROWS + 100));
  });

  test('only the caller’s own days; an unknown time zone is a 4xx', async () => {
    const player = await testBackend().signUp();
    const other = await testBackend().signUp();
    await insert('quick_track_entries', [
      { user_id: other.id, entry_date: '2025-05-05', age_group: '8-12', emoji: 'good' },
    ]);
    expect((await player.client.rpc('activity_days', { p_time_zone: 'UTC' })).data).toEqual([]);
    const hostile = await player.client.rpc('activity_days', { p_time_zone: "UTC'; drop table goals; --" });
    expect(hostile.status).toBeGreaterThanOrEqual(400);
    expect(hostile.status).toBeLessThan(500);
    const anon = await testBackend().anon.rpc('activity_days', { p_time_zone: 'UTC' });
    expect(anon.status).toBe(401);
  });
});

describe('goal_list with more check-ins than max-rows', () => {
  test('one answer: every goal with its sessions, its check-in count and the newest check-ins', async () => {
    const player = await testBackend().signUp();
    const goalId = await newGoal(player, 3);
    const quiet = await newGoal(player);
    await insert('goal_check_ins', dailyCheckIns(player, goalId, MORE_THAN_MAX_ROWS));
    await insert('training_sessions', [
      { goal_id: goalId, user_id: player.id, session_date: '2099-01-02', duration: 30 },
      { goal_id: goalId, user_id: player.id, session_date: '2099-01-01', duration: 45 },
    ]);

    const { data, error } = await player.client.rpc('goal_list', { p_user_id: player.id, p_recent: 5 });
    expect(error).toBeNull();
    const [first, second] = data as {
      goal: { id: string; check_ins: number };
      sessions: { session_date: string }[];
      recentCheckIns: { checked_on: string; note: string }[];
    }[];
    expect(first?.goal.id).toBe(goalId);
    expect(first?.goal.check_ins).toBe(MORE_THAN_MAX_ROWS + 3);
    expect(first?.recentCheckIns).toEqual(
      [5, 4, 3, 2, 1].map((back) => ({
        checked_on: dayAfterFirst(MORE_THAN_MAX_ROWS - back),
        note: `Day ${MORE_THAN_MAX_ROWS - back}`,
      })),
    );
    expect(first?.sessions.map((session) => session.session_date)).toEqual(['2099-01-01', '2099-01-02']);
    expect(second).toMatchObject({ goal: { id: quiet, check_ins: 0 }, recentCheckIns: [], sessions: [] });
  });

  test('the history pages newest first past max-rows', async () => {
    const player = await testBackend().signUp();
    const goalId = await newGoal(player);
    await insert('goal_check_ins', dailyCheckIns(player, goalId, MORE_THAN_MAX_ROWS));
    const page = await player.client
      .from('goal_check_ins')
      .select('checked_on')
      .eq('goal_id', goalId)
      .order('checked_on', { ascending: false })
      .range(1200, 1299);
    expect(page.data?.map((row) => row.checked_on)).toEqual(
      Array.from({ length: MORE_THAN_MAX_ROWS - 1200 }, (_, index) =>
        dayAfterFirst(MORE_THAN_MAX_ROWS - 1201 - index),
      ),
    );
  });

  test('the owner and a linked parent on the Parent plan see the goals; anyone else an empty list', async () => {
    const backend = testBackend();
    const parent = await backend.signUp({ first_name: 'Pat', last_name: 'Parent', accountType: 'parent' });
    const child = await backend.signUp({
      first_name: 'Kit',
      last_name: 'Kid',
      accountType: 'player',
      age: 11,
      parentEmail: parent.email,
    });
    await backend.verifyEmail(parent.client, parent.email);
    await backend.grantPlan(parent.id, 'parent');
    const { data: links } = await parent.client.rpc('family_links');
    const [request] = links as { id: string }[];
    const confirmed = await parent.client.rpc('family_confirm_link', { p_link_id: request?.id });
    expect(confirmed.error).toBeNull();
    const goalId = await newGoal(child);
    const other = await backend.signUp();
    const goalIds = async (who: TestUser) => {
      const { data, error } = await who.client.rpc('goal_list', { p_user_id: child.id, p_recent: 5 });
      if (error) throw new Error(error.message);
      return (data as { goal: { id: string } }[]).map((item) => item.goal.id);
    };

    expect(await goalIds(child)).toEqual([goalId]);
    expect(await goalIds(parent)).toEqual([goalId]);
    expect(await goalIds(other)).toEqual([]);
    await backend.grantPlan(parent.id, 'free');
    expect(await goalIds(parent)).toEqual([]);

    const huge = await child.client.rpc('goal_list', { p_user_id: child.id, p_recent: 100_000 });
    expect([huge.status, huge.error?.message]).toEqual([400, 'invalid_page_size']);
    const anon = await backend.anon.rpc('goal_list', { p_user_id: child.id, p_recent: 5 });
    expect(anon.status).toBe(401);
  });
});
