import { PAGE_TITLES, documentTitle, MESSAGES } from '@dreampitch/domain';
import { examplePath } from '@dreampitch/app-frame/routes';
import { BUILT_ROUTES, PAGE_HEADS } from '@dreampitch/app-frame/routes/built';
import { expect, test, type Page } from '@playwright/test';
import { signInByKeyboard } from './support/a11y';
import { createPlayer } from './support/backend';

/** Issue 22: titles, one message per event, confirmation before what cannot be undone, labels for the visitor. */

/**
 * Every public route of the route table at its first built instance, with the name its tab shows: the route's title,
 * or the page's own where its HTML names it (a drill's, PAGE_HEADS); and an address no route matches.
 */
const PUBLIC_PAGES = [
  ...BUILT_ROUTES.filter((route) => route.access === 'public').flatMap((route) => {
    const path = examplePath(route);
    return path ? [{ path, module: route.module, title: PAGE_HEADS[path]?.title ?? route.title }] : [];
  }),
  { path: '/app/no-such-page', module: 'NotFoundPage', title: PAGE_TITLES.notFound },
];

/** The toasts on screen; each also holds its close button ("×"), so texts are checked with toContainText. */
function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications' }).locator('.dp-toast');
}

test('every route names its page in the tab, and no two pages share a name', async ({ page }) => {
  // One page at two addresses (/privacy and /app/privacy) is one name.
  const seen = new Map<string, { path: string; module: string }>();
  for (const { path, module, title } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page).toHaveTitle(documentTitle(title));
    const other = seen.get(title);
    expect(other?.module ?? module, `${path} and ${other?.path} share the title "${title}"`).toBe(module);
    seen.set(title, { path, module });
  }
});

test('a signed-out visitor is shown no plan of their own and no Sign Up in the footer once signed in', async ({
  page,
}) => {
  await page.goto('/app/plans');
  await expect(page.getByRole('button', { name: 'Start Free, Free plan' })).toBeVisible();
  await expect(page.getByText('Your plan:')).toHaveCount(0);
  await expect(page.getByText('Current', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Sign Up' })).toBeVisible();

  const player = await createPlayer();
  await signInByKeyboard(page, player);
  await expect(toasts(page)).toHaveCount(1);
  await page.goto('/app/plans');
  await expect(page.getByText('Your plan:')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Sign Up' })).toHaveCount(0);

  // The landing page is prerendered signed out; once the session is known its header says so.
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Goal Tracker' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Sign In' }),
  ).toHaveCount(0);
});

test('a refused sign-in is said once, inline; on a phone a toast never covers the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/app/auth');
  await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);

  const player = await createPlayer();
  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText(MESSAGES.welcomeBack);
  const toast = await toasts(page).first().boundingBox();
  const menu = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
  expect(toast && menu).toBeTruthy();
  const overlaps =
    toast!.x < menu!.x + menu!.width &&
    menu!.x < toast!.x + toast!.width &&
    toast!.y < menu!.y + menu!.height &&
    menu!.y < toast!.y + toast!.height;
  expect(overlaps).toBe(false);
});

test('Mark Goal Complete asks first and says what happens; Cancel changes nothing', async ({ page }) => {
  const player = await createPlayer();
  const inserted = await player.client.from('goals').insert({
    title: 'Weak foot',
    description: 'Pass with the weaker foot',
    pillar: 'technical',
    type: 'process',
    age_group: '13-17',
  });
  if (inserted.error) throw inserted.error;
  await signInByKeyboard(page, player);
  await page.goto('/app/goal-tracker');
  const goal = page.getByRole('article', { name: 'Weak foot' });
  await goal.getByRole('button', { name: 'Mark Goal Complete' }).click();
  const question = page.getByRole('alertdialog', { name: 'Mark "Weak foot" complete?' });
  await expect(question).toContainText('You will not be able to record check-ins for it afterwards.');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(goal.getByText('Active', { exact: true })).toBeVisible();

  await goal.getByRole('button', { name: 'Mark Goal Complete' }).click();
  await question.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(goal.getByText('Completed', { exact: true })).toBeVisible();
});

test('the wizard: Back returns to the previous step, and choosing a style on /app brings its button into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app');
  await page.getByRole('radio', { name: /Lionel Messi/ }).click();
  const next = page.getByRole('button', { name: 'Train to play like Lionel Messi' });
  await expect(next).toBeFocused();
  await expect(next).toBeInViewport();
  await next.click();

  await page.getByLabel(/Your age/).fill('14');
  await page.getByRole('button', { name: /Create My Goals/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Step 1 of 3/ })).toBeVisible();
  await page.locator('.goals-wizard button[aria-pressed]').first().click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Step 2 of 3/ })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: /Step 1 of 3/ })).toBeVisible();
  await page.goForward();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /Step 2 of 3/ })).toBeVisible();
});
