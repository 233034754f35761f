import { expect, test } from '@playwright/test';
import { authLinkFromSearch, MESSAGES } from '@dreampitch/domain';
import { apiClient, createPlayer, runtimeConfig, uniqueEmail } from './support/backend';
import { mailedAuthLink } from './support/family';

/**
 * The link of hosted Supabase's default e-mail templates ({{ .ConfirmationURL }}): GET /auth/v1/verify, which uses
 * the token up and redirects to redirect_to with the session (or GoTrue's error) in the fragment. The app's pages
 * must finish the job as they do for the app's own `?token_hash=` links.
 */
async function confirmationUrl(address: string, type: 'recovery' | 'email_change', page: string) {
  const token = authLinkFromSearch(
    new URL(await mailedAuthLink(address, type), 'http://x').search,
  )!.tokenHash;
  const { supabaseUrl } = await runtimeConfig();
  const query = new URLSearchParams({ token, type, redirect_to: `http://localhost:3000${page}` });
  return `${supabaseUrl}/auth/v1/verify?${query.toString()}`;
}

test('a recovery link through GET /auth/v1/verify lands on the new-password page, signed in; used again it says so', async ({
  page,
}) => {
  const player = await createPlayer();
  expect((await (await apiClient()).auth.resetPasswordForEmail(player.email)).error).toBeNull();
  const link = await confirmationUrl(player.email, 'recovery', '/app/reset-password');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${player.email}`)).toBeVisible();
  // The tokens leave the address bar.
  await expect(page).toHaveURL(/\/app\/reset-password$/);
  await page.getByLabel('New Password', { exact: true }).fill('via-verify-1');
  await page.getByLabel('Confirm New Password').fill('via-verify-1');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByText(MESSAGES.passwordChanged)).toBeVisible();
  const renewed = await (
    await apiClient()
  ).auth.signInWithPassword({ email: player.email, password: 'via-verify-1' });
  expect(renewed.error).toBeNull();

  // GoTrue sends a used link to the same page with its error in the fragment.
  const again = await (await page.context().browser()!.newContext()).newPage();
  await again.goto(link);
  await expect(again.getByText(MESSAGES.emailLinkInvalid)).toBeVisible();
  await expect(again.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await expect(again.getByLabel('New Password', { exact: true })).toHaveCount(0);
});

test('an e-mail change confirmed through GET /auth/v1/verify says the address changed', async ({ page }) => {
  const player = await createPlayer();
  const next = uniqueEmail('moved');
  expect((await player.client.auth.updateUser({ email: next })).error).toBeNull();

  await page.goto(await confirmationUrl(next, 'email_change', '/app/confirm-email'));
  await expect(page.getByText(MESSAGES.emailChanged)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/confirm-email$/);
  const signIn = await (
    await apiClient()
  ).auth.signInWithPassword({ email: next, password: player.password });
  expect(signIn.error).toBeNull();
});
