import { describe, expect, test } from '@rstest/core';
import {
  DRILL_MAX_SCORE,
  DRILL_MIN_SECONDS_PER_SCENARIO,
  DRILL_SCENARIOS,
  DRILL_TIME_LIMIT_SECONDS,
  drillCompleted,
  drillMaxScore,
  drillPlayedSeconds,
  drillPlayRefusal,
  drillScore,
  drillSecondsRemaining,
  formatCountdown,
  GAME_RESULT_LATE_HOURS,
  GAME_TICKET_RENEW_HOURS,
  gameTicketAge,
  optimalOption,
  optionPoints,
  drillScenariosFor,
} from './decisionDrill';
import type { DrillScenario } from './types';

describe('Decision Drill scenarios', () => {
  test('three scenarios with option points 8/5/2, 10/4/6 and 10/5/3', () => {
    expect(DRILL_SCENARIOS).toHaveLength(3);
    const pointSets = DRILL_SCENARIOS.map((scenario) =>
      scenario.options.map((option) => option.points).sort((a, b) => b - a),
    );
    expect(pointSets).toEqual([
      [8, 5, 2],
      [10, 6, 4],
      [10, 5, 3],
    ]);
  });

  test('exactly one optimal option per scenario, and it has the most points', () => {
    for (const scenario of DRILL_SCENARIOS) {
      expect(scenario.options.filter((option) => option.isOptimal)).toHaveLength(1);
      expect(optimalOption(scenario).points).toBe(
        Math.max(...scenario.options.map((option) => option.points)),
      );
      for (const option of scenario.options) {
        expect(option.points).toBeGreaterThanOrEqual(2);
        expect(option.points).toBeLessThanOrEqual(10);
        expect(option.explanation.trim()).not.toBe('');
      }
    }
  });

  test('the best option is not always listed first', () => {
    const optimalPositions = DRILL_SCENARIOS.map((scenario) =>
      scenario.options.findIndex((option) => option.isOptimal),
    );
    expect(new Set(optimalPositions).size).toBeGreaterThan(1);
    expect(optimalPositions).not.toContain(-1);
  });

  test('ids are unique', () => {
    expect(new Set(DRILL_SCENARIOS.map((scenario) => scenario.id)).size).toBe(3);
    for (const scenario of DRILL_SCENARIOS) {
      expect(new Set(scenario.options.map((option) => option.id)).size).toBe(3);
    }
  });
});

describe('scoring', () => {
  test('the optimal path scores the maximum of 28', () => {
    const answers = Object.fromEntries(
      DRILL_SCENARIOS.map((scenario) => [scenario.id, optimalOption(scenario).id]),
    );
    expect(drillScore(answers)).toBe(28);
    expect(drillMaxScore()).toBe(DRILL_MAX_SCORE);
    expect(DRILL_MAX_SCORE).toBe(28);
  });

  test('the worst path scores 2 + 4 + 3 and unanswered scenarios score 0', () => {
    const worst = Object.fromEntries(
      DRILL_SCENARIOS.map((scenario) => [
        scenario.id,
        [...scenario.options].sort((a, b) => a.points - b.points)[0]!.id,
      ]),
    );
    expect(drillScore(worst)).toBe(9);
    expect(drillScore({})).toBe(0);
    expect(optionPoints(DRILL_SCENARIOS[0]!, 'not-an-option')).toBe(0);
  });
});

describe('timer', () => {
  test('15 minutes, counting down to zero and never below', () => {
    expect(DRILL_TIME_LIMIT_SECONDS).toBe(900);
    expect(drillSecondsRemaining(0)).toBe(900);
    expect(drillSecondsRemaining(899)).toBe(1);
    expect(drillSecondsRemaining(901)).toBe(0);
    // Less game time left today than the drill's 15 minutes: the countdown is the time left.
    expect(drillSecondsRemaining(0, 10)).toBe(10);
    expect(drillSecondsRemaining(11, 10)).toBe(0);
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(0)).toBe('00:00');
  });
});

