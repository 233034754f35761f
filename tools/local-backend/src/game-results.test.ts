import {
  ACHIEVEMENTS,
  DRILL_MIN_SECONDS_PER_SCENARIO,
  DRILL_SCENARIOS,
  DRILL_TIME_LIMIT_SECONDS,
  drillMaxScore,
  GAME_RESULT_LATE_HOURS,
  GAMES_PER_HOUR,
  SPEED_DEMON_SECONDS,
} from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  backdateGamePlay,
  backendForThisFile,
  GAME_CLOCK_SEED_SQL,
  gamesOf as gamesOn,
  PERFECT_DRILL_ANSWERS as PERFECT,
  playGame,
  supervisedChild as supervisedChildOn,
  type StartedGame,
  type TestUser,
} from './test-support';

/**
 * public.start_game, public.record_game_result and public.game_stats (20261124150000_game_results_by_server.sql,
 * 20261204150000_game_plays.sql), called as a player would from the browser's network tab: the server starts, times,
 * scores, bounds and limits every game. The server's clock moves on with test_backdate_game_play; nothing the player
 * sends says how long a game lasted.
 */

const testBackend = backendForThisFile({ seedSql: GAME_CLOCK_SEED_SQL });

interface Recorded {
  result: { score: number; maxScore: number; durationSeconds: number };
  newAchievements: { name: string; description: string; points: number }[];
  stats: { totalPoints: number; gamesPlayed: number; averageScore: number; secondsPlayed: number };
}

const FULL_TIME = DRILL_TIME_LIMIT_SECONDS;

async function start(client: SupabaseClient): Promise<StartedGame> {
  const { data, error } = await client.rpc('start_game', { p_game_id: 'decision-drill' });
  if (error) throw new Error(error.message);
  return data as StartedGame;
}

async function startedPlay(client: SupabaseClient): Promise<string> {
  const { play } = await start(client);
  if (!play) throw new Error('no game started');
  return play.id;
}

function finish(client: SupabaseClient, playId: string, answers: unknown) {
  return client.rpc('record_game_result', { p_play_id: playId, p_answers: answers });
}

function backdate(playId: string, seconds: number) {
  return backdateGamePlay(testBackend(), playId, seconds);
}

async function recorded(player: TestUser, answers: unknown, seconds: number): Promise<Recorded> {
  const { data, error } = await playGame(testBackend(), player, answers, seconds);
  if (error) throw new Error(error.message);
  return data as Recorded;
}

async function allowanceOf(player: TestUser) {
  const { data } = await player.client.rpc('family_game_allowance');
  return data as StartedGame['allowance'];
}

const supervisedChild = (minutes: number) => supervisedChildOn(testBackend(), minutes);
const gamesOf = (player: TestUser) => gamesOn(testBackend(), player.id);

