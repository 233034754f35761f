import { examplePath, type RouteDeclaration } from '@dreampitch/app-frame/routes';
import { BUILT_ROUTES as ROUTES } from '@dreampitch/app-frame/routes/built';
import { LABELS, MESSAGES, recommendGoals } from '@dreampitch/domain';
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectVisibleFocus,
  signInByKeyboard,
  tabTo,
  waitForPage,
  waitForWholePage,
} from './support/a11y';
import { addGoalWithSession, createPlayer, uniqueEmail } from './support/backend';
import { grantPlan } from './support/billing';
import { OPTIMAL_ACTIONS, playPerfectDrill, recordDrill, takeAPersonsTime } from './support/games';
import { browserToday, FUTURE_EXPIRY, PAYMENT_TIMEOUT, waitUntilHydrated } from './support/journey';
import { signIn } from './support/ui';

// Every test signs up its own player, so they may spread over the workers. Each axe pass takes a second or
// more on a busy 2-core runner, hence the longer budget.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/**
 * Every route of the route table, in groups by owner small enough to spread over the workers. The guarded ones lead
 * a visitor to the auth page and a free player from the dashboard to the upgrade page; those pages are checked where
 * they land.
 */
const GROUP_OWNERS: Record<string, readonly RouteDeclaration['owner'][]> = {
  'marketing and the wizard': ['marketing', 'goals-wizard'],
  'tracker and games': ['tracker', 'games'],
  'auth, billing and legal': ['shell', 'billing', 'legal'],
  training: ['training'],
};
const ROUTE_GROUPS = Object.fromEntries(
  Object.entries(GROUP_OWNERS).map(([group, owners]) => [
    group,
    ROUTES.filter((route) => owners.includes(route.owner)).flatMap((route) => examplePath(route) ?? []),
  ]),
);

test('the groups hold every route of the route table', () => {
  expect(Object.values(ROUTE_GROUPS).flat().length).toBe(ROUTES.filter((route) => examplePath(route)).length);
});

/**
 * At the phone's width each page is also checked for sideways scrolling, for the same visitors on the same visit;
 * narrow.spec.ts checks the visitors this file does not sign in as.
 */
const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 }, checksSidewaysScroll: false },
  { name: 'phone', size: { width: 375, height: 812 }, checksSidewaysScroll: true },
];

async function checkRoutes(page: Page, routes: string[], who: string, checksSidewaysScroll: boolean) {
  for (const route of routes) {
    await page.goto(route);
    const where = `${who} on ${route} (now ${new URL(page.url()).pathname})`;
    await waitForWholePage(page, where);
    if (checksSidewaysScroll) await expectNoSidewaysScroll(page, where);
    await expectNoAxeViolations(page, where);
  }
}

/** A player with something on every page: goals with a session today, a check-in and a game played. */
async function playerWithData() {
  const player = await createPlayer({ age: 11, firstName: 'Ada' });
  await addGoalWithSession(player.client, {
    title: 'First touch',
    description: 'Control the ball with one touch',
    ageGroup: '8-12',
    notes: 'Cones',
  });
  const today = new Date().toISOString().slice(0, 10);
  const entry = await player.client
    .from('quick_track_entries')
    .insert({ age_group: '8-12', entry_date: today, emoji: 'great' });
  if (entry.error) throw entry.error;
  await recordDrill(player, { score: 20, seconds: 200 });
  return player;
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe${viewport.checksSidewaysScroll ? ' and sideways scroll' : ''}, ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    for (const [group, routes] of Object.entries(ROUTE_GROUPS)) {
      test(`${group}, signed out`, async ({ page }) => {
        await checkRoutes(page, routes, 'signed out', viewport.checksSidewaysScroll);
      });

      test(`${group}, signed in as a free player`, async ({ page }) => {
        const player = await playerWithData();
        await signIn(page, player);
        await checkRoutes(page, routes, 'free player', viewport.checksSidewaysScroll);
      });
    }

    test('the pages that change for a pro player', async ({ page }) => {
      const player = await playerWithData();
      await grantPlan(player.userId, 'pro');
      await signIn(page, player);
      await checkRoutes(
        page,
        ['/app/dashboard', '/app/plans', '/app/subscription'],
        'pro player',
        viewport.checksSidewaysScroll,
      );
    });
  });
}

