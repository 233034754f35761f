import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The WCAG 2.2 A/AA rule tags the site is held to (issue 11); no rule is disabled and nothing is excluded. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One line per failing node, so a report names the rule, the element and what axe says to fix. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary}`,
    ),
  );
}

/** Waits until the page has settled: its heading is shown and no spinner is left. */
export async function waitForPage(page: Page, where = page.url()) {
  await expect(page.getByRole('heading', { level: 1 }).first(), `the heading of ${where}`).toBeVisible();
  await expect(page.locator('.dp-spinner'), `spinners on ${where}`).toHaveCount(0);
}

/**
 * Waits for the page's heading, then scrolls to its end until nothing is loading: some sections load only when
 * the reader comes near them (the account's Plan and billing), and they are part of the page too.
 */
export async function waitForWholePage(page: Page, where: string) {
  await expect(page.getByRole('heading', { level: 1 }).first(), `the heading of ${where}`).toBeVisible();
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.locator('.dp-spinner').count(), `spinners on ${where}`).toBe(0);
  }).toPass({ timeout: 15_000 });
}

/** Runs axe with the WCAG 2.2 A/AA tags on the page as it is now and expects no violation. */
export async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect.soft(describeViolations(violations), where).toEqual([]);
}

/**
 * Expects the page as it is now not to scroll sideways (`scrollWidth > clientWidth`): at a phone's width every page
 * reflows to fit (spec: mobile-first). Soft, like axe's check, so one run names every page that overflows.
 */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, `${where}: px wider than the screen`).toBe(0);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would, then checks the focus is visible
 * (an outline or a ring drawn by box-shadow). Throws when the element is never reached.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not reached with ${limit} presses of Tab`);
}

/** The focused element shows where focus is: an outline, or a focus ring drawn with box-shadow. */
export async function expectVisibleFocus(target: Locator) {
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { outline: computed.outlineStyle, width: computed.outlineWidth, shadow: computed.boxShadow };
  });
  const outlined = style.outline !== 'none' && style.width !== '0px';
  expect(outlined || style.shadow !== 'none', `focus ring on ${target}`).toBe(true);
}

/** Signs in with the keyboard only: type into the fields, Enter submits the form. */
export async function signInByKeyboard(page: Page, account: { email: string; password: string }) {
  await page.goto('/app/auth');
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(account.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Welcome back!')).toBeVisible();
}
