import { describe, expect, test } from '@rstest/core';
import { gameStatsFrom, type AchievementRow, type GameResultRow } from './game-rows';

describe('game rows', () => {
  test('stats add game scores and achievement points', () => {
    const results: GameResultRow[] = [
      {
        id: 'r1',
        user_id: 'u',
        game_id: 'decision-drill',
        score: 28,
        max_score: 28,
        duration_seconds: 90,
        created_at: '2025-01-01T00:00:00Z',
      },
      {
        id: 'r2',
        user_id: 'u',
        game_id: 'decision-drill',
        score: 14,
        max_score: 28,
        duration_seconds: 300,
        created_at: '2025-01-02T00:00:00Z',
      },
    ];
    const rows: AchievementRow[] = [
      {
        id: 'a1',
        user_id: 'u',
        name: 'Game Starter',
        description: 'd',
        points: 5,
        earned_at: '2025-01-01T00:00:00Z',
      },
      {
        id: 'a2',
        user_id: 'u',
        name: 'Decision Master',
        description: 'd',
        points: 25,
        earned_at: '2025-01-02T00:00:00Z',
      },
    ];
    const stats = gameStatsFrom(results, rows);
    expect(stats).toMatchObject({ totalPoints: 72, level: 1, gamesPlayed: 2, averageScore: 75 });
    expect(stats.achievements.map((item) => item.id)).toEqual(['a2', 'a1']);
  });
});
