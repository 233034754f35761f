import { POINTS_PER_LEVEL, RECENT_ACHIEVEMENTS_LIMIT } from './constants';
import type {
  Achievement,
  AchievementDefinition,
  AchievementName,
  AgeGroup,
  GameCatalogueEntry,
} from './types';

/** The Decision Drill's game id (here, with the catalogue, so the hub names it without the drill's content). */
export const DRILL_GAME_ID = 'decision-drill';

/** The game hub's catalogue (spec §9); only the Decision Drill is playable. */
export const GAME_CATALOGUE: readonly GameCatalogueEntry[] = [
  {
    id: DRILL_GAME_ID,
    name: 'Decision Drill',
    description: 'Read real match situations and choose the best action before the clock runs out.',
    difficulty: 'beginner',
    duration: '3-5 min',
    points: '5-25 pts',
    route: '/app/games/decision-drill',
    available: true,
  },
  {
    id: 'reaction-time',
    name: 'Reaction Master',
    description: 'Test how quickly you react to what happens on the pitch.',
    difficulty: 'intermediate',
    duration: '2-3 min',
    points: '10-30 pts',
    route: '/app/games/reaction-time',
    available: false,
  },
  {
    id: 'skill-challenge',
    name: 'Skill Challenge',
    description: 'Take on advanced technical challenges and climb the rankings.',
    difficulty: 'advanced',
    duration: '5-10 min',
    points: '15-50 pts',
    route: '/app/games/skill-challenge',
    available: false,
  },
];

/** Level for a points total: floor(points / 100) + 1 (spec §9). */
export function levelFor(totalPoints: number): number {
  return Math.floor(Math.max(0, totalPoints) / POINTS_PER_LEVEL) + 1;
}

/** Points at which `level` ends and the next begins: level x 100. */
export function nextLevelThreshold(level: number): number {
  return level * POINTS_PER_LEVEL;
}

/** Points still needed to reach the next level. */
export function pointsToNextLevel(totalPoints: number): number {
  return nextLevelThreshold(levelFor(totalPoints)) - Math.max(0, totalPoints);
}

/** Progress through the current level in percent, 0 at the level's floor, approaching 100 at its ceiling. */
export function levelProgress(totalPoints: number): number {
  const level = levelFor(totalPoints);
  const floor = nextLevelThreshold(level - 1);
  // Multiply before dividing so whole-point inputs give exact percentages (0.29 * 100 is not 29).
  return ((Math.max(0, totalPoints) - floor) * 100) / (nextLevelThreshold(level) - floor);
}

/** Mean of score / max score over results, rounded to a whole percent; 0 with no results. */
export function averageScore(results: readonly { score: number; maxScore: number }[]): number {
  const scored = results.filter((result) => result.maxScore > 0);
  if (scored.length === 0) return 0;
  const sum = scored.reduce((total, result) => total + result.score / result.maxScore, 0);
  return Math.round((sum / scored.length) * 100);
}

/** Score as a whole percent of the maximum (results page accuracy). */
export function accuracyPercent(score: number, maxScore: number): number {
  return maxScore > 0 ? Math.round((score / maxScore) * 100) : 0;
}

/** The most recent achievements, newest first, at most 6 (spec §9). */
export function recentAchievements(
  achievements: readonly Achievement[],
  limit: number = RECENT_ACHIEVEMENTS_LIMIT,
): Achievement[] {
  return [...achievements].sort((a, b) => b.earnedAt.localeCompare(a.earnedAt)).slice(0, limit);
}

/** The four achievements of spec §9. */
export const ACHIEVEMENTS: Readonly<Record<AchievementName, AchievementDefinition>> = {
  'Decision Rookie': {
    name: 'Decision Rookie',
    description: 'Scored at least 67% in the Decision Drill',
    points: 10,
  },
  'Decision Master': {
    name: 'Decision Master',
    description: 'Got a perfect score in the Decision Drill',
    points: 25,
  },
  'Game Starter': {
    name: 'Game Starter',
    description: 'Completed your first mini-game',
    points: 5,
  },
  'Speed Demon': {
    name: 'Speed Demon',
    description: 'Finished the Decision Drill in under 2 minutes',
    points: 15,
  },
};

export const ROOKIE_PERCENT = 67;
export const SPEED_DEMON_SECONDS = 120;

/** Lowest score that earns Decision Rookie: 67% of the maximum, rounded up (integer maths avoids 0.67 drift). */
export function rookieThreshold(maxScore: number): number {
  return Math.ceil((maxScore * ROOKIE_PERCENT) / 100);
}

export interface DrillOutcome {
  score: number;
  maxScore: number;
  /** Seconds the game lasted by the server's clock. */
  seconds: number;
  /** Every scenario answered: a game cut short by the countdown is not finished fast. */
  completed: boolean;
  /** Games the user had finished before this one. */
  gamesPlayedBefore: number;
  /** Names of achievements the user already holds; each is awarded once per user. */
  alreadyEarned: readonly string[];
}

/** Achievements a finished Decision Drill newly earns (spec §9), in catalogue order. */
export function achievementsEarned(outcome: DrillOutcome): AchievementDefinition[] {
  const qualifies: Record<AchievementName, boolean> = {
    'Decision Rookie': outcome.maxScore > 0 && outcome.score >= rookieThreshold(outcome.maxScore),
    'Decision Master': outcome.maxScore > 0 && outcome.score === outcome.maxScore,
    'Game Starter': outcome.gamesPlayedBefore === 0,
    'Speed Demon': outcome.completed && outcome.seconds < SPEED_DEMON_SECONDS,
  };
  return Object.values(ACHIEVEMENTS).filter(
    (achievement) => qualifies[achievement.name] && !outcome.alreadyEarned.includes(achievement.name),
  );
}

export type ResultTier = 'top' | 'middle' | 'lowest';

export interface ResultFeedback {
  tier: ResultTier;
  color: 'green' | 'yellow' | 'red';
  title: string;
  message: string;
}

const RESULT_FEEDBACK: Record<'kids' | 'standard', Record<ResultTier, { title: string; message: string }>> = {
  kids: {
    top: { title: 'Superstar!', message: 'Wow! You made really smart choices. You think like a pro!' },
    middle: { title: 'Nice job!', message: 'You made lots of good choices. Play again to get even better!' },
    lowest: { title: 'Good try!', message: 'Every game helps you learn. Read the tips and have another go!' },
  },
  standard: {
    top: { title: 'Excellent decisions!', message: 'You read the game like a top player. Keep it up!' },
    middle: {
      title: 'Good decisions',
      message: 'Solid game understanding. Review the explanations to sharpen your choices.',
    },
    lowest: {
      title: 'Keep practising',
      message: 'Study the explanations and try again. Better decisions come with practice.',
    },
  },
};

/** Results tier by percentage (spec §4): 80+ top (green), 60-79 middle (yellow), below 60 lowest (red). */
export function resultTier(percent: number, ageGroup: AgeGroup): ResultFeedback {
  const tier: ResultTier = percent >= 80 ? 'top' : percent >= 60 ? 'middle' : 'lowest';
  const color = tier === 'top' ? 'green' : tier === 'middle' ? 'yellow' : 'red';
  const wording = RESULT_FEEDBACK[ageGroup === '8-12' ? 'kids' : 'standard'][tier];
  return { tier, color, ...wording };
}
