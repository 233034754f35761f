import {
  achievementsEarned,
  DRILL_GAME_ID,
  DRILL_MIN_SECONDS_PER_SCENARIO,
  DRILL_SCENARIOS,
  drillMaxScore,
  drillScenariosFor,
  optimalOption,
  type AgeGroup,
} from '@dreampitch/domain';
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { serviceClient } from './backend';

/** The optimal action of each Decision Drill scenario, in order, in the wording of an age group. */
export function optimalActions(ageGroup: AgeGroup = '13-17'): string[] {
  return drillScenariosFor(ageGroup).map((scenario) => optimalOption(scenario).action);
}

/** The optimal actions for 13-17 and 18+ (libs/domain DRILL_SCENARIOS). */
export const OPTIMAL_ACTIONS = optimalActions();

/** Waits a person's least time on a scenario: the server refuses a drill answered faster. */
export function takeAPersonsTime(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, DRILL_MIN_SECONDS_PER_SCENARIO * 1000));
}

/**
 * Plays a perfect Decision Drill (28/28) with the keyboard and mouse, in the app or inside the embed's iframe, in the
 * wording of the player's age group (8-12 has its own). Each scenario takes a person's least time: the server refuses
 * a drill answered faster (DRILL_MIN_SECONDS_PER_SCENARIO).
 */
export async function playPerfectDrill(scope: Page | FrameLocator, ageGroup: AgeGroup = '13-17') {
  const actions = optimalActions(ageGroup);
  for (const [index, action] of actions.entries()) {
    await takeAPersonsTime();
    await scope.getByRole('radio', { name: action }).click();
    await expect(scope.getByRole('radio', { name: action })).toHaveAttribute('aria-checked', 'true');
    await scope.getByRole('button', { name: 'Submit Answer' }).click();
    const last = index === actions.length - 1;
    await scope.getByRole('button', { name: last ? 'Finish Game' : 'Next Scenario' }).click();
  }
}

/** The drill answers (scenario id to option id) whose points add up to `score`. */
function answersScoring(score: number): Record<string, string> {
  const search = (index: number, left: number): Record<string, string> | null => {
    const scenario = DRILL_SCENARIOS[index];
    if (!scenario) return left === 0 ? {} : null;
    for (const option of scenario.options) {
      const rest = search(index + 1, left - option.points);
      if (rest) return { [scenario.id]: option.id, ...rest };
    }
    return null;
  };
  const answers = search(0, score);
  if (!answers) throw new Error(`No drill answers score ${score}.`);
  return answers;
}

/**
 * Seeds a Decision Drill the player finished, as the server records one: the result of `seconds` and the achievements
 * it earns by the domain rules, written with the service role. Played through the API, a game lasts in real time
 * what the server's clock says (start_game, then record_game_result), so a 15-minute game cannot be sent at once.
 */
export async function recordDrill(
  player: { userId: string },
  { score, seconds }: { score: number; seconds: number },
) {
  const service = await serviceClient();
  const answers = answersScoring(score);
  const before = await service
    .from('game_results')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', player.userId);
  const owned = await service.from('achievements').select('name').eq('user_id', player.userId);
  const maxScore = drillMaxScore();
  const result = await service.from('game_results').insert({
    user_id: player.userId,
    game_id: DRILL_GAME_ID,
    score,
    max_score: maxScore,
    duration_seconds: seconds,
  });
  if (result.error) throw new Error(`game_results: ${result.error.message}`);
  const earned = achievementsEarned({
    score,
    maxScore,
    seconds,
    completed: Object.keys(answers).length === DRILL_SCENARIOS.length,
    gamesPlayedBefore: before.count ?? 0,
    alreadyEarned: (owned.data ?? []).map((row: { name: string }) => row.name),
  });
  if (earned.length === 0) return;
  const achievements = await service
    .from('achievements')
    .insert(earned.map((achievement) => ({ user_id: player.userId, ...achievement })));
  if (achievements.error) throw new Error(`achievements: ${achievements.error.message}`);
}
