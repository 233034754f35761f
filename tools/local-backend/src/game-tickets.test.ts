import {
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
  backdateGameTicket,
  backendForThisFile,
  GAME_CLOCK_SEED_SQL,
  gamesOf,
  PERFECT_DRILL_ANSWERS as PERFECT,
  playGame,
  supervisedChild,
  type ReservedTicket,
  type StartedGame,
  type TestUser,
} from './test-support';

/**
 * public.reserve_game_ticket and public.record_game_result with a ticket (20261208100000_game_tickets.sql), called
 * as an attacker would from the browser's network tab: the device reserves a ticket online and sends, later, the
 * answers with the seconds and the end time its own clock measured. The server applies start_game's refusals to the
 * reservation, uses a ticket once, scores the answers itself and bounds the time and the date it cannot measure.
 */

const testBackend = backendForThisFile({ seedSql: GAME_CLOCK_SEED_SQL });

interface Recorded {
  result: { score: number; maxScore: number; durationSeconds: number; createdAt: string };
  newAchievements: { name: string }[];
  stats: { gamesPlayed: number; secondsPlayed: number };
}

function reserve(client: SupabaseClient) {
  return client.rpc('reserve_game_ticket', { p_game_id: 'decision-drill' });
}

async function ticketOf(player: TestUser): Promise<NonNullable<ReservedTicket['ticket']>> {
  const { data, error } = await reserve(player.client);
  if (error) throw new Error(error.message);
  const { ticket } = data as ReservedTicket;
  if (!ticket) throw new Error('no ticket: the daily limit is used up');
  return ticket;
}

/** The result of a game played offline from `ticketId`, as the device sends it. */
function send(
  client: SupabaseClient,
  ticketId: string,
  {
    answers = PERFECT as unknown,
    seconds = 200 as unknown,
    finishedAt = new Date().toISOString() as unknown,
  } = {},
) {
  return client.rpc('record_game_result', {
    p_ticket_id: ticketId,
    p_answers: answers,
    p_seconds: seconds,
    p_finished_at: finishedAt,
  });
}

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

/** How far `iso` is from `expected`, in seconds. */
const offBy = (iso: string, expected: string) => Math.abs(Date.parse(iso) - Date.parse(expected)) / 1000;

