import { CONSENT_LINK_LEAD } from '../shell/src/auth/consentLink';
import { expect, test, type Page } from '@playwright/test';
import { apiClient, uniqueEmail } from './support/backend';
import { subscribe } from './support/billing';
import { createParent, mailedLink } from './support/family';
import { mainNav } from './support/journey';
import { signIn } from './support/ui';

const PASSWORD = 'secret123';
const main = (page: Page) => page.getByRole('main');

/** A player who names `parentEmail` at sign-up, through the real auth API. */
async function signUpPlayer(parentEmail: string, age: number) {
  const account = { email: uniqueEmail('covered-kid'), password: PASSWORD };
  const client = await apiClient();
  const { error } = await client.auth.signUp({
    ...account,
    options: { data: { first_name: 'Lea', last_name: 'Striker', accountType: 'player', age, parentEmail } },
  });
  if (error) throw error;
  return { ...account, client };
}

test('a 10-year-old on her mother’s Parent plan uses Pro: a third goal, the dashboard and data export', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const parentEmail = uniqueEmail('covering-parent');
  const child = await signUpPlayer(parentEmail, 10);
  // The mother takes the Parent plan, then confirms her daughter's request with the mailed link.
  const parent = await createParent(parentEmail, PASSWORD);
  await subscribe(parent, 'parent');
  const consentPath = await mailedLink(parentEmail, 'link_request', 'consent');
  const token = new URLSearchParams(consentPath.split('?')[1]).get('consent');
  expect((await parent.rpc('family_consent_by_token', { p_token: token })).error).toBeNull();

  // The server holds her to Pro's limits, not Free's 2 goals; one note is a single 300-letter word.
  const goals = [1, 2, 3].map((n) => ({
    title: `Goal ${n}`,
    description: n === 3 ? 'w'.repeat(300) : 'Practise daily',
    pillar: 'technical',
    type: 'process',
  }));
  expect((await child.client.from('goals').insert(goals)).error).toBeNull();

  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, child);
  await expect(mainNav(page).getByRole('link', { name: /^(Upgrade|Ask a parent)$/ })).toHaveCount(0);
  // The dashboard is for subscribers: she is let in, not sent to the payment page.
  await page.goto('/app/dashboard');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Welcome back, Lea!' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/goal-tracker');
  await expect(main(page).getByText('w'.repeat(300))).toBeVisible();
  // The long word wraps: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto('/app/export');
  await expect(main(page).getByRole('button', { name: 'Download all (JSON)' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: /^(Upgrade to Pro|Ask a parent for Pro)$/ })).toHaveCount(
    0,
  );
  await page.goto('/app/plans');
  await expect(
    main(page).getByText(/Parent plan gives you everything in Pro while your accounts are linked/),
  ).toBeVisible();
});

test('a parent opens the consent link signed out, signs up as a parent and comes back to confirm it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const parentEmail = uniqueEmail('link-parent');
  await signUpPlayer(parentEmail, 11);
  const consentPath = await mailedLink(parentEmail, 'link_request', 'consent');

  await page.goto(consentPath);
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Sign in to confirm your player' }),
  ).toBeVisible();
  await expect(main(page).getByText(CONSENT_LINK_LEAD)).toBeVisible();
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('radio', { name: /Parent/ })).toBeChecked();
  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill('Striker');
  await page.getByLabel('Email', { exact: true }).fill(parentEmail);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/app\/family\?consent=/);
  const confirm = main(page).getByRole('button', { name: 'Confirm link with Lea Striker' }).first();
  await expect(confirm).toHaveText('Confirm and Give Consent');
  await confirm.dblclick();
  await expect(page.getByText('You are now linked to Lea Striker.')).toBeVisible();
  await expect(page.getByText(/already used/i)).toHaveCount(0);
});