test.describe('axe, page states', () => {
  test('the mobile menu, the sign-up form with errors and every wizard step', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/app');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoAxeViolations(page, 'mobile menu open');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/app/auth');
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expectNoAxeViolations(page, 'sign-up form with errors');

    await page.goto('/app/player-selection');
    await page.getByRole('button', { name: /Lionel Messi/ }).click();
    await page.getByLabel(/Your age/).fill('60');
    await expectNoAxeViolations(page, 'personalise form');
    await page.getByLabel(/Your age/).fill('11');
    await page.getByRole('button', { name: LABELS.createMyGoals }).click();
    const goals = recommendGoals('messi', '8-12');
    await page.getByRole('button', { name: goals[0]!.title, exact: true }).click();
    await page.getByRole('button', { name: 'Add Custom Goal' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.customGoalIncomplete })).toBeVisible();
    await expectNoAxeViolations(page, 'wizard step 1, custom goal error');
    await page.getByRole('button', { name: goals[1]!.title, exact: true }).click();
    await expect(page.getByText('2 of 2 goals chosen')).toBeVisible();
    await expectNoAxeViolations(page, 'wizard step 1, the free allowance chosen');
    await page.getByRole('button', { name: goals[1]!.title, exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByLabel(/^Duration/).fill('200');
    await page.getByRole('button', { name: 'Add Session' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.sessionDurationRange })).toBeVisible();
    await expectNoAxeViolations(page, 'wizard step 2 with errors');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByLabel(/^Password/).fill('abc');
    await page.getByRole('button', { name: LABELS.createAccountAndSaveGoals }).focus();
    await expectNoAxeViolations(page, 'wizard step 3, account form');
  });

  test('the goal check-in form, Quick Track and the notification settings', async ({ page }) => {
    const player = await createPlayer({ age: 11 });
    await grantPlan(player.userId, 'pro');
    const inserted = await player.client.from('goals').insert({
      title: 'Weak foot',
      description: 'Pass with the weaker foot',
      pillar: 'technical',
      type: 'process',
      age_group: '8-12',
    });
    if (inserted.error) throw inserted.error;
    await signIn(page, player);
    await page.goto('/app/goal-tracker');
    await page.getByRole('button', { name: 'Record Check-in' }).click();
    await page.getByRole('radio', { name: 'Okay' }).click();
    await expectNoAxeViolations(page, 'goal check-in form and Quick Track choice');

    await page.goto('/app/dashboard');
    await page.getByRole('button', { name: /Notification Settings/ }).click();
    await expect(page.getByRole('switch', { name: 'Enable notifications' })).toBeVisible();
    await expectNoAxeViolations(page, 'notification settings');
    await page.getByRole('switch', { name: 'Enable notifications' }).click();
    await expect(page.getByText(MESSAGES.notificationsDisabled)).toBeVisible();
    await expectNoAxeViolations(page, 'notifications off');
  });

  test('the achievements dialog, the results and a declined payment', async ({ page, browser }) => {
    const player = await createPlayer({ age: 11 });
    await signIn(page, player);
    await page.goto('/app/games/decision-drill');
    await playPerfectDrill(page, '8-12');
    await expect(page.getByRole('dialog', { name: 'Achievement Unlocked!' })).toBeVisible();
    await expectNoAxeViolations(page, 'achievements dialog');
    await page.getByRole('button', { name: 'Awesome!' }).click();
    await expectNoAxeViolations(page, 'drill results');

    // An adult player buys Pro (a player under 18 asks a parent; the Parent plan is a parent's to buy). The plans
    // page is prerendered: its buttons act once React has taken them over.
    const buyer = await (await browser.newContext()).newPage();
    await signIn(buyer, await createPlayer({ age: 30 }));
    await buyer.goto('/app/plans');
    const upgrade = buyer.getByRole('button', { name: 'Upgrade Now, Pro plan' });
    await waitUntilHydrated(upgrade);
    await upgrade.click();
    await buyer.getByLabel('Card number').fill('4000 0000 0000 0002');
    await buyer.getByLabel('Expiry date').fill(FUTURE_EXPIRY);
    await buyer.getByLabel('CVC').fill('123');
    await buyer.getByRole('button', { name: /^Pay / }).click();
    await expect(buyer.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible(
      PAYMENT_TIMEOUT,
    );
    await expectNoAxeViolations(buyer, 'upgrade page, card declined');
  });
});