describe("reserve_game_ticket: start_game's refusals, nothing copied", () => {
  test('a signed-in player gets a ticket for the drill, with its id, its issue and the countdown a start gives', async () => {
    const player = await testBackend().signUp();
    const { data, error } = await reserve(player.client);
    expect(error).toBeNull();
    expect(data).toEqual({
      ticket: {
        id: expect.any(String),
        issuedAt: expect.any(String),
        allowedSeconds: DRILL_TIME_LIMIT_SECONDS,
      },
      allowance: { limitMinutes: null, usedSeconds: 0, remainingSeconds: null },
    });
    expect(offBy((data as ReservedTicket).ticket!.issuedAt, new Date().toISOString())).toBeLessThan(60);
  });

  test('anon is refused, and so is an unknown game', async () => {
    const anon = await reserve(testBackend().anon);
    expect([anon.status, anon.error?.code]).toEqual([401, '42501']);
    const player = await testBackend().signUp();
    const unknown = await player.client.rpc('reserve_game_ticket', { p_game_id: 'reaction-time' });
    expect([unknown.status, unknown.error?.message]).toEqual([400, 'unknown_game']);
  });

  test('a child waiting for consent gets no ticket: 403 consent_pending', async () => {
    const child = await testBackend().signUp({
      first_name: 'Kim',
      accountType: 'player',
      age: 9,
      parentEmail: `parent-${randomUUID()}@example.com`,
    });
    const { status, error } = await reserve(child.client);
    expect([status, error?.code, error?.message]).toEqual([403, '42501', 'consent_pending']);
  });

  test("over the parent's daily limit no ticket is issued, as no game starts; with time left, the countdown is what is left", async () => {
    const { child } = await supervisedChild(testBackend(), 10);
    const played = await testBackend().service.from('game_results').insert({
      user_id: child.id,
      game_id: 'decision-drill',
      score: 14,
      max_score: 28,
      duration_seconds: 420,
    });
    expect(played.error).toBeNull();
    expect((await ticketOf(child)).allowedSeconds).toBe(180);
    expect(
      (
        await testBackend().service.from('game_results').insert({
          user_id: child.id,
          game_id: 'decision-drill',
          score: 14,
          max_score: 28,
          duration_seconds: 180,
        })
      ).error,
    ).toBeNull();
    const over = { limitMinutes: 10, usedSeconds: 600, remainingSeconds: 0 };
    expect((await reserve(child.client)).data).toEqual({ ticket: null, allowance: over });
    const started = await child.client.rpc('start_game', { p_game_id: 'decision-drill' });
    expect(started.data as StartedGame).toEqual({ play: null, allowance: over });
  });

  test("tickets count among the hour's starts: past GAMES_PER_HOUR, reserving and starting are both a 429", async () => {
    const player = await testBackend().signUp();
    const half = GAMES_PER_HOUR / 2;
    for (let game = 0; game < half; game += 1) await ticketOf(player);
    for (let game = half; game < GAMES_PER_HOUR; game += 1) {
      expect((await player.client.rpc('start_game', { p_game_id: 'decision-drill' })).error).toBeNull();
    }
    const reserved = await reserve(player.client);
    expect([reserved.status, reserved.error?.message]).toEqual([429, 'too_many_games']);
    const started = await player.client.rpc('start_game', { p_game_id: 'decision-drill' });
    expect([started.status, started.error?.message]).toEqual([429, 'too_many_games']);
  });

  test('reserving ends no game in play, and no player reads the tickets', async () => {
    const player = await testBackend().signUp();
    const started = await player.client.rpc('start_game', { p_game_id: 'decision-drill' });
    const playId = (started.data as StartedGame).play!.id;
    await ticketOf(player);
    await backdateGamePlay(testBackend(), playId, 60);
    const finished = await player.client.rpc('record_game_result', { p_play_id: playId, p_answers: PERFECT });
    expect(finished.error).toBeNull();
    expect((await player.client.from('game_tickets').select('*')).data).toBeNull();
    expect((await player.client.schema('private').from('game_tickets').select('*')).data).toBeNull();
  });
});

