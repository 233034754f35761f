import {
  DRILL_GAME_ID,
  DRILL_SCENARIOS,
  drillScenariosFor,
  optimalOption,
  type AgeGroup,
} from '@dreampitch/domain';
import { expect, type FrameLocator, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';

/** The optimal action of each Decision Drill scenario, in order, in the wording of an age group. */
export function optimalActions(ageGroup: AgeGroup = '13-17'): string[] {
  return drillScenariosFor(ageGroup).map((scenario) => optimalOption(scenario).action);
}

/** The optimal actions for 13-17 and 18+ (libs/domain DRILL_SCENARIOS). */
export const OPTIMAL_ACTIONS = optimalActions();

/**
 * Plays a perfect Decision Drill (28/28) with the keyboard and mouse, in the app or inside the embed frame, in the
 * wording of the player's age group (8-12 has its own).
 */
export async function playPerfectDrill(scope: Page | FrameLocator, ageGroup: AgeGroup = '13-17') {
  const actions = optimalActions(ageGroup);
  for (const [index, action] of actions.entries()) {
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
 * Records a Decision Drill as the signed-in player the way the drill page does: the server scores the answers
 * (`record_game_result`); players cannot insert results themselves.
 */
export async function recordDrill(
  client: SupabaseClient,
  { score, seconds }: { score: number; seconds: number },
) {
  const { error } = await client.rpc('record_game_result', {
    p_game_id: DRILL_GAME_ID,
    p_answers: answersScoring(score),
    p_seconds: seconds,
  });
  if (error) throw new Error(`record_game_result: ${error.message}`);
}