describe('drillScenariosFor', () => {
  test('8-12 has its own words; ids, options, points and the best answers are the same in every wording', () => {
    const shape = (scenarios: readonly DrillScenario[]) =>
      scenarios.map((scenario) => ({
        id: scenario.id,
        options: scenario.options.map(({ id, points, isOptimal }) => ({ id, points, isOptimal })),
      }));
    for (const ageGroup of ['8-12', '13-17', '18+'] as const) {
      expect(shape(drillScenariosFor(ageGroup))).toEqual(shape(DRILL_SCENARIOS));
    }
    expect(drillScenariosFor('13-17')).toBe(DRILL_SCENARIOS);
    expect(drillScenariosFor('18+')).toBe(DRILL_SCENARIOS);

    const kids = drillScenariosFor('8-12');
    kids.forEach((scenario, index) => {
      const adult = DRILL_SCENARIOS[index]!;
      expect(scenario.situation).not.toBe(adult.situation);
      expect(scenario.description).not.toBe(adult.description);
      scenario.options.forEach((option, optionIndex) => {
        expect(option.action).not.toBe(adult.options[optionIndex]!.action);
        expect(option.explanation).not.toBe(adult.options[optionIndex]!.explanation);
      });
    });
    expect(drillScore({ 'counter-attack': 'drive-and-release' }, kids)).toBe(8);
    const words = kids.flatMap((scenario) => [
      scenario.situation,
      scenario.description,
      ...scenario.options.flatMap((option) => [option.action, option.explanation]),
    ]);
    expect(words.join(' ')).not.toMatch(/jockey|commit|touchline|duel|metres/i);
  });
});

describe('drillPlayRefusal: what a person could have played, by the server clock', () => {
  const PERFECT = Object.fromEntries(
    DRILL_SCENARIOS.map((scenario) => [scenario.id, optimalOption(scenario).id]),
  );
  const minimum = DRILL_SCENARIOS.length * DRILL_MIN_SECONDS_PER_SCENARIO;
  const clock = (elapsedSeconds: number, allowedSeconds = DRILL_TIME_LIMIT_SECONDS) => ({
    elapsedSeconds,
    allowedSeconds,
  });

  test('a perfect drill at 0 s, or a second under the human minimum, is refused; at the minimum it stands', () => {
    expect(drillPlayRefusal(PERFECT, clock(0))).toBe('answered_too_fast');
    expect(drillPlayRefusal(PERFECT, clock(minimum - 0.5))).toBe('answered_too_fast');
    expect(drillPlayRefusal(PERFECT, clock(minimum))).toBeNull();
  });

  test('an empty answer set is never a game, not even once the time is up', () => {
    expect(drillPlayRefusal({}, clock(30))).toBe('no_answers');
    expect(drillPlayRefusal({}, clock(DRILL_TIME_LIMIT_SECONDS))).toBe('no_answers');
  });

  test('fewer answers than scenarios only once the countdown ran out, however short it was', () => {
    const one = { 'counter-attack': 'drive-and-release' };
    expect(drillPlayRefusal(one, clock(300))).toBe('game_unfinished');
    expect(drillPlayRefusal(one, clock(DRILL_TIME_LIMIT_SECONDS))).toBeNull();
    expect(drillPlayRefusal(one, clock(9, 10))).toBe('game_unfinished');
    expect(drillPlayRefusal(one, clock(10, 10))).toBeNull();
  });

  test('answers that are not options of their scenario', () => {
    expect(drillPlayRefusal({ 'counter-attack': 'score-from-anywhere' }, clock(60))).toBe('invalid_answer');
    expect(drillPlayRefusal({ 'made-up': 'long-shot' }, clock(60))).toBe('invalid_answer');
  });

  test('the seconds a game counts: its time by the server, at most its countdown', () => {
    expect(drillPlayedSeconds(clock(95.7))).toBe(95);
    expect(drillPlayedSeconds(clock(930, 10))).toBe(10);
    expect(drillPlayedSeconds(clock(2_000))).toBe(DRILL_TIME_LIMIT_SECONDS);
    expect(drillCompleted(PERFECT)).toBe(true);
    expect(drillCompleted({ 'counter-attack': 'drive-and-release' })).toBe(false);
  });
});

describe('the game ticket kept on the device for an offline game', () => {
  const issuedAt = '2026-12-04T08:00:00.000Z';
  const after = (hours: number) => new Date(Date.parse(issuedAt) + hours * 3_600_000);

  test('kept while fresh, renewed online halfway to the server’s bound, useless once past it', () => {
    expect(GAME_TICKET_RENEW_HOURS).toBeLessThan(GAME_RESULT_LATE_HOURS);
    expect(gameTicketAge(issuedAt, after(0))).toBe('fresh');
    expect(gameTicketAge(issuedAt, after(GAME_TICKET_RENEW_HOURS - 0.01))).toBe('fresh');
    expect(gameTicketAge(issuedAt, after(GAME_TICKET_RENEW_HOURS))).toBe('renew');
    expect(gameTicketAge(issuedAt, after(GAME_RESULT_LATE_HOURS - 0.01))).toBe('renew');
    expect(gameTicketAge(issuedAt, after(GAME_RESULT_LATE_HOURS))).toBe('expired');
    expect(gameTicketAge('not a date', after(0))).toBe('expired');
  });
});
