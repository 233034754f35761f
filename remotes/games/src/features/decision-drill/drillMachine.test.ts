import { describe, expect, test } from '@rstest/core';
import {
  DRILL_MAX_SCORE,
  DRILL_SCENARIOS,
  DRILL_TIME_LIMIT_SECONDS,
  MESSAGES,
  optimalOption,
  resultTier,
} from '@dreampitch/domain';
import {
  countdownAnnouncement,
  DRILL_INTRO,
  drillPoints,
  drillReducer,
  drillResult,
  initialDrillState,
  secondsRemaining,
  type DrillAction,
  type DrillState,
} from './drillMachine';

const play = (state: DrillState, ...actions: DrillAction[]) => actions.reduce(drillReducer, state);

const optimalAnswer = (index: number): DrillAction => ({
  type: 'select',
  optionId: optimalOption(DRILL_SCENARIOS[index]!).id,
});

function ticks(count: number): DrillAction[] {
  return Array.from({ length: count }, () => ({ type: 'tick' }) as const);
}

describe('drillReducer', () => {
  test('refuses to submit until an option is chosen, with a clear message', () => {
    const refused = play(initialDrillState(), { type: 'submit' });
    expect(refused.submitted).toBe(false);
    expect(refused.error).toBe(MESSAGES.chooseAnOption);
    expect(refused.answers).toEqual({});

    const chosen = play(refused, optimalAnswer(0));
    expect(chosen.error).toBeNull();
    expect(play(chosen, { type: 'submit' }).submitted).toBe(true);
  });

  test('submitting adds the points and locks the options', () => {
    const cheap = DRILL_SCENARIOS[0]!.options.find((option) => option.points === 2)!;
    const submitted = play(initialDrillState(), { type: 'select', optionId: cheap.id }, { type: 'submit' });
    expect(drillPoints(submitted)).toBe(2);

    const changed = play(submitted, optimalAnswer(0), { type: 'submit' });
    expect(changed.selectedOptionId).toBe(cheap.id);
    expect(drillPoints(changed)).toBe(2);
  });

  test('ignores an option that is not in the current scenario', () => {
    const state = play(initialDrillState(), optimalAnswer(1));
    expect(state.selectedOptionId).toBeNull();
  });

  test('moves to the next scenario only after submitting, and finishes only on the last one', () => {
    const early = play(initialDrillState(), { type: 'next' }, { type: 'finish' });
    expect(early.index).toBe(0);
    expect(early.ending).toBeNull();

    const second = play(early, optimalAnswer(0), { type: 'submit' }, { type: 'finish' }, { type: 'next' });
    expect(second.ending).toBeNull();
    expect(second.index).toBe(1);
    expect(second.selectedOptionId).toBeNull();
    expect(second.submitted).toBe(false);

    const last = play(second, optimalAnswer(1), { type: 'submit' }, { type: 'next' });
    const done = play(last, optimalAnswer(2), { type: 'submit' }, { type: 'next' });
    expect(done.index).toBe(2);
    expect(done.ending).toBeNull();
    expect(play(done, { type: 'finish' }).ending).toBe('completed');
  });

  test('the optimal path scores 28 of 28: 100%, top tier, green', () => {
    const finished = play(
      initialDrillState(),
      ...ticks(45),
      optimalAnswer(0),
      { type: 'submit' },
      { type: 'next' },
      optimalAnswer(1),
      { type: 'submit' },
      { type: 'next' },
      optimalAnswer(2),
      { type: 'submit' },
      { type: 'finish' },
    );
    const result = drillResult(finished);
    expect(result).toEqual({
      score: 28,
      maxScore: DRILL_MAX_SCORE,
      accuracy: 100,
      seconds: 45,
      ending: 'completed',
      answers: Object.fromEntries(
        DRILL_SCENARIOS.map((scenario) => [scenario.id, optimalOption(scenario).id]),
      ),
    });
    expect(resultTier(result!.accuracy, '13-17').color).toBe('green');
  });

  test('the countdown ends the game at zero, scoring only submitted answers', () => {
    const answered = play(initialDrillState(), optimalAnswer(0), { type: 'submit' });
    const almost = play(answered, ...ticks(DRILL_TIME_LIMIT_SECONDS - 1));
    expect(almost.ending).toBeNull();
    expect(secondsRemaining(almost)).toBe(1);

    const timeUp = play(almost, { type: 'tick' });
    expect(timeUp.ending).toBe('time-up');
    expect(secondsRemaining(timeUp)).toBe(0);
    expect(drillResult(timeUp)).toMatchObject({ score: 8, accuracy: 29, seconds: DRILL_TIME_LIMIT_SECONDS });

    const after = play(timeUp, { type: 'next' }, optimalAnswer(1), { type: 'submit' }, { type: 'tick' });
    expect(after).toBe(timeUp);
  });

  test('pausing stops the clock and the play until resumed', () => {
    const paused = play(initialDrillState(), { type: 'tick' }, { type: 'pause' });
    const ignored = play(paused, ...ticks(5), optimalAnswer(0), { type: 'submit' });
    expect(ignored.elapsedSeconds).toBe(1);
    expect(ignored.selectedOptionId).toBeNull();

    const resumed = play(ignored, { type: 'resume' }, { type: 'tick' }, optimalAnswer(0));
    expect(resumed.paused).toBe(false);
    expect(resumed.elapsedSeconds).toBe(2);
    expect(resumed.selectedOptionId).not.toBeNull();
  });

  test('restart starts a new round from scratch', () => {
    const finished = play(initialDrillState(), ...ticks(DRILL_TIME_LIMIT_SECONDS));
    const again = play(finished, { type: 'restart' });
    expect(again).toEqual({ ...initialDrillState(), round: 2 });
    expect(drillResult(again)).toBeNull();
  });
});

describe('countdownAnnouncement', () => {
  test('changes only at each whole minute, at 30 and 10 seconds, and when time is up', () => {
    expect(countdownAnnouncement(900)).toBe('15 minutes left.');
    expect(countdownAnnouncement(841)).toBe('15 minutes left.');
    expect(countdownAnnouncement(840)).toBe('14 minutes left.');
    expect(countdownAnnouncement(60)).toBe('1 minute left.');
    expect(countdownAnnouncement(31)).toBe('1 minute left.');
    expect(countdownAnnouncement(30)).toBe('30 seconds left.');
    expect(countdownAnnouncement(11)).toBe('30 seconds left.');
    expect(countdownAnnouncement(10)).toBe('10 seconds left.');
    expect(countdownAnnouncement(1)).toBe('10 seconds left.');
    expect(countdownAnnouncement(0)).toBe('Time is up.');
  });
});

describe('DRILL_INTRO', () => {
  test('states the 15-minute limit of spec §4', () => {
    expect(DRILL_INTRO).toBe('Read three match situations and choose the best action. You have 15 minutes.');
  });
});
