import {
  ACHIEVEMENTS,
  DRILL_DURATION_GRACE_SECONDS,
  DRILL_SCENARIOS,
  DRILL_TIME_LIMIT_SECONDS,
  drillMaxScore,
  optimalOption,
  SPEED_DEMON_SECONDS,
} from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientFor, backendForThisFile, type TestUser } from './test-support';

/**
 * public.record_game_result and public.game_stats (20261124150000_game_results_by_server.sql), called as a player
 * would from the browser's network tab: the server scores, bounds and limits every game.
 */

const testBackend = backendForThisFile();

const PERFECT = Object.fromEntries(
  DRILL_SCENARIOS.map((scenario) => [scenario.id, optimalOption(scenario).id]),
);

interface Recorded {
  result: { score: number; maxScore: number; durationSeconds: number };
  newAchievements: { name: string; description: string; points: number }[];
  stats: { totalPoints: number; gamesPlayed: number; averageScore: number; secondsPlayed: number };
}

function record(client: SupabaseClient, answers: unknown, seconds: unknown, gameId = 'decision-drill') {
  return client.rpc('record_game_result', { p_game_id: gameId, p_answers: answers, p_seconds: seconds });
}

async function recorded(player: TestUser, answers: unknown, seconds: number): Promise<Recorded> {
  const { data, error } = await record(player.client, answers, seconds);
  if (error) throw new Error(error.message);
  return data as Recorded;
}

async function gamesOf(player: TestUser): Promise<number> {
  const { count } = await testBackend()
    .service.from('game_results')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', player.id);
  return count ?? -1;
}

describe('the database content agrees with libs/domain', () => {
  test('every option of every scenario scores its domain points out of the domain maximum', async () => {
    const player = await testBackend().signUp();
    for (const scenario of DRILL_SCENARIOS) {
      for (const option of scenario.options) {
        const { result } = await recorded(player, { [scenario.id]: option.id }, 300);
        expect([scenario.id, option.id, result.score, result.maxScore]).toEqual([
          scenario.id,
          option.id,
          option.points,
          drillMaxScore(),
        ]);
      }
    }
  });

  test('the achievements are the domain catalogue, and the thresholds are the domain numbers', async () => {
    const player = await testBackend().signUp();
    const first = await recorded(player, PERFECT, SPEED_DEMON_SECONDS - 1);
    expect(
      first.newAchievements.map(({ name, description, points }) => ({ name, description, points })),
    ).toEqual(Object.values(ACHIEVEMENTS).sort((a, b) => a.name.localeCompare(b.name)));
    const slow = await testBackend().signUp();
    const notSpeedy = await recorded(slow, PERFECT, SPEED_DEMON_SECONDS);
    expect(notSpeedy.newAchievements.map((a) => a.name)).not.toContain('Speed Demon');
    // 67% of 28 rounds up to 19: 18 points is not a Rookie, 19 is (domain rookieThreshold).
    const eighteen = { 'counter-attack': 'drive-and-release', 'one-v-one-defending': 'jockey-down-the-line' };
    expect(
      (await recorded(await testBackend().signUp(), eighteen, 300)).newAchievements.map((a) => a.name),
    ).toEqual(['Game Starter']);
    const nineteen = { ...eighteen, 'edge-of-the-box': 'turn-and-shoot' };
    expect(
      (await recorded(await testBackend().signUp(), nineteen, 300)).newAchievements.map((a) => a.name),
    ).toEqual(['Decision Rookie', 'Game Starter']);
    const limit = DRILL_TIME_LIMIT_SECONDS + DRILL_DURATION_GRACE_SECONDS;
    expect((await record(slow.client, PERFECT, limit)).error).toBeNull();
    expect((await record(slow.client, PERFECT, limit + 1)).error?.message).toBe('invalid_duration');
  });
});

describe('record_game_result', () => {
  test('one call answers the saved result, the new achievements (once) and the stats', async () => {
    const player = await testBackend().signUp();
    const first = await recorded(player, PERFECT, 95);
    expect(first.result).toMatchObject({ score: 28, maxScore: 28, durationSeconds: 95 });
    expect(first.newAchievements).toHaveLength(4);
    expect(first.stats).toMatchObject({
      totalPoints: 28 + 55,
      gamesPlayed: 1,
      averageScore: 100,
      secondsPlayed: 95,
    });
    const again = await recorded(player, PERFECT, 95);
    expect(again.newAchievements).toEqual([]);
    expect(again.stats).toMatchObject({ totalPoints: 56 + 55, gamesPlayed: 2 });
    const { data: stats } = await player.client.rpc('game_stats');
    expect(stats).toEqual(again.stats);
    const { count } = await testBackend()
      .service.from('achievements')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', player.id);
    expect(count).toBe(4);
  });

  test('the stats are an aggregate: more than 1000 games still count fully', async () => {
    const player = await testBackend().signUp();
    const rows = Array.from({ length: 1005 }, () => ({
      user_id: player.id,
      game_id: 'decision-drill',
      score: 14,
      max_score: 28,
      duration_seconds: 60,
    }));
    expect((await testBackend().service.from('game_results').insert(rows)).error).toBeNull();
    const { data } = await player.client.rpc('game_stats');
    expect(data).toMatchObject({
      gamesPlayed: 1005,
      totalPoints: 1005 * 14,
      averageScore: 50,
      secondsPlayed: 60_300,
    });
  });

  test('anon cannot record or read stats', async () => {
    const { status, error } = await record(testBackend().anon, PERFECT, 60);
    expect([status, error?.code]).toEqual([401, '42501']);
    expect((await testBackend().anon.rpc('game_stats')).status).toBe(401);
  });
});

