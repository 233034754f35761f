import { expect, test, type Page } from '@playwright/test';
import { MANAGED_CHILD_MESSAGES, signInEmail } from '@dreampitch/domain';
import { apiClient, serviceClient, uniqueEmail } from './support/backend';
import { createParent, verifyEmailByMail } from './support/family';
import { signIn } from './support/ui';

const PASSWORD = 'secret123';
const main = (page: Page) => page.getByRole('main');

async function canSignIn(username: string, password: string): Promise<boolean> {
  const client = await apiClient();
  const { error } = await client.auth.signInWithPassword({ email: signInEmail(username), password });
  return error === null;
}

test('a parent creates a child account; the child signs in with the username; the parent resets and deletes it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const parentEmail = uniqueEmail('managed-parent');
  await verifyEmailByMail(await createParent(parentEmail, PASSWORD), parentEmail);
  const username = `kid${Date.now().toString(36)}`;

  const parentPage = await (await browser.newContext()).newPage();
  await signIn(parentPage, { email: parentEmail, password: PASSWORD });
  await parentPage.goto('/app/family');
  const section = main(parentPage).getByRole('region', { name: 'Child Accounts' });
  await section.getByLabel("Child's first name").fill('Maya');
  await section.getByLabel("Child's age").fill('9');
  await section.getByLabel('Username').fill(username);
  await section.getByLabel('Password for your child').fill('kick-it-9');
  await section.getByRole('button', { name: 'Create Child Account' }).click();
  await expect(parentPage.getByText(MANAGED_CHILD_MESSAGES.created(username))).toBeVisible();
  await expect(section.getByRole('list', { name: 'Your child accounts' })).toContainText(username);

  // The child types the username where the e-mail goes and lands on the goal tracker.
  const childPage = await (await browser.newContext()).newPage();
  await signIn(childPage, { email: username, password: 'kick-it-9' });
  await expect(childPage).toHaveURL(/\/app\/goal-tracker$/);
  await expect(main(childPage).getByRole('region', { name: 'Family' })).not.toContainText(
    'Parent consent pending',
  );
  const { data: profile } = await (
    await serviceClient()
  )
    .from('profiles')
    .select('id')
    .eq('email', signInEmail(username))
    .single();
  const childId = (profile as { id: string }).id;

  // The parent sets a new password: the old one stops working.
  await section.getByRole('button', { name: "Reset Maya's password" }).click();
  await section.getByLabel('New password for Maya').fill('new-pass-9');
  await section.getByRole('button', { name: 'Save New Password' }).click();
  await expect(parentPage.getByText(MANAGED_CHILD_MESSAGES.passwordReset('Maya'))).toBeVisible();
  expect(await canSignIn(username, 'kick-it-9')).toBe(false);
  expect(await canSignIn(username, 'new-pass-9')).toBe(true);

  // Deleting asks first, then the account is gone.
  await section.getByRole('button', { name: "Delete Maya's account" }).click();
  const dialog = parentPage.getByRole('alertdialog');
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(parentPage.getByText(MANAGED_CHILD_MESSAGES.deleted('Maya'))).toBeVisible();
  await expect(section.getByRole('list', { name: 'Your child accounts' })).toHaveCount(0);
  expect(await canSignIn(username, 'new-pass-9')).toBe(false);
  // Checked with the service key: no row about the child is left.
  const service = await serviceClient();
  for (const [table, column] of [
    ['profiles', 'id'],
    ['goals', 'user_id'],
    ['subscriptions', 'user_id'],
  ] as const) {
    const { data: rows, error } = await service.from(table).select(column).eq(column, childId);
    expect({ table, error, rows }).toEqual({ table, error: null, rows: [] });
  }
});
