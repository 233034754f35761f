import { expect, test, type Page } from '@playwright/test';
import { PURCHASE_MESSAGES } from '@dreampitch/domain';
import { apiClient, uniqueEmail } from './support/backend';
import { storedPlan } from './support/billing';
import { consentAsParent, outboxFor } from './support/family';
import { FUTURE_EXPIRY, PAYMENT_TIMEOUT } from './support/journey';
import { signIn } from './support/ui';

const planCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/**
 * Issue 38: a 10-year-old never reaches a card form. She asks her parent for Pro; the parent, mailed and shown the
 * request on the family page, pays the Parent plan from the parent's own account.
 */
test('a 10-year-old asks her parent for Pro, and the parent pays from the parent account', async ({
  browser,
}) => {
  const parentEmail = uniqueEmail('mum');
  const child = { email: uniqueEmail('mia'), password: 'secret123' };
  const signUp = await (
    await apiClient()
  ).auth.signUp({
    email: child.email,
    password: child.password,
    options: {
      data: { first_name: 'Mia', last_name: 'Kick', accountType: 'player', age: 10, parentEmail },
    },
  });
  expect(signUp.error).toBeNull();
  const parentClient = await consentAsParent(parentEmail);

  const childPage = await (await browser.newContext()).newPage();
  await signIn(childPage, child);
  await childPage.goto('/app/plans');
  await expect(planCard(childPage, 'Free').getByRole('button')).toHaveText('Current Plan');
  await childPage.getByRole('button', { name: 'Ask a parent, Pro plan' }).click();
  await expect(childPage).toHaveURL(/\/app\/subscription$/);
  await expect(childPage.getByText(PURCHASE_MESSAGES.parentPays)).toBeVisible();
  await expect(childPage.getByLabel('Card number')).toHaveCount(0);
  await childPage.getByRole('button', { name: 'Ask a parent', exact: true }).click();
  await expect(childPage.getByText(PURCHASE_MESSAGES.askedToPay)).toBeVisible();
  // The dashboard a free user is sent to from /app/dashboard is the same page: still no card form.
  await childPage.goto('/app/dashboard');
  await expect(childPage).toHaveURL(/\/app\/subscription$/);
  await expect(childPage.getByText(PURCHASE_MESSAGES.parentPays)).toBeVisible();
  await expect(childPage.getByLabel('Card number')).toHaveCount(0);

  await expect
    .poll(async () => (await outboxFor(parentEmail)).some((mail) => mail.kind === 'purchase_request'))
    .toBe(true);

  const parentPage = await (await browser.newContext()).newPage();
  await signIn(parentPage, { email: parentEmail, password: 'secret123' });
  await parentPage.goto('/app/family');
  const requests = parentPage.getByRole('region', { name: 'Plan requests' });
  await expect(requests).toContainText('Mia would like Pro.');
  await requests.getByRole('link', { name: 'See the Parent plan' }).click();
  await expect(parentPage).toHaveURL(/\/app\/subscription$/);
  await parentPage.getByLabel('Card number').fill('4242 4242 4242 4242');
  await parentPage.getByLabel('Expiry date').fill(FUTURE_EXPIRY);
  await parentPage.getByLabel('CVC').fill('123');
  await parentPage.getByRole('button', { name: 'Pay $8/month' }).click();
  await expect.poll(() => storedPlan(parentClient), PAYMENT_TIMEOUT).toBe('parent');
});
