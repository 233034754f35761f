import { drillScenariosFor, optimalOption, type AgeGroup } from '@dreampitch/domain';
import { expect, type FrameLocator, type Page } from '@playwright/test';

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