describe('tampering (issue 15): refused, nothing saved', () => {
  test('an achievement worth 1,000,000 points inserted directly', async () => {
    const player = await testBackend().signUp();
    const { status, error } = await player.client
      .from('achievements')
      .insert({ user_id: player.id, name: 'Hacker', description: 'Rich', points: 1_000_000 });
    expect([status, error?.code]).toEqual([403, '42501']);
  });

  test('a Decision Drill result of 2,000,000,000 out of 2,000,000,000 inserted directly', async () => {
    const player = await testBackend().signUp();
    const { status, error } = await player.client.from('game_results').insert({
      user_id: player.id,
      game_id: 'decision-drill',
      score: 2_000_000_000,
      max_score: 2_000_000_000,
      duration_seconds: 60,
    });
    expect([status, error?.code]).toEqual([403, '42501']);
    expect(await gamesOf(player)).toBe(0);
  });

  test('a score sent to the RPC is not an argument it takes', async () => {
    const player = await testBackend().signUp();
    const { status } = await player.client.rpc('record_game_result', {
      p_game_id: 'decision-drill',
      p_answers: PERFECT,
      p_seconds: 60,
      p_score: 2_000_000_000,
    });
    expect(status).toBe(404);
    expect(await gamesOf(player)).toBe(0);
  });

  test('unknown options, unknown scenarios, malformed answers and unknown games', async () => {
    const player = await testBackend().signUp();
    for (const answers of [
      { 'counter-attack': 'score-from-anywhere' },
      { 'made-up': 'long-shot' },
      { 'counter-attack': 8 },
      ['drive-and-release'],
      null,
    ]) {
      const { status, error } = await record(player.client, answers, 60);
      expect([JSON.stringify(answers), status, error?.message]).toEqual([
        JSON.stringify(answers),
        400,
        'invalid_answer',
      ]);
    }
    // Not JSON at all: PostgreSQL refuses the value before the function runs.
    expect((await record(player.client, 'perfect', 60)).status).toBe(400);
    expect((await record(player.client, PERFECT, 60, 'reaction-time')).error?.message).toBe('unknown_game');
    expect(await gamesOf(player)).toBe(0);
  });

  test('a 68-year game, a negative one and one longer than 15 minutes plus the grace', async () => {
    const player = await testBackend().signUp();
    for (const seconds of [
      68 * 365 * 86_400,
      -1,
      DRILL_TIME_LIMIT_SECONDS + DRILL_DURATION_GRACE_SECONDS + 1,
    ]) {
      const { status, error } = await record(player.client, PERFECT, seconds);
      expect([seconds, status, error?.message]).toEqual([seconds, 400, 'invalid_duration']);
    }
    expect(await gamesOf(player)).toBe(0);
  });

  test("a game over the supervising parent's daily limit, whatever start of day the client sends", async () => {
    const parentEmail = `parent-${randomUUID()}@example.com`;
    const parent = clientFor(testBackend());
    const signedUp = await parent.auth.signUp({
      email: parentEmail,
      password: 'secret-pass',
      options: { data: { first_name: 'Pat', last_name: 'Parent', accountType: 'parent' } },
    });
    expect(signedUp.error).toBeNull();
    // Only a parent with a verified e-mail can confirm a link.
    await testBackend().verifyEmail(parent, parentEmail);
    const child = await testBackend().signUp({
      first_name: 'Kit',
      last_name: 'Kid',
      accountType: 'player',
      age: 11,
      parentEmail,
    });
    const { data: links } = await parent.rpc('family_links');
    const linkId = (links as { id: string }[])[0]!.id;
    expect((await parent.rpc('family_confirm_link', { p_link_id: linkId })).error).toBeNull();
    expect(
      (await parent.rpc('family_set_level', { p_link_id: linkId, p_level: 'supervise' })).error,
    ).toBeNull();
    const limit = await parent.rpc('family_set_game_limit', {
      p_link_id: linkId,
      p_minutes: 10,
      p_time_zone: 'Europe/Berlin',
    });
    expect(limit.error).toBeNull();
    expect(
      (
        await parent.rpc('family_set_game_limit', {
          p_link_id: linkId,
          p_minutes: 10,
          p_time_zone: 'Mars/Olympus',
        })
      ).error?.message,
    ).toBe('invalid_time_zone');

    await recorded(child, PERFECT, 600);
    // The client claims its day started a second ago: the server counts its own day all the same.
    const { data: allowance } = await child.client.rpc('family_game_allowance', {
      p_since: new Date().toISOString(),
    });
    expect(allowance).toMatchObject({ limitMinutes: 10, usedSeconds: 600, remainingSeconds: 0 });
    const refused = await record(child.client, PERFECT, 60);
    expect([refused.status, refused.error?.message]).toEqual([403, 'game_time_limit_reached']);
    expect(await gamesOf(child)).toBe(1);
  });
});
