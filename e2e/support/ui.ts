import { expect, type Page } from '@playwright/test';
import type { TestAccount } from './backend';

/** Signs in through the real auth page. */
export async function signIn(
  page: Page,
  account: Pick<TestAccount, 'email' | 'password'>,
  from = '/app/auth',
) {
  await page.goto(from);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}
