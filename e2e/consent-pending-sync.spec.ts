import { MESSAGES } from '@dreampitch/domain';
import { expect, test, type Page } from '@playwright/test';
import { createPlayer } from './support/backend';
import { consentAsParent } from './support/family';
import { signIn } from './support/ui';

/**
 * Saves that wait on the device (issues 17 and 19): an under-13's Quick Track check-in stays on the device until a
 * parent consents, then syncs on the next load; anyone's check-in made offline syncs when the network is back.
 * What the server holds is checked through the API as the player.
 */

const history = (page: Page) => page.getByRole('list', { name: 'Your check-ins' });

async function checkIn(page: Page, emoji: string) {
  const save = page.getByRole('button', { name: 'Save Check-in' });
  // The panel settles once the profile has loaded; pick the emoji until the choice sticks.
  await expect(async () => {
    await page.getByRole('radio', { name: emoji }).click();
    await expect(save).toBeEnabled({ timeout: 1000 });
  }).toPass();
  await save.click();
}

test('an under-13 check-in stays on the device until the parent consents, then syncs', async ({ page }) => {
  const player = await createPlayer({ age: 9, consent: false });
  const { data } = await player.client.rpc('family_links');
  expect(data).toHaveLength(1);
  await signIn(page, player);
  await page.goto('/app/goal-tracker');
  await checkIn(page, 'Amazing');
  await expect(page.getByText(MESSAGES.keptUntilParentSaysYes)).toBeVisible();
  await expect(history(page).getByText('Amazing')).toBeVisible();
  await page.reload();
  // Still there after a reload, and still only on the device.
  await expect(history(page).getByText('Amazing')).toBeVisible();
  expect((await player.client.from('quick_track_entries').select('id')).data).toEqual([]);

  const parentEmail = (await player.client.auth.getUser()).data.user?.user_metadata.parentEmail as string;
  await consentAsParent(parentEmail);
  await page.reload();
  await expect
    .poll(async () => (await player.client.from('quick_track_entries').select('emoji')).data)
    .toEqual([{ emoji: 'amazing' }]);
  await page.reload();
  await expect(history(page).getByText('Amazing')).toHaveCount(1);
});

test('a check-in saved offline syncs when the network is back', async ({ page, context }) => {
  const player = await createPlayer({ age: 10 });
  await signIn(page, player);
  await page.goto('/app/goal-tracker');
  await expect(history(page).or(page.getByText('No check-ins yet. Log your first one above!'))).toBeVisible();

  await context.setOffline(true);
  await checkIn(page, 'Great');
  await expect(page.getByText(MESSAGES.keptUntilOnline)).toBeVisible();
  await expect(history(page).getByText('Great')).toBeVisible();
  expect((await player.client.from('quick_track_entries').select('id')).data).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(async () => (await player.client.from('quick_track_entries').select('emoji')).data)
    .toEqual([{ emoji: 'great' }]);
  await page.reload();
  await expect(history(page).getByText('Great')).toHaveCount(1);
});