describe('record_game_result with a ticket: the offline game, as the server bounds it', () => {
  test('the server scores the answers; the seconds and the end time are the device’s, within their bounds', async () => {
    const player = await testBackend().signUp();
    const ticket = await ticketOf(player);
    // Reserved an hour ago, played offline, ended 30 s ago.
    await backdateGameTicket(testBackend(), ticket.id, 3600);
    const finishedAt = secondsAgo(30);
    const { data, error } = await send(player.client, ticket.id, { seconds: 200, finishedAt });
    expect(error).toBeNull();
    const { result, stats } = data as Recorded;
    expect([result.score, result.maxScore, result.durationSeconds]).toEqual([
      drillMaxScore(),
      drillMaxScore(),
      200,
    ]);
    expect(offBy(result.createdAt, finishedAt)).toBeLessThan(1);
    expect(stats).toMatchObject({ gamesPlayed: 1, secondsPlayed: 200 });
    expect(await gamesOf(testBackend(), player.id)).toBe(1);
  });

  test('a score sent with the result is not an argument the function takes', async () => {
    const player = await testBackend().signUp();
    const ticket = await ticketOf(player);
    const { status } = await player.client.rpc('record_game_result', {
      p_ticket_id: ticket.id,
      p_answers: PERFECT,
      p_seconds: 200,
      p_finished_at: new Date().toISOString(),
      p_score: 2_000_000_000,
    });
    expect(status).toBe(404);
    expect(await gamesOf(testBackend(), player.id)).toBe(0);
  });

  test('a ticket is used once: sent again, or ten times at once, one result is saved and the rest are a 409', async () => {
    const player = await testBackend().signUp();
    const ticket = await ticketOf(player);
    expect((await send(player.client, ticket.id)).error).toBeNull();
    const again = await send(player.client, ticket.id);
    expect([again.status, again.error?.code, again.error?.message]).toEqual([409, 'PT409', 'ticket_used']);
    const racer = await testBackend().signUp();
    const raced = await ticketOf(racer);
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(racer.client, raced.id)));
    expect(answers.filter((answer) => answer.error === null)).toHaveLength(1);
    expect(answers.filter((answer) => answer.error?.message === 'ticket_used')).toHaveLength(9);
    expect([await gamesOf(testBackend(), player.id), await gamesOf(testBackend(), racer.id)]).toEqual([1, 1]);
  });

  test("another player's ticket and a made-up one are refused alike, and saving nothing for anyone", async () => {
    const owner = await testBackend().signUp();
    const thief = await testBackend().signUp();
    const ticket = await ticketOf(owner);
    const stolen = await send(thief.client, ticket.id);
    expect([stolen.status, stolen.error?.message]).toEqual([400, 'ticket_unknown']);
    const madeUp = await send(thief.client, randomUUID());
    expect([madeUp.status, madeUp.error?.message]).toEqual([400, 'ticket_unknown']);
    const anon = await send(testBackend().anon, ticket.id);
    expect([anon.status, anon.error?.code]).toEqual([401, '42501']);
    expect([await gamesOf(testBackend(), owner.id), await gamesOf(testBackend(), thief.id)]).toEqual([0, 0]);
    // The owner's ticket is still good.
    expect((await send(owner.client, ticket.id)).error).toBeNull();
  });

  test('a ticket issued more than GAME_RESULT_LATE_HOURS ago is too old: a 410, nothing saved; a minute inside, saved', async () => {
    const player = await testBackend().signUp();
    const stale = await ticketOf(player);
    await backdateGameTicket(testBackend(), stale.id, GAME_RESULT_LATE_HOURS * 3600 + 60);
    const late = await send(player.client, stale.id, { finishedAt: secondsAgo(3600) });
    expect([late.status, late.error?.code, late.error?.message]).toEqual([410, 'PT410', 'ticket_expired']);
    expect(await gamesOf(testBackend(), player.id)).toBe(0);
    const inTime = await ticketOf(player);
    await backdateGameTicket(testBackend(), inTime.id, GAME_RESULT_LATE_HOURS * 3600 - 60);
    expect((await send(player.client, inTime.id, { finishedAt: secondsAgo(3600) })).error).toBeNull();
    expect(await gamesOf(testBackend(), player.id)).toBe(1);
  });

  test("forged durations: capped at the drill's 15 minutes; negative, missing, too fast or unfinished refused", async () => {
    const player = await testBackend().signUp();
    const long = await ticketOf(player);
    const { data } = await send(player.client, long.id, { seconds: 2_000_000_000 });
    expect((data as Recorded).result.durationSeconds).toBe(DRILL_TIME_LIMIT_SECONDS);
    const ticket = await ticketOf(player);
    const refusals: [unknown, unknown, string][] = [
      [PERFECT, -1, 'invalid_duration'],
      [PERFECT, null, 'invalid_duration'],
      // Three scenarios in 2 s: faster than a person reads them.
      [PERFECT, 2, 'answered_too_fast'],
      // One answer of three before the countdown ran out.
      [{ 'counter-attack': 'drive-and-release' }, 60, 'game_unfinished'],
      [{}, DRILL_TIME_LIMIT_SECONDS, 'no_answers'],
      [{ 'counter-attack': 'score-from-anywhere' }, 60, 'invalid_answer'],
    ];
    for (const [answers, seconds, token] of refusals) {
      const refused = await send(player.client, ticket.id, { answers, seconds });
      expect([seconds, refused.status, refused.error?.message]).toEqual([seconds, 400, token]);
    }
    // Not a number at all: PostgreSQL refuses the value before the function runs.
    expect((await send(player.client, ticket.id, { seconds: 'forever' })).status).toBe(400);
    expect(await gamesOf(testBackend(), player.id)).toBe(1);
    // Refusals used nothing: the ticket still saves its game.
    expect((await send(player.client, ticket.id)).error).toBeNull();
  });

  test('a perfect drill reported as fast as a person can play it is saved, but the device’s clock earns no Speed Demon', async () => {
    const player = await testBackend().signUp();
    const ticket = await ticketOf(player);
    const seconds = DRILL_SCENARIOS.length * DRILL_MIN_SECONDS_PER_SCENARIO;
    expect(seconds).toBeLessThan(SPEED_DEMON_SECONDS);
    const { data, error } = await send(player.client, ticket.id, { seconds });
    expect(error).toBeNull();
    expect((data as Recorded).newAchievements.map((a) => a.name)).toEqual([
      'Decision Master',
      'Decision Rookie',
      'Game Starter',
    ]);
  });

  test('forged dates: one in the future is dated on arrival, one before the ticket at its issue, garbage refused', async () => {
    const player = await testBackend().signUp();
    const future = await ticketOf(player);
    const ahead = await send(player.client, future.id, { finishedAt: '2099-01-01T00:00:00Z' });
    expect(offBy((ahead.data as Recorded).result.createdAt, new Date().toISOString())).toBeLessThan(60);
    const past = await ticketOf(player);
    await backdateGameTicket(testBackend(), past.id, 3600);
    const before = await send(player.client, past.id, { finishedAt: '1970-01-01T00:00:00Z' });
    expect(offBy((before.data as Recorded).result.createdAt, secondsAgo(3600))).toBeLessThan(60);
    const garbage = await ticketOf(player);
    for (const finishedAt of ['yesterday-ish', null]) {
      const refused = await send(player.client, garbage.id, { finishedAt });
      expect([finishedAt, refused.status]).toEqual([finishedAt, 400]);
    }
    expect(await gamesOf(testBackend(), player.id)).toBe(2);
  });
});

