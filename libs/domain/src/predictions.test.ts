import { describe, expect, test } from '@rstest/core';
import type { GoalProgressHistory } from './analytics';
import { predictGoal, predictGoals } from './predictions';

const goal = (points: [string, number][], extra: Partial<GoalProgressHistory> = {}): GoalProgressHistory => ({
  id: 'g1',
  title: 'Juggling',
  pillar: 'technical',
  status: 'active',
  progress: points.at(-1)?.[1] ?? 0,
  createdAt: '2026-11-01T09:00:00Z',
  targetDate: '2027-01-30',
  points: points.map(([date, progress]) => ({ date, progress })),
  ...extra,
});

describe('progress predictions', () => {
  test('no date with too little data, and the reason says what is missing', () => {
    const prediction = predictGoal(goal([['2026-11-03', 10]]), '2026-11-05');
    expect(prediction.kind).toBe('not-enough-data');
    expect(prediction.explanation).toContain('2 more to go.');
    const short = predictGoal(
      goal([
        ['2026-11-02', 5],
        ['2026-11-03', 10],
        ['2026-11-04', 15],
      ]),
      '2026-11-04',
    );
    expect(short.kind).toBe('not-enough-data');
  });

  test('a steady pace of 10 points a week gives its date, a narrow range and the target verdict', () => {
    const prediction = predictGoal(
      goal([
        ['2026-11-08', 10],
        ['2026-11-15', 20],
        ['2026-11-22', 30],
      ]),
      '2026-11-22',
    );
    expect(prediction.kind).toBe('estimate');
    if (prediction.kind !== 'estimate') return;
    expect(prediction.pointsPerWeek).toBe(10);
    // 70 points left at 10 a week: 49 days after 22 November.
    expect(prediction.date).toBe('2027-01-10');
    expect(prediction.earliest).toBe(prediction.date);
    expect(prediction.latest).toBe(prediction.date);
    expect(prediction.onTrack).toBe(true);
    expect(prediction.explanation).toEqual([
      'You have gone from 0% to 30% in 21 days, about 10 points a week.',
      'At that pace you reach 100% around 10 Jan 2027.',
      'Your pace has been very steady, so this date is a good guide.',
      'That is on or before your target date of 30 Jan 2027.',
    ]);
  });

  test('an uneven pace widens the range around the estimate', () => {
    const prediction = predictGoal(
      goal([
        ['2026-11-04', 25],
        ['2026-11-10', 20],
        ['2026-11-18', 45],
        ['2026-11-24', 40],
      ]),
      '2026-11-24',
    );
    if (prediction.kind !== 'estimate') throw new Error(prediction.kind);
    expect(prediction.earliest < prediction.date).toBe(true);
    expect(prediction.latest === null || prediction.latest > prediction.date).toBe(true);
    expect(prediction.explanation.join(' ')).toMatch(/between|much longer/);
  });

  test('after the target date, the explanation says so and how to catch up', () => {
    const prediction = predictGoal(
      goal(
        [
          ['2026-11-08', 2],
          ['2026-11-15', 4],
          ['2026-11-22', 6],
        ],
        { targetDate: '2026-12-01' },
      ),
      '2026-11-22',
    );
    if (prediction.kind !== 'estimate') throw new Error(prediction.kind);
    expect(prediction.onTrack).toBe(false);
    expect(prediction.explanation).toContain('That is after your target date of 1 Dec 2026.');
    expect(prediction.explanation.at(-1)).toBe('One more session a week would help.');
  });

  test('a goal that stopped moving gets no date', () => {
    const prediction = predictGoal(
      goal([
        ['2026-11-08', 20],
        ['2026-11-15', 20],
        ['2026-11-22', 10],
      ]),
      '2026-11-22',
    );
    expect(prediction.kind).toBe('stalled');
  });

  test('every line of every kind of explanation is one short sentence', () => {
    const predictions = [
      predictGoal(goal([['2026-11-03', 10]]), '2026-11-05'),
      predictGoal(
        goal([
          ['2026-11-04', 25],
          ['2026-11-10', 20],
          ['2026-11-18', 45],
          ['2026-11-24', 40],
        ]),
        '2026-11-24',
      ),
      predictGoal(
        goal(
          [
            ['2026-11-08', 2],
            ['2026-11-15', 4],
            ['2026-11-22', 6],
          ],
          { targetDate: '2026-12-01' },
        ),
        '2026-11-22',
      ),
      predictGoal(
        goal([
          ['2026-11-08', 20],
          ['2026-11-15', 20],
          ['2026-11-22', 10],
        ]),
        '2026-11-22',
      ),
      predictGoal(goal([], { status: 'completed', progress: 100 }), '2026-11-22'),
    ];
    expect(new Set(predictions.map((prediction) => prediction.kind))).toEqual(
      new Set(['not-enough-data', 'estimate', 'stalled', 'done']),
    );
    for (const line of predictions.flatMap((prediction) => prediction.explanation)) {
      expect(line).toMatch(/^[A-Z0-9].*[.!]$/);
      expect(line.length).toBeLessThanOrEqual(80);
    }
  });

  test('only active goals, soonest first', () => {
    const fast = goal(
      [
        ['2026-11-08', 30],
        ['2026-11-15', 60],
        ['2026-11-22', 90],
      ],
      { id: 'fast' },
    );
    const slow = goal(
      [
        ['2026-11-08', 10],
        ['2026-11-15', 20],
        ['2026-11-22', 30],
      ],
      { id: 'slow' },
    );
    const done = goal([], { id: 'done', status: 'completed', progress: 100 });
    expect(predictGoals([slow, done, fast], '2026-11-22').map((p) => p.goalId)).toEqual(['fast', 'slow']);
  });
});