test.describe('keyboard only', () => {
  test('the player selection and the goal wizard, to a new account', async ({ page }) => {
    const [first, second] = recommendGoals('ronaldo', '8-12');
    await page.goto('/app/player-selection');
    await waitForPage(page);
    await tabTo(page, page.getByRole('button', { name: /Cristiano Ronaldo/ }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel(/Your age/));
    await page.keyboard.type('11');
    await tabTo(page, page.getByRole('button', { name: LABELS.createMyGoals }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 2, name: /Step 1 of 3/ })).toBeVisible();
    for (const goal of [first!, second!]) {
      const option = page.getByRole('button', { name: goal.title, exact: true });
      await tabTo(page, option);
      await page.keyboard.press('Space');
      await expect(option).toHaveAttribute('aria-pressed', 'true');
    }
    await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 2, name: /Step 2 of 3/ })).toBeFocused();
    const goalSelect = page.getByRole('combobox', { name: /^Goal/ });
    await tabTo(page, goalSelect);
    // Arrow keys pick from a closed select without opening it.
    await page.keyboard.press('ArrowDown');
    await expect(goalSelect.locator('option:checked')).toHaveText(second!.title);
    const [year, month, day] = (await browserToday(page)).split('-');
    await tabTo(page, page.getByLabel(/^Date/));
    await page.keyboard.type(`${month}${day}${year}`);
    await tabTo(page, page.getByLabel(/^Start time/));
    await page.keyboard.type('0630PM');
    await tabTo(page, page.getByRole('button', { name: 'Add Session' }));
    await page.keyboard.press('Enter');
    const planned = page.getByRole('list', { name: 'Planned sessions' }).getByRole('listitem');
    await expect(planned).toHaveCount(1);
    await expect(planned).toContainText('18:30');
    await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
    await page.keyboard.press('Enter');

    const email = uniqueEmail('keyboard');
    const fields: [RegExp, string][] = [
      [/^First name/, 'Kai'],
      [/^Last name/, 'Keys'],
      [/^Email/, email],
      [/^Password/, 'secret123'],
      [/^Parent or guardian email/, uniqueEmail('keyboard-guardian')],
    ];
    for (const [label, value] of fields) {
      await tabTo(page, page.getByLabel(label));
      await page.keyboard.type(value);
    }
    await tabTo(page, page.getByRole('button', { name: LABELS.createAccountAndSaveGoals }));
    await page.keyboard.press('Enter');
    // An 11-year-old's goals wait on the device until a parent consents (issue 17 item 2).
    await expect(page.getByText(MESSAGES.keptUntilParentSaysYes)).toBeVisible();
    await expect(page).toHaveURL(/\/app\/goal-tracker$/);
    await expect(page.getByRole('article', { name: second!.title })).toBeVisible();
  });

  test('the Decision Drill with arrow keys, and the achievements dialog', async ({ page }) => {
    const player = await createPlayer({ age: 15 });
    await signInByKeyboard(page, player);
    await page.goto('/app/games/decision-drill');
    await expect(page.getByRole('timer')).toBeVisible();

    for (const [index, action] of OPTIMAL_ACTIONS.entries()) {
      await takeAPersonsTime();
      const options = page.getByRole('radio');
      await tabTo(page, options.first());
      const optimal = page.getByRole('radio', { name: action });
      // Arrow keys move through the options and select; stop on the best one.
      for (let moves = 0; moves < 3 && (await optimal.getAttribute('aria-checked')) !== 'true'; moves += 1)
        await page.keyboard.press('ArrowDown');
      await expect(optimal).toHaveAttribute('aria-checked', 'true');
      await expect(optimal).toBeFocused();
      await tabTo(page, page.getByRole('button', { name: LABELS.submitAnswer }));
      await page.keyboard.press('Enter');
      const next = page.getByRole('button', {
        name: index === OPTIMAL_ACTIONS.length - 1 ? LABELS.finishGame : LABELS.nextScenario,
      });
      await expect(next).toBeFocused();
      await expectVisibleFocus(next);
      await page.keyboard.press('Enter');
    }

    const dialog = page.getByRole('dialog', { name: 'Achievement Unlocked!' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Awesome!' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('28/28 points', { exact: true })).toBeVisible();
  });

  test('choosing a plan and paying with the card form', async ({ page }) => {
    const player = await createPlayer({ age: 30 });
    await signInByKeyboard(page, player);
    await page.goto('/app/plans');
    await tabTo(page, page.getByRole('button', { name: 'Upgrade Now, Pro plan' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/subscription$/);
    await tabTo(page, page.getByLabel('Card number'));
    await page.keyboard.type('4242424242424242');
    await tabTo(page, page.getByLabel('Expiry date'));
    await page.keyboard.type(FUTURE_EXPIRY.replace('/', ''));
    await tabTo(page, page.getByLabel('CVC'));
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/dashboard$/, PAYMENT_TIMEOUT);
    await expect(page.getByText('Welcome to DreamPitch Pro!')).toBeVisible();
  });
});
