import { expect, test, type Page } from '@playwright/test';
import {
  LABELS,
  MESSAGES,
  ACCOUNT_SUBTITLE,
  DATA_EXPORT_SUBTITLE,
  ageGroupEffect,
  dashboardGreeting,
  PAGE_TITLES,
} from '@dreampitch/domain';
import { examplePath } from '@dreampitch/app-frame/routes';
import { BUILT_ROUTES, SIGNED_IN_HTML_PATHS } from '@dreampitch/app-frame/routes/built';

/** One page of each prerendered route (the first drill of the drill pages): each route renders the same way. */
const PRERENDERED_EXAMPLES = BUILT_ROUTES.filter((route) => route.firstPaint === 'prerendered').flatMap(
  (route) => examplePath(route) ?? [],
);
import { apiClient, createPlayer } from './support/backend';
import { grantPlan } from './support/billing';
import { createParent, mailedAuthLink, mailedLink } from './support/family';
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

/** Init script: notes whether the family page's e-mail check was ever on screen, and whether it then left it. */
function observeEmailCheck() {
  const check = { seen: false, gone: false };
  Object.assign(window, { __emailCheck: check });
  new MutationObserver(() => {
    // Before the HTML's script ran, its frame is in place but unseen (shell-frame-pending).
    const shown =
      document.querySelector('#root .tracker-verify-email')?.closest('.shell-frame-pending') === null;
    if (shown) check.seen = true;
    else if (check.seen) check.gone = true;
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

const emailCheckSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __emailCheck: { seen: boolean; gone: boolean } }).__emailCheck);

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
    for (const path of PRERENDERED_EXAMPLES) {
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
    expect(html).toContain('<div id="root"><div class="shell-layout">');
  });

  test('each page hydrates without an error and without shifting (CLS <= 0.02) on a phone', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    for (const path of PRERENDERED_EXAMPLES) {
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

  test('the tokens and base styles come once, with the HTML: no app’s stylesheet restyles the whole page with them', async ({
    page,
  }) => {
    /**
     * Where each stylesheet holding a page-wide rule (`:root`, `body`) came from: a file, or the HTML's own. Read as
     * text: the remotes' sheets come from other origins, whose rules a page cannot list.
     */
    const pageWideSheets = () =>
      page.evaluate(async () => {
        const found: string[] = [];
        for (const sheet of document.styleSheets) {
          const css = sheet.href
            ? await (await fetch(sheet.href)).text()
            : (sheet.ownerNode?.textContent ?? '');
          if (/(^|[{},;\s])(:root|body)\s*[{,]/.test(css))
            found.push(sheet.href ?? `<style> in ${sheet.ownerNode?.parentNode?.nodeName.toLowerCase()}`);
        }
        return found;
      });
    const primary = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--dp-color-primary'));
    // The shell's, the tracker's and the billing remote's stylesheets, and the landing's (marketing).
    for (const path of ['/app/goal-tracker', '/app/plans', '/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await pageWideSheets(), path).toEqual(['<style> in head']);
      expect(await primary(), path).toBe('#15803d');
    }
    // A remote running alone, without the shell's HTML, has them too.
    await page.goto('http://localhost:3003/');
    await page.waitForLoadState('networkidle');
    expect(await pageWideSheets()).toEqual(['<style> in head']);
    expect(await primary()).toBe('#15803d');
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

/**
 * Issue 19 item 1, signed-in pages: the SPA page (every route the build did not prerender) holds the app's frame and
 * a page skeleton, so they paint before any script; the app's first render shows the same, then the page.
 */
test.describe('signed-in pages before their code runs', () => {
  const brand = (page: Page) => page.getByRole('link', { name: /DreamPitch Beta/ });

  test('the SPA page shows the frame and a skeleton with JavaScript off, with a nav for nobody in particular', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // Every framed route has its own HTML: the SPA page serves any other address.
    await page.goto('/app/no-such-page');
    await expect(brand(page)).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Checking your account');
    await expect(page.locator('.shell-skeleton__card')).toHaveCount(3);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(0);
    await context.close();
  });

  test('a signed-in page has its own HTML: the frame, its header and the skeleton', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of SIGNED_IN_HTML_PATHS) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('data-prerendered');
      expect(html, path).toMatch(/<h1 class="[^"]+">[^<]+<\/h1>/);
    }
    await page.goto('/app/export');
    await expect(page.getByRole('heading', { level: 1, name: PAGE_TITLES.dataExport })).toBeVisible();
    await expect(page.getByText(DATA_EXPORT_SUBTITLE)).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Checking your account');
    await expect(page.locator('.shell-skeleton__card')).toHaveCount(3);
    await context.close();
  });

  test("the dashboard's HTML greets the player of the stored session before any code; the page keeps that heading's box", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const player = await createPlayer({ firstName: 'Pia' });
    await grantPlan(player.userId, 'pro');
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    // The file names nobody: the service worker may serve it to anyone.
    expect(await (await page.request.get('/app/dashboard')).text()).not.toContain('Pia');
    await signIn(page, player);
    await page.addInitScript(observeLayoutShift);
    await delayShellScripts(page, 1500);
    await page.goto('/app/dashboard', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: dashboardGreeting('Pia') });
    await expect(heading).toBeVisible();
    expect(await isHydrated(page, '#root h1')).toBe(false);
    const headingBefore = await heading.boundingBox();
    await expect(page.getByRole('heading', { name: 'Quick Links' })).toBeVisible({ timeout: 20_000 });
    expect(await isHydrated(page, '#root h1')).toBe(true);
    expect(await heading.boundingBox()).toEqual(headingBefore);
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

    // Signed out, the same HTML shows no greeting (its header waits unseen) and the guard sends the visitor to sign in.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/app/dashboard', { waitUntil: 'commit' });
    await expect(page.locator('.shell-skeleton')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(page).toHaveURL(/\/app\/auth/, { timeout: 20_000 });
    await context.close();
  });

  test("a signed-in player's page replaces the skeleton without moving the frame (CLS <= 0.02) or an error", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const player = await createPlayer();
    // No service worker: it would answer the page and its code from its cache, past the held-back route below.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await signIn(page, player);
    const errors = collectErrors(page);
    await page.addInitScript(observeLayoutShift);
    // The frame and the page's header must not blink: once shown, they are in #root at every moment, React's swaps
    // (its first render, the session restored, the page's code arrived) included.
    await page.addInitScript(() => {
      const frame = { seen: false, gone: false, headingSeen: false, headingGone: false };
      Object.assign(window, { __frame: frame });
      new MutationObserver(() => {
        const header = document.querySelector('#root .shell-header');
        if (header) frame.seen = true;
        else if (frame.seen) frame.gone = true;
        if (document.querySelector('#root h1')) frame.headingSeen = true;
        else if (frame.headingSeen) frame.headingGone = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // The shell's code held back: what shows first is the SPA page's HTML.
    await page.route(/^http:\/\/localhost:3000\/static\/js\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/app/account', { waitUntil: 'commit' });
    await expect(page.locator('.shell-skeleton')).toBeVisible();
    // The page's header is in its HTML: it paints before any script, where the page puts it.
    const heading = page.getByRole('heading', { level: 1, name: PAGE_TITLES.account });
    await expect(heading).toBeVisible();
    await expect(page.getByText(ACCOUNT_SUBTITLE)).toBeVisible();
    expect(await isHydrated(page, '#root h1')).toBe(false);
    // The details form too, drawn from the session stored on this device, with the age group's hint (the page's
    // largest element) where the page puts it; it cannot be used before the page takes over.
    const hint = page.getByText(ageGroupEffect(14));
    await expect(hint).toBeVisible();
    await expect(page.locator('input[name="firstName"]')).toHaveValue(player.firstName);
    await expect(page.locator('form').first()).toHaveAttribute('inert', '');
    expect(await isHydrated(page, '#root h1')).toBe(false);
    const frameBefore = await brand(page).boundingBox();
    const headingBefore = await heading.boundingBox();
    const hintBefore = await hint.boundingBox();
    await expect(page.getByRole('heading', { name: 'E-mail', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.shell-skeleton')).toHaveCount(0);
    expect(await brand(page).boundingBox()).toEqual(frameBefore);
    expect(await heading.boundingBox()).toEqual(headingBefore);
    expect(await hint.boundingBox()).toEqual(hintBefore);
    await expect(page.locator('form').first()).not.toHaveAttribute('inert');
    // The member's links (the desktop nav is hidden on a phone, behind the menu).
    await expect(page.locator('nav[aria-label="Main"] a[href="/app/dashboard"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(
      () => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total,
    );
    expect(shift).toBeLessThanOrEqual(0.02);
    expect(
      await page.evaluate(() => (window as unknown as { __frame: Record<string, boolean> }).__frame),
    ).toEqual({ seen: true, gone: false, headingSeen: true, headingGone: false });
    expect(errors).toEqual([]);
  });

  test("a parent's family page paints the header and the e-mail check from the stored session before any code; the page keeps their boxes", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const email = `frame-parent-${Date.now()}@example.com`;
    await createParent(email);
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    // The file names nobody: the service worker may serve it to anyone.
    expect(await (await page.request.get('/app/family')).text()).not.toContain(email);
    await signIn(page, { email, password: 'secret123' });
    const errors = collectErrors(page);
    await page.addInitScript(observeLayoutShift);
    await page.addInitScript(observeEmailCheck);
    await delayShellScripts(page, 1500);
    await page.goto('/app/family', { waitUntil: 'commit' });
    // Auto-confirmed at sign-up, the address is not proven: the check (the page's largest element) shows at once.
    const check = page.locator('.tracker-verify-email p');
    await expect(check).toContainText(email);
    await expect(page.getByText("Follow your players' training, Other:")).toBeVisible();
    expect(await isHydrated(page, '#root h1')).toBe(false);
    const checkBefore = await check.boundingBox();
    // Only the page draws what the Child Accounts lead leads to (the HTML draws the heading and lead).
    await expect(page.getByText('Verify your e-mail address above first')).toBeVisible({ timeout: 20_000 });
    expect(await isHydrated(page, '#root h1')).toBe(true);
    expect(await check.boundingBox()).toEqual(checkBefore);
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    // From the HTML's check to the page's, the check never left the screen (no spinner in between).
    expect(await emailCheckSeen(page)).toEqual({ seen: true, gone: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a parent who proved the address through the app's mailed link: the family page's HTML paints no e-mail check", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const email = `proven-parent-${Date.now()}@example.com`;
    const client = await createParent(email);
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, { email, password: 'secret123' });
    const sent = await client.rpc('account_send_verification');
    expect(sent.error).toBeNull();
    // Opened in the app, the link proves the address; the page's new answer differs from the session stored on this
    // device, which the app then refreshes.
    await page.goto(await mailedLink(email, 'verify_email', 'verify'));
    await expect(page.getByText(`Thank you: ${email} is verified.`)).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some((key) => localStorage.getItem(key)?.includes('"email_proven":true')),
        ),
      )
      .toBe(true);

    const errors = collectErrors(page);
    await page.addInitScript(observeLayoutShift);
    await page.addInitScript(observeEmailCheck);
    await delayShellScripts(page, 1500);
    await page.goto('/app/family', { waitUntil: 'commit' });
    await expect(page.getByText("Follow your players' training, Other:")).toBeVisible();
    // The page's largest text comes from the HTML too, before any code: the Child Accounts heading and lead.
    await expect(page.getByRole('heading', { name: 'Child Accounts' })).toBeVisible();
    await expect(page.getByText('For a child under 13 without an e-mail address')).toBeVisible();
    expect(await isHydrated(page, '#root h1')).toBe(false);
    await expect(page.getByRole('button', { name: 'Create Child Account' })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    expect(await emailCheckSeen(page)).toEqual({ seen: false, gone: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