describe('the database content agrees with libs/domain', () => {
  test('every option of every scenario scores its domain points out of the domain maximum', async () => {
    const player = await testBackend().signUp();
    for (const scenario of DRILL_SCENARIOS) {
      for (const option of scenario.options) {
        // One answer only: saved once the countdown ran out.
        const { result } = await recorded(player, { [scenario.id]: option.id }, FULL_TIME);
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
      (await recorded(await testBackend().signUp(), eighteen, FULL_TIME)).newAchievements.map((a) => a.name),
    ).toEqual(['Game Starter']);
    const nineteen = { ...eighteen, 'edge-of-the-box': 'turn-and-shoot' };
    expect(
      (await recorded(await testBackend().signUp(), nineteen, 300)).newAchievements.map((a) => a.name),
    ).toEqual(['Decision Rookie', 'Game Starter']);
  });

  test('the human minimum per scenario is the domain number', async () => {
    const player = await testBackend().signUp();
    const minimum = DRILL_SCENARIOS.length * DRILL_MIN_SECONDS_PER_SCENARIO;
    const early = await playGame(testBackend(), player, PERFECT, minimum - 1);
    expect([early.status, early.error?.message]).toEqual([400, 'answered_too_fast']);
    expect((await playGame(testBackend(), player, PERFECT, minimum)).error).toBeNull();
  });

  test('a player starts the domain number of games an hour; the next start is a 429', async () => {
    const player = await testBackend().signUp();
    for (let game = 0; game < GAMES_PER_HOUR; game += 1) await startedPlay(player.client);
    const refused = await player.client.rpc('start_game', { p_game_id: 'decision-drill' });
    expect([refused.status, refused.error?.message]).toEqual([429, 'too_many_games']);
  });
});

describe('start_game and record_game_result', () => {
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

  test("without a limit a game may last the drill's 15 minutes and counts no more, however long it stays open", async () => {
    const player = await testBackend().signUp();
    const started = await start(player.client);
    expect(started).toEqual({
      play: { id: expect.any(String), allowedSeconds: DRILL_TIME_LIMIT_SECONDS },
      allowance: { limitMinutes: null, usedSeconds: 0, remainingSeconds: null },
    });
    await backdate(started.play!.id, 3 * 3600);
    const { data, error } = await finish(player.client, started.play!.id, PERFECT);
    expect(error).toBeNull();
    expect((data as Recorded).result.durationSeconds).toBe(DRILL_TIME_LIMIT_SECONDS);
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

  test('anon cannot start, record or read stats', async () => {
    const started = await testBackend().anon.rpc('start_game', { p_game_id: 'decision-drill' });
    expect([started.status, started.error?.code]).toEqual([401, '42501']);
    const { status, error } = await finish(testBackend().anon, randomUUID(), PERFECT);
    expect([status, error?.code]).toEqual([401, '42501']);
    expect((await testBackend().anon.rpc('game_stats')).status).toBe(401);
  });

  test('a child waiting for consent plays unsaved: no game is started or stored', async () => {
    const child = await testBackend().signUp({
      first_name: 'Kim',
      last_name: 'Kid',
      accountType: 'player',
      age: 9,
      parentEmail: `parent-${randomUUID()}@example.com`,
    });
    const { status, error } = await child.client.rpc('start_game', { p_game_id: 'decision-drill' });
    expect([status, error?.message]).toEqual([403, 'consent_pending']);
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

  test('a score or a duration sent to the RPC is not an argument it takes', async () => {
    const player = await testBackend().signUp();
    const playId = await startedPlay(player.client);
    await backdate(playId, 60);
    for (const extra of [{ p_score: 2_000_000_000 }, { p_seconds: 0 }]) {
      const { status } = await player.client.rpc('record_game_result', {
        p_play_id: playId,
        p_answers: PERFECT,
        ...extra,
      });
      expect(status).toBe(404);
    }
    // A result for a game the server did not start, with the seconds the client says it took: no such call.
    const old = await player.client.rpc('record_game_result', {
      p_game_id: 'decision-drill',
      p_answers: PERFECT,
      p_seconds: 60,
    });
    expect(old.status).toBe(404);
    expect(await gamesOf(player)).toBe(0);
  });

  test('unknown options, unknown scenarios, malformed answers and unknown games', async () => {
    const player = await testBackend().signUp();
    const playId = await startedPlay(player.client);
    await backdate(playId, FULL_TIME);
    for (const answers of [
      { 'counter-attack': 'score-from-anywhere' },
      { 'made-up': 'long-shot' },
      { 'counter-attack': 8 },
      ['drive-and-release'],
      null,
    ]) {
      const { status, error } = await finish(player.client, playId, answers);
      expect([JSON.stringify(answers), status, error?.message]).toEqual([
        JSON.stringify(answers),
        400,
        'invalid_answer',
      ]);
    }
    // Not JSON at all: PostgreSQL refuses the value before the function runs.
    expect((await finish(player.client, playId, 'perfect')).status).toBe(400);
    const unknown = await player.client.rpc('start_game', { p_game_id: 'reaction-time' });
    expect(unknown.error?.message).toBe('unknown_game');
    expect(await gamesOf(player)).toBe(0);
  });

  test("a game never started, another player's game, and one game recorded twice", async () => {
    const player = await testBackend().signUp();
    const other = await testBackend().signUp();
    const never = await finish(player.client, randomUUID(), PERFECT);
    expect([never.status, never.error?.message]).toEqual([400, 'game_not_started']);
    const theirs = await startedPlay(other.client);
    await backdate(theirs, 60);
    const stolen = await finish(player.client, theirs, PERFECT);
    expect([stolen.status, stolen.error?.message]).toEqual([400, 'game_not_started']);
    const mine = await startedPlay(player.client);
    await backdate(mine, 60);
    expect((await finish(player.client, mine, PERFECT)).error).toBeNull();
    const twice = await finish(player.client, mine, PERFECT);
    expect([twice.status, twice.error?.message]).toEqual([400, 'game_not_started']);
    expect([await gamesOf(player), await gamesOf(other)]).toEqual([1, 0]);
  });
});

describe("the clock is the server's (issue 37): the attacks of the finding, refused", () => {
  test('a perfect drill in 0 s earns nothing: refused, no result, no achievement', async () => {
    const player = await testBackend().signUp();
    const playId = await startedPlay(player.client);
    const { status, error } = await finish(player.client, playId, PERFECT);
    expect([status, error?.message]).toEqual([400, 'answered_too_fast']);
    expect(await gamesOf(player)).toBe(0);
    const { count } = await testBackend()
      .service.from('achievements')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', player.id);
    expect(count).toBe(0);
  });

  test('an empty answer set is refused, before and after the time is up; fewer answers only once it is up', async () => {
    const player = await testBackend().signUp();
    const playId = await startedPlay(player.client);
    const empty = await finish(player.client, playId, {});
    expect([empty.status, empty.error?.message]).toEqual([400, 'no_answers']);
    await backdate(playId, 60);
    const oneOfThree = await finish(player.client, playId, { 'counter-attack': 'drive-and-release' });
    expect([oneOfThree.status, oneOfThree.error?.message]).toEqual([400, 'game_unfinished']);
    await backdate(playId, FULL_TIME);
    expect((await finish(player.client, playId, {})).error?.message).toBe('no_answers');
    expect(await gamesOf(player)).toBe(0);
    const { data } = await finish(player.client, playId, { 'counter-attack': 'drive-and-release' });
    // Cut short by the countdown: a game, but not one finished fast.
    expect((data as Recorded).newAchievements.map((a) => a.name)).toEqual(['Game Starter']);
  });

  test("200 games sent at once: the hour's starts, one game at a time, never one faster than a person", async () => {
    const player = await testBackend().signUp();
    // Each game finished the moment its start answers, all 200 at once.
    const games = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const started = await player.client.rpc('start_game', { p_game_id: 'decision-drill' });
        const playId = (started.data as StartedGame | null)?.play?.id;
        return { started, playId, finished: playId ? await finish(player.client, playId, PERFECT) : null };
      }),
    );
    const plays = games.flatMap(({ playId }) => (playId ? [playId] : []));
    expect(plays).toHaveLength(GAMES_PER_HOUR);
    expect(
      games.filter(({ started }) => started.status === 429 && started.error?.message === 'too_many_games'),
    ).toHaveLength(200 - GAMES_PER_HOUR);
    const minimum = DRILL_SCENARIOS.length * DRILL_MIN_SECONDS_PER_SCENARIO;
    for (const { finished } of games.filter(({ finished }) => finished)) {
      // Refused as ended by a later start, or as too fast; saved only after a person's minimum (a loaded machine).
      expect(
        finished!.error
          ? finished!.error.message
          : (finished!.data as Recorded).result.durationSeconds >= minimum,
      ).toBeOneOf(['game_not_started', 'answered_too_fast', true]);
    }
    // After the time a person needs, only the game still in play (the last started) could be finished.
    await Promise.all(plays.map((playId) => backdate(playId, 60)));
    await Promise.all(plays.map((playId) => finish(player.client, playId, PERFECT)));
    expect(await gamesOf(player)).toBe(1);
  });

  test('games reported as 0 s use up the limit all the same: the server counts the time since each start', async () => {
    const { child } = await supervisedChild(10);
    const first = await start(child.client);
    expect(first.allowance).toEqual({ limitMinutes: 10, usedSeconds: 0, remainingSeconds: 600 });
    expect(first.play?.allowedSeconds).toBe(600);
    await backdate(first.play!.id, 240);
    const { data } = await finish(child.client, first.play!.id, PERFECT);
    expect((data as Recorded).result.durationSeconds).toBe(240);
    // A game left unfinished counts too: until the next start (or until it is ended), at most its countdown.
    const abandoned = await startedPlay(child.client);
    await backdate(abandoned, 200);
    expect(await allowanceOf(child)).toMatchObject({ usedSeconds: 440, remainingSeconds: 160 });
    const ended = await child.client.rpc('end_game', { p_play_id: abandoned });
    expect(ended.error).toBeNull();
    // Ended: the time after that is not the game's.
    await backdate(abandoned, 100);
    expect(await allowanceOf(child)).toMatchObject({ usedSeconds: 440, remainingSeconds: 160 });
    const last = await start(child.client);
    expect(last.play?.allowedSeconds).toBe(160);
    await backdate(last.play!.id, 160);
    expect((await finish(child.client, last.play!.id, PERFECT)).error).toBeNull();
    // Used up: no game starts, so no result can be recorded today.
    expect(await start(child.client)).toEqual({
      play: null,
      allowance: { limitMinutes: 10, usedSeconds: 600, remainingSeconds: 0 },
    });
    expect(await gamesOf(child)).toBe(2);
  });

  test('a game started with 10 s left counts 10 s however long it lasts, and the day is over', async () => {
    const { child } = await supervisedChild(10);
    // 590 of the 600 seconds already played today.
    const played = await testBackend().service.from('game_results').insert({
      user_id: child.id,
      game_id: 'decision-drill',
      score: 14,
      max_score: 28,
      duration_seconds: 590,
    });
    expect(played.error).toBeNull();
    const started = await start(child.client);
    expect(started.play?.allowedSeconds).toBe(10);
    await backdate(started.play!.id, 930);
    const { data } = await finish(child.client, started.play!.id, PERFECT);
    expect((data as Recorded).result.durationSeconds).toBe(10);
    expect((await start(child.client)).play).toBeNull();
    expect(await allowanceOf(child)).toMatchObject({ usedSeconds: 600, remainingSeconds: 0 });
  });

  test("the parent's day starts at midnight in the parent's time zone, whatever start of day the client sends", async () => {
    const { parent, linkId, child } = await supervisedChild(10);
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
    // The client names no day: the server counts its own.
    const { data: allowance } = await child.client.rpc('family_game_allowance');
    expect(allowance).toMatchObject({ limitMinutes: 10, usedSeconds: 600, remainingSeconds: 0 });
    expect((await start(child.client)).play).toBeNull();
    expect(await gamesOf(child)).toBe(1);
  });
});

describe('a result kept on the device while offline and sent later (issue 38)', () => {
  test('sent twice after the connection came back, it counts once, with the score the server gives', async () => {
    const player = await testBackend().signUp();
    const play = await startedPlay(player.client);
    // Answered offline; the result reaches the server two hours later, then once more from an interrupted sync.
    await backdate(play, 2 * 3600);
    const first = await finish(player.client, play, PERFECT);
    expect(first.error).toBeNull();
    const again = await finish(player.client, play, PERFECT);
    expect([again.status, again.error?.message]).toEqual([400, 'game_not_started']);
    expect(await gamesOf(player)).toBe(1);
    const { result, stats } = first.data as Recorded;
    // The device sends answers only: the score is the server's, the time at most the countdown.
    expect([result.score, result.maxScore, result.durationSeconds]).toEqual([
      drillMaxScore(),
      drillMaxScore(),
      FULL_TIME,
    ]);
    expect(stats.secondsPlayed).toBe(FULL_TIME);
  });

  test('a day after its countdown ran out, a result is too late: refused, nothing counted', async () => {
    const player = await testBackend().signUp();
    const play = await startedPlay(player.client);
    await backdate(play, FULL_TIME + GAME_RESULT_LATE_HOURS * 3600 + 60);
    const late = await finish(player.client, play, PERFECT);
    expect([late.status, late.error?.message]).toEqual([400, 'game_expired']);
    expect(await gamesOf(player)).toBe(0);
    // A minute inside the domain's bound, it still counts.
    const inTime = await startedPlay(player.client);
    await backdate(inTime, FULL_TIME + GAME_RESULT_LATE_HOURS * 3600 - 60);
    expect((await finish(player.client, inTime, PERFECT)).error).toBeNull();
    expect(await gamesOf(player)).toBe(1);
  });

  test("a late result counts on the day it was played: it cannot use up a later day's limit", async () => {
    const player = await testBackend().signUp();
    const play = await startedPlay(player.client);
    await backdate(play, 3 * 3600);
    expect((await finish(player.client, play, PERFECT)).error).toBeNull();
    const { data } = await testBackend()
      .service.from('game_results')
      .select('created_at')
      .eq('user_id', player.id)
      .single();
    // Stored when its countdown ran out, 2 h 45 min ago, not when it arrived.
    const ago = Date.now() - Date.parse((data as { created_at: string }).created_at);
    expect(Math.abs(ago - (3 * 3600 - FULL_TIME) * 1000)).toBeLessThan(60_000);
  });

  test("a supervised child's result sent later stays within the parent's daily limit", async () => {
    const { child } = await supervisedChild(20);
    const first = await start(child.client);
    expect(first.play?.allowedSeconds).toBe(FULL_TIME);
    await backdate(first.play!.id, FULL_TIME + 600);
    expect((await finish(child.client, first.play!.id, PERFECT)).error).toBeNull();
    // 15 of the 20 minutes are used: the next game may last 5 minutes, however late the first result arrived.
    const next = await start(child.client);
    expect(next.play?.allowedSeconds).toBe(5 * 60);
    expect(next.allowance.usedSeconds).toBe(FULL_TIME);
  });
});
