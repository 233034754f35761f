import { expect, test, type Route } from '@playwright/test';
import { createPlayer } from './support/backend';
import { signIn } from './support/ui';

test('Logout ends the session on the device at once: a sign-in page opened before supabase-js arrives signs nobody in', async ({
  page,
  context,
}) => {
  const player = await createPlayer();
  await signIn(page, player);
  // A fresh visit restores the stored session without supabase-js; its download is then held back, as on a slow
  // network, until the sign-in page has been checked.
  await page.goto('/app/goal-tracker');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  const held: Route[] = [];
  await page.route(/\/supabase-js\.[0-9a-f]+\.js$/, (route) => void held.push(route));

  await nav.getByRole('button', { name: 'Logout' }).click();
  const signInPage = await context.newPage();
  await signInPage.goto('/app/auth');
  await expect(
    signInPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();
  await expect(signInPage.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(signInPage).toHaveURL(/\/app\/auth$/);

  for (const route of held) await route.continue();
  await page.unroute(/\/supabase-js\.[0-9a-f]+\.js$/);
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
});
