import { describe, expect, test } from '@rstest/core';
import fc from 'fast-check';
import {
  ACHIEVEMENTS,
  GAME_CATALOGUE,
  accuracyPercent,
  achievementsEarned,
  averageScore,
  levelFor,
  levelProgress,
  nextLevelThreshold,
  pointsToNextLevel,
  recentAchievements,
  resultTier,
  rookieThreshold,
} from './games';
import type { Achievement } from './types';

describe('level math', () => {
  test.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [199, 2],
    [200, 3],
  ])('%i points is level %i', (points, level) => {
    expect(levelFor(points)).toBe(level);
  });

  test('next-level threshold is level x 100 and progress is the share of the level', () => {
    expect(nextLevelThreshold(1)).toBe(100);
    expect(nextLevelThreshold(3)).toBe(300);
    expect(levelProgress(0)).toBe(0);
    expect(levelProgress(99)).toBe(99);
    expect(levelProgress(100)).toBe(0);
    expect(levelProgress(150)).toBe(50);
    expect(levelProgress(229)).toBe(29);
    expect(pointsToNextLevel(99)).toBe(1);
    expect(pointsToNextLevel(100)).toBe(100);
  });

  test('property: points lie inside their level, progress in [0, 100), and levels never go down', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1000), (points, extra) => {
        const level = levelFor(points);
        expect(points).toBeGreaterThanOrEqual(nextLevelThreshold(level - 1));
        expect(points).toBeLessThan(nextLevelThreshold(level));
        const progress = levelProgress(points);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThan(100);
        expect(pointsToNextLevel(points)).toBeGreaterThan(0);
        expect(pointsToNextLevel(points)).toBeLessThanOrEqual(100);
        expect(levelFor(points + extra)).toBeGreaterThanOrEqual(level);
      }),
    );
  });
});

describe('averageScore and accuracy', () => {
  test('mean of score/max rounded to a percent; 0 with no games', () => {
    expect(averageScore([])).toBe(0);
    expect(
      averageScore([
        { score: 28, maxScore: 28 },
        { score: 14, maxScore: 28 },
      ]),
    ).toBe(75);
    expect(averageScore([{ score: 1, maxScore: 3 }])).toBe(33);
    expect(accuracyPercent(19, 28)).toBe(68);
    expect(accuracyPercent(0, 0)).toBe(0);
  });
});

function achievement(id: string, earnedAt: string): Achievement {
  return { id, name: id, description: '', points: 5, earnedAt };
}

describe('recentAchievements', () => {
  test('newest first, at most 6', () => {
    const all = Array.from({ length: 8 }, (_, index) =>
      achievement(`a${index}`, `2025-01-0${index + 1}T00:00:00.000Z`),
    );
    expect(recentAchievements(all).map((item) => item.id)).toEqual(['a7', 'a6', 'a5', 'a4', 'a3', 'a2']);
    expect(recentAchievements(all.slice(0, 2))).toHaveLength(2);
  });
});

describe('achievementsEarned', () => {
  const none = { seconds: 300, completed: true, gamesPlayedBefore: 3, alreadyEarned: [] as string[] };
  const names = (list: { name: string }[]) => list.map((item) => item.name);

  test('Decision Rookie needs ceil(67% of max): 18 of 28 (66%) fails, 19 of 28 (67%) earns', () => {
    expect(rookieThreshold(28)).toBe(19);
    expect(rookieThreshold(100)).toBe(67);
    expect(names(achievementsEarned({ ...none, score: 18, maxScore: 28 }))).toEqual([]);
    expect(names(achievementsEarned({ ...none, score: 19, maxScore: 28 }))).toEqual(['Decision Rookie']);
  });

  test('Decision Master needs a perfect score (and also earns Rookie)', () => {
    expect(names(achievementsEarned({ ...none, score: 27, maxScore: 28 }))).toEqual(['Decision Rookie']);
    expect(names(achievementsEarned({ ...none, score: 28, maxScore: 28 }))).toEqual([
      'Decision Rookie',
      'Decision Master',
    ]);
  });

  test('Game Starter on the first game; Speed Demon under 120 seconds', () => {
    expect(names(achievementsEarned({ ...none, score: 0, maxScore: 28, gamesPlayedBefore: 0 }))).toEqual([
      'Game Starter',
    ]);
    expect(names(achievementsEarned({ ...none, score: 0, maxScore: 28, seconds: 119 }))).toEqual([
      'Speed Demon',
    ]);
    expect(names(achievementsEarned({ ...none, score: 0, maxScore: 28, seconds: 120 }))).toEqual([]);
  });

  test('Speed Demon asks for a finished drill: a game the countdown cut short at 60 seconds is not one', () => {
    expect(
      names(achievementsEarned({ ...none, score: 10, maxScore: 28, seconds: 60, completed: false })),
    ).toEqual([]);
  });

  test('each achievement is awarded once per user by name', () => {
    const first = achievementsEarned({
      score: 28,
      maxScore: 28,
      seconds: 60,
      completed: true,
      gamesPlayedBefore: 0,
      alreadyEarned: [],
    });
    expect(names(first)).toEqual(['Decision Rookie', 'Decision Master', 'Game Starter', 'Speed Demon']);
    const again = achievementsEarned({
      score: 28,
      maxScore: 28,
      seconds: 60,
      completed: true,
      gamesPlayedBefore: 1,
      alreadyEarned: names(first),
    });
    expect(again).toEqual([]);
  });

  test('points per spec: 10, 25, 5, 15', () => {
    expect(Object.values(ACHIEVEMENTS).map((item) => [item.name, item.points])).toEqual([
      ['Decision Rookie', 10],
      ['Decision Master', 25],
      ['Game Starter', 5],
      ['Speed Demon', 15],
    ]);
  });
});

describe('resultTier', () => {
  test.each([
    [100, 'top', 'green'],
    [80, 'top', 'green'],
    [79, 'middle', 'yellow'],
    [60, 'middle', 'yellow'],
    [59, 'lowest', 'red'],
    [0, 'lowest', 'red'],
  ] as const)('%i%% is %s (%s)', (percent, tier, color) => {
    expect(resultTier(percent, '13-17')).toMatchObject({ tier, color });
    expect(resultTier(percent, '8-12')).toMatchObject({ tier, color });
  });

  test('8-12 wording differs from older groups in every tier', () => {
    for (const percent of [90, 70, 30]) {
      expect(resultTier(percent, '8-12').message).not.toBe(resultTier(percent, '18+').message);
      expect(resultTier(percent, '13-17').message).toBe(resultTier(percent, '18+').message);
    }
  });
});

describe('game catalogue and stats', () => {
  test('decision drill is playable; the other two are coming soon', () => {
    expect(
      GAME_CATALOGUE.map((game) => [game.id, game.difficulty, game.duration, game.points, game.available]),
    ).toEqual([
      ['decision-drill', 'beginner', '3-5 min', '5-25 pts', true],
      ['reaction-time', 'intermediate', '2-3 min', '10-30 pts', false],
      ['skill-challenge', 'advanced', '5-10 min', '15-50 pts', false],
    ]);
  });
});
