import { expect, type Locator, type Page } from '@playwright/test';

/** The browser's calendar day as `YYYY-MM-DD`, the way the date inputs and the tracker read it. */
export function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
}

/** An expiry date three years ahead, as the card form's `MM/YY` field takes it. */
export const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** The simulated provider waits 2 s before answering; the server round trip comes on top. */
export const PAYMENT_TIMEOUT = { timeout: 15_000 };

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A stat tile's value, found by its label (StatTile renders a `dt`/`dd` pair). */
export const statTile = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('+ dd');

/** Fills the wizard's session form (step 2) for one goal, today or another day. */
export async function fillSessionForm(page: Page, values: { goal: string; date: string; time: string }) {
  await page.getByRole('combobox', { name: /^Goal/ }).selectOption({ label: values.goal });
  await page.getByLabel(/^Date/).fill(values.date);
  await page.getByLabel(/^Start time/).fill(values.time);
  await page.getByRole('button', { name: 'Add Session' }).click();
  await expect(page.getByRole('list', { name: 'Planned sessions' }).getByRole('listitem')).toHaveCount(1);
}

/**
 * Waits until React has taken over a prerendered element. The landing page's HTML is shown before its code runs;
 * until then the waitlist form has no handler, and submitting it makes the browser send a plain GET form
 * submission (the address ends up in the URL and nothing is stored). React marks the nodes it hydrated.
 */
export async function waitUntilHydrated(target: Locator, timeout?: number) {
  await expect
    .poll(
      () => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
      { timeout },
    )
    .toBe(true);
}