describe("a supervised child's offline game stays within the parent's daily limit", () => {
  test('the seconds are capped by the game time left when the result arrives, and none left is a 403', async () => {
    const { child } = await supervisedChild(testBackend(), 10);
    const ticket = await ticketOf(child);
    const spare = await ticketOf(child);
    expect(ticket.allowedSeconds).toBe(600);
    // Online after the reservation, 8 of the 10 minutes are played.
    expect((await playGame(testBackend(), child, PERFECT, 480)).error).toBeNull();
    const { data, error } = await send(child.client, ticket.id, { seconds: 600 });
    expect(error).toBeNull();
    expect((data as Recorded).result.durationSeconds).toBe(120);
    const over = await send(child.client, spare.id, { seconds: 60 });
    expect([over.status, over.error?.code, over.error?.message]).toEqual([
      403,
      '42501',
      'game_time_limit_reached',
    ]);
    expect(await gamesOf(testBackend(), child.id)).toBe(2);
    const { data: allowance } = await child.client.rpc('family_game_allowance');
    expect(allowance).toMatchObject({ usedSeconds: 600, remainingSeconds: 0 });
  });

  test('a result sent the next day counts against the day it was played, not the day it arrived', async () => {
    // A zone where it is between 02:00 and 21:00 now, so a moment a few hours before its midnight is under a day ago.
    const zone = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Pacific/Auckland'].find((candidate) => {
      const hour = Number(
        new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: candidate }).format(),
      );
      return hour >= 2 && hour < 21;
    })!;
    const { child } = await supervisedChild(testBackend(), 10, zone);
    const parts = new Intl.DateTimeFormat('en-GB', {
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      timeZone: zone,
    }).formatToParts();
    const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    // Two hours before the zone's midnight: yesterday there.
    const sinceMidnight = part('hour') * 3600 + part('minute') * 60;
    const yesterday = await ticketOf(child);
    await backdateGameTicket(testBackend(), yesterday.id, sinceMidnight + 2 * 3600 + 600);
    const today = await ticketOf(child);
    // Today's 10 minutes are used up online; yesterday's were not.
    expect((await playGame(testBackend(), child, PERFECT, 600)).error).toBeNull();
    const late = await send(child.client, yesterday.id, {
      seconds: 300,
      finishedAt: secondsAgo(sinceMidnight + 2 * 3600),
    });
    expect(late.error).toBeNull();
    expect((late.data as Recorded).result.durationSeconds).toBe(300);
    // Yesterday now has 5 minutes played; today still has none left.
    const refused = await send(child.client, today.id, { seconds: 60 });
    expect(refused.error?.message).toBe('game_time_limit_reached');
  });
});
