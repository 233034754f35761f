import {
  levelFor,
  type Achievement,
  type GameId,
  type GameStats,
  type RecordedGame,
} from '@dreampitch/domain';

/** `game_stats` / `record_game_result` answers of the database (private.game_stats_of, achievement_json). */
export interface GameStatsJson {
  totalPoints: number;
  gamesPlayed: number;
  averageScore: number;
  secondsPlayed: number;
  achievements: Achievement[];
}

export interface RecordedGameJson {
  result: {
    id: string;
    gameId: GameId;
    score: number;
    maxScore: number;
    durationSeconds: number;
    createdAt: string;
  };
  newAchievements: Achievement[];
  stats: GameStatsJson;
}

/** The server's aggregate as the app's stats: the level follows from the points by the domain rule. */
export function gameStatsFromJson(json: GameStatsJson): GameStats {
  return {
    totalPoints: json.totalPoints,
    level: levelFor(json.totalPoints),
    gamesPlayed: json.gamesPlayed,
    averageScore: json.averageScore,
    secondsPlayed: json.secondsPlayed,
    achievements: json.achievements,
  };
}

export function recordedGameFromJson(json: RecordedGameJson): RecordedGame {
  return { result: json.result, newAchievements: json.newAchievements, stats: gameStatsFromJson(json.stats) };
}
