import {
  LABELS,
  MESSAGES,
  PURCHASE_MESSAGES,
  recommendGoals,
  resultTier,
  trainToPlayLikeLabel,
} from '@dreampitch/domain';
import { expect, test } from '@playwright/test';
import { apiClient, uniqueEmail } from './support/backend';
import { grantPlan, storedPlan } from './support/billing';
import { consentAsParent } from './support/family';
import { playPerfectDrill } from './support/games';
import { browserToday, fillSessionForm, mainNav, statTile, waitUntilHydrated } from './support/journey';
import { waitlistRowCount } from './support/marketing';

test('a newcomer goes from the landing page to a paid plan and a dashboard of real figures', async ({
  page,
}) => {
  // Pages of every remote in one test.
  test.setTimeout(120_000);
  const email = uniqueEmail('journey');
  const password = 'secret123';
  const [firstGoal, secondGoal] = recommendGoals('messi', '8-12');

  // Landing: join the waitlist, then enter the beta.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: LABELS.tagline })).toBeVisible();
  await waitUntilHydrated(page.getByRole('form', { name: 'Join the waitlist' }));
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: LABELS.joinWaitlist }).click();
  await expect(page.getByText(MESSAGES.waitlistJoined)).toBeVisible();
  expect(await waitlistRowCount(email)).toBe(1);
  await page.getByRole('link', { name: LABELS.enterBeta }).click();

  // App home: choose a playing style.
  await expect(page).toHaveURL(/\/app$/);
  await page.getByRole('radio', { name: /Lionel Messi/ }).click();
  await page.getByRole('button', { name: trainToPlayLikeLabel('Lionel Messi') }).click();

  // Player selection: personalise.
  await expect(page).toHaveURL(/\/app\/player-selection$/);
  await expect(page.getByRole('heading', { name: LABELS.yourTrainingStyle })).toBeVisible();
  await page.getByLabel(/Your age/).fill('11');
  await page.getByRole('button', { name: LABELS.createMyGoals }).click();

  // Wizard step 1: two goals (an anonymous visitor becomes a free account, which keeps 2).
  await expect(page).toHaveURL(/\/app\/goal-creation$/);
  await expect(page.getByRole('heading', { level: 2, name: /Step 1 of 3/ })).toBeVisible();
  for (const goal of [firstGoal!, secondGoal!])
    await page.getByRole('button', { name: goal.title, exact: true }).click();
  await expect(page.getByText('2 of 2 goals chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 2: one session today.
  await expect(page.getByRole('heading', { level: 2, name: /Step 2 of 3/ })).toBeVisible();
  const today = await browserToday(page);
  await fillSessionForm(page, { goal: firstGoal!.title, date: today, time: '17:30' });
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 3: create the account.
  await expect(page.getByRole('heading', { level: 2, name: /Step 3 of 3/ })).toBeVisible();
  await page.getByLabel(/^First name/).fill('Lia');
  await page.getByLabel(/^Last name/).fill('Journey');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  const guardian = uniqueEmail('journey-guardian');
  await page.getByLabel(/^Parent or guardian email/).fill(guardian);
  await page.getByRole('button', { name: LABELS.createAccountAndSaveGoals }).click();
  // Under 13: the goals wait on this device until the parent says yes (issue 17).
  await expect(page.getByText(MESSAGES.keptUntilParentSaysYes)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/goal-tracker$/);
  for (const goal of [firstGoal!, secondGoal!])
    await expect(page.getByRole('article', { name: goal.title })).toBeVisible();

  // The parent consents with the mailed link; the next load syncs the goals to the account.
  await consentAsParent(guardian);
  await page.reload();

  // Goal tracker: both goals, then a Quick Track check-in on the emoji scale (age 11 is in 8-12).
  for (const goal of [firstGoal!, secondGoal!])
    await expect(page.getByRole('article', { name: goal.title })).toBeVisible();
  await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  const saveCheckIn = page.getByRole('button', { name: 'Save Check-in' });
  await expect(saveCheckIn).toBeDisabled();
  await page.getByRole('radio', { name: 'Great' }).click();
  await saveCheckIn.click();
  await expect(page.getByRole('list', { name: 'Your check-ins' }).getByText('Great')).toBeVisible();

  // Game hub, then the Decision Drill to the end.
  await mainNav(page).getByRole('link', { name: 'Games' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Game Hub' })).toBeVisible();
  await page.getByRole('link', { name: 'Play Decision Drill' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await playPerfectDrill(page, '8-12');

  const achievements = page.getByRole('dialog', { name: 'Achievement Unlocked!' });
  await expect(achievements).toBeVisible();
  await expect(achievements.getByText('Decision Master', { exact: true })).toBeVisible();
  await achievements.getByRole('button', { name: 'Awesome!' }).click();
  await expect(achievements).toBeHidden();
  await expect(page.getByText('28/28 points', { exact: true })).toBeVisible();
  // The results speak to an 8-12 player.
  await expect(page.getByText(resultTier(100, '8-12').title)).toBeVisible();

  // Plans, then Pro: at 11 she never meets a card form; she asks her parent (who-may-pay.spec.ts walks the
  // parent's side). The plan is then recorded for her as the payment service records one.
  await mainNav(page).getByRole('link', { name: LABELS.askAParent }).click();
  await expect(page).toHaveURL(/\/app\/plans$/);
  await page.getByRole('button', { name: 'Ask a parent, Pro plan' }).click();
  await expect(page).toHaveURL(/\/app\/subscription$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to DreamPitch Pro' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText(email);
  await expect(page.getByText(PURCHASE_MESSAGES.parentPays)).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('button', { name: LABELS.askAParent, exact: true }).click();
  await expect(page.getByText(PURCHASE_MESSAGES.askedToPay)).toBeVisible();
  const client = await apiClient();
  expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
  await grantPlan((await client.auth.getUser()).data.user!.id, 'pro');

  // Dashboard with what this player really did today.
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Lia!' })).toBeVisible();
  await expect(statTile(page, 'Active goals')).toHaveText('2');
  await expect(statTile(page, 'Sessions this week')).toHaveText('0');
  await expect(page.getByText('completed of 1 planned')).toBeVisible();
  await expect(statTile(page, 'Training streak')).toHaveText('1 day');
  // 28 drill points + 55 for the four achievements.
  await expect(statTile(page, 'Game points')).toHaveText('83');
  const todaysTraining = page.getByRole('region', { name: "Today's Training" });
  await expect(todaysTraining.getByRole('listitem')).toHaveCount(1);
  await expect(todaysTraining.getByRole('listitem')).toContainText('17:30');
  await expect(mainNav(page).getByRole('link', { name: LABELS.askAParent })).toHaveCount(0);

  // What the database holds, as this player sees it.
  expect(await storedPlan(client)).toBe('pro');
  const { data: goals } = await client.from('goals').select('title, age_group');
  expect(goals?.map((goal) => goal.title).sort()).toEqual([firstGoal!.title, secondGoal!.title].sort());
  expect(goals?.every((goal) => goal.age_group === '8-12')).toBe(true);

  // Sign out: the signed-out nav returns and the dashboard is guarded again.
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/app\/auth$/);
});
