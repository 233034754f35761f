import { averageScore, levelFor, recentAchievements } from '@dreampitch/domain';
import type { Achievement, GameStats } from '@dreampitch/domain';
import type { Tables } from './database.types';

/** Rows of `game_results` and `achievements` (the demo backends keep these). */
export type GameResultRow = Tables<'game_results'>;
export type AchievementRow = Tables<'achievements'>;

export function achievementFromRow(row: AchievementRow): Achievement {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    points: row.points,
    earnedAt: row.earned_at,
  };
}

/**
 * Game stats from a user's rows, as the database's `game_stats` counts them: total points are the game scores plus
 * the points of earned achievements, so achievements help the player level up.
 */
export function gameStatsFrom(
  results: readonly GameResultRow[],
  achievementRows: readonly AchievementRow[],
): GameStats {
  const achievements = achievementRows.map(achievementFromRow);
  const totalPoints =
    results.reduce((total, result) => total + result.score, 0) +
    achievements.reduce((total, achievement) => total + achievement.points, 0);
  return {
    totalPoints,
    level: levelFor(totalPoints),
    gamesPlayed: results.length,
    averageScore: averageScore(
      results.map((result) => ({ score: result.score, maxScore: result.max_score })),
    ),
    secondsPlayed: results.reduce((total, result) => total + result.duration_seconds, 0),
    achievements: recentAchievements(achievements, achievements.length),
  };
}
