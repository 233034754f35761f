import { LABELS, MESSAGES } from '@dreampitch/domain';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/backend';
import { waitlistRowCount } from './support/marketing';

async function joinWaitlist(page: Page, email: string) {
  const input = page.getByRole('textbox', { name: 'Email address' });
  await input.fill(email);
  await page.getByRole('button', { name: LABELS.joinWaitlist }).click();
}

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: LABELS.tagline })).toBeVisible();
  });

  test('every invalid address gets the validation message and nothing is stored', async ({ page }) => {
    const invalidMessage = page.getByText(MESSAGES.invalidEmail);
    for (const typed of ['', '   ', 'a@b', 'a b@c.d']) {
      await joinWaitlist(page, typed);
      await expect(invalidMessage, `for ${JSON.stringify(typed)}`).toBeVisible();
      await expect(page.getByText(MESSAGES.waitlistJoined)).toHaveCount(0);
    }
    expect(await waitlistRowCount('a b@c.d')).toBe(0);
    expect(await waitlistRowCount('a@b')).toBe(0);
  });

  test('a valid address joins once; joining again is a friendly success with still one row', async ({
    page,
  }) => {
    const email = uniqueEmail('fan');
    await joinWaitlist(page, `  ${email}  `);
    await expect(page.getByText(MESSAGES.waitlistJoined)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    expect(await waitlistRowCount(email)).toBe(1);

    await page.reload();
    await joinWaitlist(page, email.toUpperCase());
    await expect(page.getByText(MESSAGES.waitlistJoined)).toBeVisible();
    await expect(page.getByText(MESSAGES.waitlistError)).toHaveCount(0);
    expect(await waitlistRowCount(email)).toBe(1);
  });

  test('the form is locked while the address is sent', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/waitlist_emails*', async (route) => {
      await held;
      await route.continue();
    });
    await joinWaitlist(page, uniqueEmail('busy'));
    await expect(page.getByRole('button', { name: LABELS.joiningWaitlist })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
    release();
    await expect(page.getByText(MESSAGES.waitlistJoined)).toBeVisible();
  });

  test('a backend failure shows the error message, not an error page', async ({ page }) => {
    await page.route('**/rest/v1/waitlist_emails*', (route) => route.abort('connectionrefused'));
    await joinWaitlist(page, uniqueEmail('offline'));
    await expect(page.getByText(MESSAGES.waitlistError)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: LABELS.tagline })).toBeVisible();
  });

  test("'Enter Beta' reaches the app home", async ({ page }) => {
    await page.getByRole('link', { name: LABELS.enterBeta }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('link', { name: LABELS.startTracking })).toBeVisible();
  });

  test('the footer links to the legal pages', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/app/privacy',
    );
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/app\/terms$/);
  });
});

test('the landing page renders without waiting for the backend and does not shift as it loads', async ({
  page,
}) => {
  await page.route('http://127.0.0.1:54321/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: LABELS.tagline })).toBeVisible();
  await expect(page.getByRole('button', { name: LABELS.joinWaitlist })).toBeEnabled();
  const layoutShift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1000);
      }),
  );
  expect(layoutShift).toBeLessThan(0.1);
});

test('every marketing page fits a 320px wide screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const url of ['/', '/app', '/app/features']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, url).toBe(0);
  }
});

test.describe('app home', () => {
  test('a playing style chosen by keyboard leads into player selection with that style', async ({ page }) => {
    await page.goto('/app');
    const ronaldo = page.getByRole('radio', { name: /Cristiano Ronaldo/ });
    await ronaldo.focus();
    await page.keyboard.press('Space');
    await expect(ronaldo).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Selected:' })).toHaveText(
      'Selected: Cristiano Ronaldo, Finisher.',
    );
    await page.getByRole('button', { name: 'Train to play like Cristiano Ronaldo' }).click();
    await expect(page).toHaveURL(/\/app\/player-selection$/);
    await expect(page.getByRole('heading', { name: LABELS.yourTrainingStyle })).toBeVisible();
    await expect(page.getByText(/Cristiano Ronaldo/).first()).toBeVisible();
  });

  test('the hero buttons lead to the goal tracker and the features page', async ({ page }) => {
    await page.goto('/app');
    await page.getByRole('link', { name: LABELS.exploreFeatures }).click();
    await expect(page).toHaveURL(/\/app\/features$/);
    await page.goto('/app');
    await page.getByRole('link', { name: LABELS.startTracking }).click();
    await expect(page).toHaveURL(/\/app\/goal-tracker$/);
  });
});

test.describe('features page', () => {
  test('the final buttons go to sign-up and the goal tracker', async ({ page }) => {
    await page.goto('/app/features');
    await expect(page.getByText(LABELS.mostPopular)).toBeVisible();
    const cta = page.getByRole('region', { name: 'Ready to Start Your Journey?' });
    await cta.getByRole('link', { name: 'Create Free Account' }).click();
    await expect(page).toHaveURL(/\/app\/auth\?mode=signup$/);
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();

    await page.goto('/app/features');
    await page
      .getByRole('region', { name: 'Ready to Start Your Journey?' })
      .getByRole('link', { name: LABELS.tryGoalTrackerFree })
      .click();
    await expect(page).toHaveURL(/\/app\/goal-tracker$/);
  });
});
