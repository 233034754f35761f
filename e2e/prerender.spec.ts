import { expect, test, type Page } from '@playwright/test';
import { LABELS, MESSAGES } from '@dreampitch/domain';
import { PRERENDERED_PATHS } from '../tools/prerender/routes';
import { apiClient, createPlayer } from './support/backend';
import { mailedAuthLink } from './support/family';
import { signIn } from './support/ui';

/**
 * Issue 19 item 1: every public page's content is in its HTML before any JavaScript runs, and the app takes it over
 * without an error or a layout shift, keeping what the visitor did before that.
 */

/** Every console error of the page (React's hydration mismatch is error 418, reported as a console error). */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Sums every layout shift without recent input from the start of the page, as Lighthouse's CLS does. */
function observeLayoutShift() {
  const shifts = { total: 0 };
  Object.assign(window, { __layoutShift: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) shifts.total += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const isHydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));

/** Holds the shell's own scripts (its pages, the auth pages among them, are in them) so the page stays unhydrated. */
async function delayShellScripts(page: Page, ms: number) {
  await page.route(/^http:\/\/localhost:3000\/static\/js\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total);

/** Holds the remotes' files (every app but the shell is on another port) so the page stays unhydrated a while. */
async function delayRemotes(page: Page, ms: number) {
  await page.route(/^http:\/\/localhost:300[1-6]\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test.describe('prerendered pages', () => {
  test('each public page has its heading and content in the HTML, shown with JavaScript off', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of PRERENDERED_PATHS) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`data-prerendered="${path}"`);
      expect(html, path).toMatch(/<h1[^>]*>(?:<[^>]+>)*[^<\s]/);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
    await context.close();
  });

  test('a signed-in page starts from the SPA page, not from the HTML of another page', async ({
    request,
  }) => {
    const html = await (await request.get('/app/dashboard')).text();
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('<div id="root"></div>');
  });

  test('each page hydrates without an error and without shifting (CLS <= 0.02) on a phone', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    for (const path of PRERENDERED_PATHS) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.addInitScript(observeLayoutShift);
      await page.goto(path);
      await expect.poll(() => isHydrated(page, 'h1'), { message: path }).toBe(true);
      // The session settles and the page's effects run after hydration: wait for a quiet moment before reading.
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page), `layout shift on ${path}`).toBeLessThanOrEqual(0.02);
      expect(errors, `console errors on ${path}`).toEqual([]);
      await context.close();
    }
  });

  test('a mailed link shows its page from the HTML before any script, then opens in place without a shift on a phone', async ({
    browser,
  }) => {
    const page = await (
      await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
    ).newPage();
    const player = await createPlayer();
    expect((await (await apiClient()).auth.resetPasswordForEmail(player.email)).error).toBeNull();
    const link = await mailedAuthLink(player.email, 'recovery');
    expect(link).toMatch(/^\/app\/reset-password\?token_hash=/);
    const errors = collectErrors(page);
    await page.addInitScript(observeLayoutShift);
    await delayShellScripts(page, 2000);
    await page.goto(link, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: LABELS.chooseNewPassword })).toBeVisible();
    await expect(page.getByText('Checking your link…')).toBeVisible();
    expect(await isHydrated(page, 'h1')).toBe(false);
    await expect(page.getByText(`Signed in as ${player.email}`)).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/app\/reset-password$/);
    // The session settles after the link (the header's signed-in links, the profile): the page must not move then.
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);

    // A link of another kind on the confirmation page: the same first screen, then the link is refused.
    const elsewhere = await (await browser.newContext()).newPage();
    const elsewhereErrors = collectErrors(elsewhere);
    await elsewhere.goto(link.replace('/app/reset-password', '/app/confirm-email'));
    await expect(elsewhere.getByText(MESSAGES.emailLinkInvalid)).toBeVisible();
    await expect(elsewhere.getByRole('heading', { level: 1, name: LABELS.confirmYourEmail })).toBeVisible();
    expect(elsewhereErrors).toEqual([]);
  });

  test('a button pressed on /app/plans before the page is live is not lost', async ({ page }) => {
    const errors = collectErrors(page);
    await delayRemotes(page, 2000);
    await page.goto('/app/plans', { waitUntil: 'commit' });
    const signUp = page.getByRole('button', { name: /Free plan$/ });
    await signUp.waitFor();
    expect(await isHydrated(page, 'h1')).toBe(false);
    await signUp.click();
    await expect(page).toHaveURL(/\/app\/auth\?mode=signup$/, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('what a visitor types into the sign-in form before it is live is kept', async ({ page }) => {
    await delayShellScripts(page, 2000);
    await page.goto('/app/auth', { waitUntil: 'commit' });
    const email = page.getByLabel('Email', { exact: true });
    await email.waitFor();
    expect(await isHydrated(page, 'h1')).toBe(false);
    await email.fill('early@example.com');
    await expect.poll(() => isHydrated(page, 'h1'), { timeout: 20_000 }).toBe(true);
    // Typing elsewhere re-renders the form from React's state: the early text must be in it.
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await expect(email).toHaveValue('early@example.com');
  });

  test('a visitor who types both fields and presses Sign In before the page is live is signed in', async ({
    page,
  }) => {
    const player = await createPlayer();
    await delayShellScripts(page, 2000);
    await page.goto('/app/auth', { waitUntil: 'commit' });
    await page.getByLabel('Email', { exact: true }).waitFor();
    expect(await isHydrated(page, 'h1')).toBe(false);
    await page.getByLabel('Email', { exact: true }).fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill(player.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible({ timeout: 20_000 });
  });

  test('a signed-in player gets the page for them, with no hydration error', async ({ page }) => {
    const player = await createPlayer();
    await signIn(page, player);
    const errors = collectErrors(page);
    await page.goto('/app/plans');
    await expect(page.getByText('Your plan:')).toBeVisible();
    await page.goto('/app/games');
    await expect(page.getByRole('heading', { name: 'Your progress' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to keep your points' })).toHaveCount(0);
    expect(errors.filter((error) => /418|hydrat/i.test(error))).toEqual([]);
  });
});
