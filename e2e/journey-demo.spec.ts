import {
  LABELS,
  MESSAGES,
  PURCHASE_MESSAGES,
  recommendGoals,
  resultTier,
  trainToPlayLikeLabel,
} from '@dreampitch/domain';
import { expect, test } from '@playwright/test';
import { playPerfectDrill } from './support/games';
import {
  browserToday,
  fillSessionForm,
  FUTURE_EXPIRY,
  mainNav,
  PAYMENT_TIMEOUT,
  statTile,
  waitUntilHydrated,
} from './support/journey';

/** Exactly what a deployment without a backend serves: the app runs on the real schema in the page (PGlite). */
const DEMO_CONFIG = { supabaseUrl: null, supabaseAnonKey: null, stripePublishableKey: null };

test('in demo mode the mock player walks the same journey on in-memory state', async ({ page }) => {
  test.setTimeout(120_000);
  await page.route('**/config.json', (route) => route.fulfill({ json: DEMO_CONFIG }));
  const backendRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://127.0.0.1:54321')) backendRequests.push(request.url());
  });
  const [firstGoal, secondGoal] = recommendGoals('vandijk', '8-12');

  // Landing: the waitlist answers with the no-backend wording.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: LABELS.tagline })).toBeVisible();
  // Demo mode first applies the migrations in the page's own database (several seconds on a busy host).
  await waitUntilHydrated(page.getByRole('form', { name: 'Join the waitlist' }), 60_000);
  await page.getByRole('textbox', { name: 'Email address' }).fill('demo-fan@example.com');
  await page.getByRole('button', { name: LABELS.joinWaitlist }).click();
  await expect(page.getByText(MESSAGES.waitlistJoinedWithoutBackend)).toBeVisible();
  // In-memory state lives as long as the document: from here on every step must be an in-app navigation.
  await page.evaluate(() => Object.assign(window, { journeyDocument: true }));
  await page.getByRole('link', { name: LABELS.enterBeta }).click();

  // The mock user is signed in from the start.
  await expect(page).toHaveURL(/\/app$/);
  await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.getByRole('radio', { name: /Virgil van Dijk/ }).click();
  await page.getByRole('button', { name: trainToPlayLikeLabel('Virgil van Dijk') }).click();

  await expect(page).toHaveURL(/\/app\/player-selection$/);
  await page.getByLabel(/Your age/).fill('11');
  await page.getByRole('button', { name: LABELS.createMyGoals }).click();

  await expect(page.getByRole('heading', { level: 2, name: /Step 1 of 3/ })).toBeVisible();
  for (const goal of [firstGoal!, secondGoal!])
    await page.getByRole('button', { name: goal.title, exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const today = await browserToday(page);
  await fillSessionForm(page, { goal: secondGoal!.title, date: today, time: '16:00' });
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Already signed in as the mock user: no account fields, just save.
  await expect(page.getByRole('heading', { level: 2, name: /Step 3 of 3/ })).toBeVisible();
  await expect(page.getByLabel(/^Password/)).toHaveCount(0);
  await page.getByRole('button', { name: LABELS.saveGoals }).click();
  await expect(page.getByText(MESSAGES.goalsSaved)).toBeVisible();

  await expect(page).toHaveURL(/\/app\/goal-tracker$/);
  for (const goal of [firstGoal!, secondGoal!])
    await expect(page.getByRole('article', { name: goal.title })).toBeVisible();
  // The mock player is 14, so Quick Track asks for a 1-10 rating rather than an emoji.
  await page.getByRole('radio', { name: '8', exact: true }).click();
  await page.getByRole('textbox', { name: 'Note (optional)' }).fill('Won every header');
  await page.getByRole('button', { name: 'Save Check-in' }).click();
  await expect(
    page.getByRole('list', { name: 'Your check-ins' }).getByText('Session rating 8/10: "Won every header"'),
  ).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Games' }).click();
  await page.getByRole('link', { name: 'Play Decision Drill' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await playPerfectDrill(page);
  const achievements = page.getByRole('dialog', { name: 'Achievement Unlocked!' });
  await expect(achievements.getByText('Speed Demon', { exact: true })).toBeVisible();
  await achievements.getByRole('button', { name: 'Awesome!' }).click();
  await expect(achievements).toBeHidden();
  await expect(page.getByText(resultTier(100, '13-17').title)).toBeVisible();

  await mainNav(page).getByRole('link', { name: LABELS.askAParent }).click();
  // The demo player is 14: a parent approves first, through the server's rules; the demo's mock parent approves
  // the mailed link at once (no money moves here), and the plans page says so when the player comes back.
  await page.getByRole('button', { name: 'Ask a parent, Pro plan' }).click();
  await page.getByRole('button', { name: LABELS.askAParent, exact: true }).click();
  await expect(page.getByText(PURCHASE_MESSAGES.askedToApprove)).toBeVisible();
  await page.getByRole('link', { name: 'Back to plans' }).click();
  await page.getByRole('button', { name: 'Ask a parent, Pro plan' }).click();
  await expect(page.getByText(PURCHASE_MESSAGES.approved)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('demo@dreampitch.app');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill(FUTURE_EXPIRY);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $5/month' }).click();

  await expect(page).toHaveURL(/\/app\/dashboard$/, PAYMENT_TIMEOUT);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Demo!' })).toBeVisible();
  await expect(statTile(page, 'Active goals')).toHaveText('2');
  await expect(page.getByText('completed of 1 planned')).toBeVisible();
  await expect(statTile(page, 'Training streak')).toHaveText('1 day');
  await expect(statTile(page, 'Game points')).toHaveText('83');
  await expect(mainNav(page).getByRole('link', { name: LABELS.askAParent })).toHaveCount(0);

  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();

  expect(await page.evaluate(() => 'journeyDocument' in window)).toBe(true);
  expect(backendRequests).toEqual([]);
});
