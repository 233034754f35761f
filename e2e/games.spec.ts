import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { createPlayer } from './support/backend';
import { playPerfectDrill } from './support/games';
import { signIn } from './support/ui';

test.describe('games', () => {
  test('a signed-in player plays the Decision Drill, unlocks achievements and sees the hub updated', async ({
    page,
  }) => {
    const player = await createPlayer({ age: 14 });
    await signIn(page, player);

    await page.goto('/app/games');
    await expect(page.getByRole('heading', { level: 1, name: 'Game Hub' })).toBeVisible();
    await expect(page.getByText('Games played').locator('..')).toContainText('0');
    await expect(page.getByText('Coming Soon')).toHaveCount(2);

    await page.getByRole('link', { name: 'Play Decision Drill' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    // Submitting without a choice is refused with a message.
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByRole('alert')).toContainText('Choose an option before submitting');

    await playPerfectDrill(page);

    const dialog = page.getByRole('dialog', { name: 'Achievement Unlocked!' });
    await expect(dialog).toBeVisible();
    for (const name of ['Decision Rookie', 'Decision Master', 'Game Starter', 'Speed Demon'])
      await expect(dialog.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByText('Game complete! You scored 28/28 points!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Awesome!' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText('28/28 points', { exact: true })).toBeVisible();
    await expect(page.getByText('100%', { exact: true })).toBeVisible();
    await expect(page.getByText('Excellent decisions!')).toBeVisible();

    await page.goto('/app/games');
    await page.reload();
    // 28 game points + 55 achievement points.
    await expect(page.getByText('Total points').locator('..')).toContainText('83');
    await expect(page.getByText('Games played').locator('..')).toContainText('1');
    await expect(page.getByText('Average score').locator('..')).toContainText('100%');
    await expect(page.getByRole('progressbar', { name: 'Progress to level 2' })).toHaveAttribute(
      'aria-valuetext',
      '17 points to next level',
    );
    await expect(page.getByText('Decision Master', { exact: true })).toBeVisible();
  });

  test('signed out, the drill plays fully but nothing is saved, and Coming Soon games are not playable', async ({
    page,
  }) => {
    await page.goto('/app/games');
    await expect(page.getByRole('link', { name: 'Sign in to keep your points' })).toBeVisible();
    await page.getByRole('link', { name: 'Play Decision Drill' }).click();
    await playPerfectDrill(page);
    await expect(page.getByText('28/28 points', { exact: true })).toBeVisible();
    await expect(page.getByText(/this score was not saved/)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/app/games/reaction-time');
    await expect(page.getByRole('heading', { level: 1, name: 'Reaction Master: Coming Soon' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Game Hub' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Game Hub' })).toBeVisible();
  });

  test('the hub, the drill and its results pass axe checks', async ({ page }) => {
    await page.goto('/app/games');
    await expect(page.getByRole('link', { name: 'Play Decision Drill' })).toBeVisible();
    await expectNoAxeViolations(page, 'game hub');

    await page.getByRole('link', { name: 'Play Decision Drill' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    await page.getByRole('radio').first().click();
    await expectNoAxeViolations(page, 'drill with an option chosen');
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByRole('button', { name: 'Next Scenario' })).toBeFocused();
    await expectNoAxeViolations(page, 'drill with explanations shown');

    await page.getByRole('button', { name: 'Pause timer' }).click();
    await expect(page.getByRole('heading', { name: 'Game paused' })).toBeVisible();
    await page.getByRole('button', { name: 'Resume game' }).click();
    await page.getByRole('button', { name: 'Next Scenario' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Defending one against one on the wing' }),
    ).toBeFocused();
    for (const next of ['Next Scenario', 'Finish Game']) {
      await page.getByRole('radio').first().click();
      await page.getByRole('button', { name: 'Submit Answer' }).click();
      await page.getByRole('button', { name: next }).click();
    }
    await expect(page.getByRole('heading', { name: 'Your results' })).toBeFocused();
    await expectNoAxeViolations(page, 'drill results');
  });
});
