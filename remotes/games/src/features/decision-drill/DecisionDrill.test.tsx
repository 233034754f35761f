import { DRILL_TIME_LIMIT_SECONDS } from '@dreampitch/domain';
import { afterEach, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DecisionDrill } from './DecisionDrill';
import type { DrillResult } from './drillMachine';

describe('DecisionDrill countdown', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  test('is visible, can be paused, and ends the game at zero', () => {
    const finished: DrillResult[] = [];
    render(<DecisionDrill ageGroup="8-12" onFinish={(result) => finished.push(result)} />);
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');

    act(() => rs.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('13:59');

    fireEvent.click(screen.getByRole('button', { name: 'Pause timer' }));
    expect(screen.queryByRole('radiogroup')).toBeNull();
    act(() => rs.advanceTimersByTime(120_000));
    expect(screen.getByRole('timer')).toHaveTextContent('13:59');

    fireEvent.click(screen.getByRole('button', { name: 'Resume game' }));
    act(() => rs.advanceTimersByTime((DRILL_TIME_LIMIT_SECONDS - 61) * 1000));

    expect(screen.getByRole('heading', { name: 'Your results' })).toBeVisible();
    expect(screen.getByText('Time is up! The game has ended.')).toBeVisible();
    expect(screen.getByText('0/28 points')).toBeVisible();
    // 8-12 wording of the lowest tier.
    expect(screen.getByText('Good try!')).toBeVisible();
    expect(finished).toEqual([
      {
        score: 0,
        maxScore: 28,
        accuracy: 0,
        seconds: DRILL_TIME_LIMIT_SECONDS,
        ending: 'time-up',
        answers: {},
      },
    ]);
  });

  test('started with less game time left today, it counts down from that and ends the game with it', () => {
    const finished: DrillResult[] = [];
    render(
      <DecisionDrill ageGroup="13-17" timeLimitSeconds={10} onFinish={(result) => finished.push(result)} />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('00:10');
    act(() => rs.advanceTimersByTime(10_000));

    expect(screen.getByText('Time is up! The game has ended.')).toBeVisible();
    expect(finished).toMatchObject([{ seconds: 10, ending: 'time-up', answers: {} }]);
  });
});
