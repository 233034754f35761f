import { expect, type FrameLocator, type Page } from '@playwright/test';

/** The Decision Drill's scenarios in order, with the optimal action of each (libs/domain DRILL_SCENARIOS). */
export const OPTIMAL_ACTIONS = [
  'Run at the defenders with the ball, then pass to the teammate who is left free',
  'Stay on your feet, stand side-on and show the winger down the line',
  'Play a first-time pass into the path of your teammate running into the box',
];

/** Plays a perfect Decision Drill (28/28) with the keyboard and mouse, in the app or inside the embed frame. */
export async function playPerfectDrill(scope: Page | FrameLocator) {
  for (const [index, action] of OPTIMAL_ACTIONS.entries()) {
    await scope.getByRole('radio', { name: action }).click();
    await expect(scope.getByRole('radio', { name: action })).toHaveAttribute('aria-checked', 'true');
    await scope.getByRole('button', { name: 'Submit Answer' }).click();
    const last = index === OPTIMAL_ACTIONS.length - 1;
    await scope.getByRole('button', { name: last ? 'Finish Game' : 'Next Scenario' }).click();
  }
}
