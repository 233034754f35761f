import { expect, test } from '@playwright/test';
import { createPlayer, uniqueEmail } from './support/backend';

const main = (page: import('@playwright/test').Page) => page.getByRole('main');

test.describe('accounts', () => {
  test('a player signs up (each bad field explained first), stays signed in, signs out and back in', async ({
    page,
  }) => {
    const email = uniqueEmail('newplayer');
    await page.goto('/app/auth');
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await expect(page.getByRole('radio', { name: /Player/ })).toBeChecked();

    // Everything empty: every required field explains itself and focus goes to the first.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('Please enter an age between 6 and 120')).toBeVisible();
    await expect(page.getByText('Parent/guardian email is required')).toBeVisible();
    await expect(page.getByLabel('First Name')).toBeFocused();

    await page.getByLabel('First Name').fill('Mia');
    await page.getByLabel('Last Name').fill('Keeper');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret124');
    await page.getByLabel('Age').fill('5');
    await page.getByLabel('Parent/Guardian Email').fill('parent@example.com');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByText('Please enter an age between 6 and 120')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    // Nothing typed is lost.
    await expect(page.getByLabel('First Name')).toHaveValue('Mia');

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Confirm Password').fill('secret123');
    await page.getByLabel('Age').fill('12');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/goal-tracker$/);

    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    // At 12 she does not buy alone: the nav's way to the plans says so.
    await expect(nav.getByRole('link', { name: 'Ask a parent' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();

    // A guarded page remembers where the visitor wanted to go; a free user is then sent to upgrade.
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/app\/auth$/);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/subscription$/);
  });

  test('an adult signs up from the form with no parent e-mail and is not waiting for anyone', async ({
    page,
  }) => {
    await page.goto('/app/auth');
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel('First Name').fill('Alex');
    await page.getByLabel('Last Name').fill('Adult');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('adult'));
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret123');
    await page.getByLabel('Age').fill('16');
    await expect(
      page.getByText('Under 18: add your parent’s or guardian’s e-mail below.', { exact: false }),
    ).toBeVisible();
    await page.getByLabel('Age').fill('30');
    await expect(
      page.getByText('18 or older: you sign up on your own, no parent e-mail needed.'),
    ).toBeVisible();
    await expect(page.getByLabel('Parent/Guardian Email')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/goal-tracker$/);
    await page.goto('/app/account');
    await expect(main(page).getByLabel('Age')).toHaveValue('30');
  });

  test('a wrong password shows the backend message and keeps the e-mail', async ({ page }) => {
    const player = await createPlayer();
    await page.goto('/app/auth');
    await page.getByLabel('Email', { exact: true }).fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(main(page).getByText('Invalid login credentials')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(player.email);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  });

  test('a parent signs up without age or parent e-mail and lands on the family page', async ({ page }) => {
    await page.goto('/app/auth');
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByRole('radio', { name: /Parent/ }).check();
    await expect(page.getByLabel('Age')).toHaveCount(0);
    await expect(page.getByLabel('Parent/Guardian Email')).toHaveCount(0);
    await page.getByLabel('First Name').fill('Pat');
    await page.getByLabel('Last Name').fill('Guardian');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('parent'));
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/family$/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Family' }),
    ).toBeVisible();
  });

  test('signing up with an e-mail already in use shows the backend message', async ({ page }) => {
    const player = await createPlayer();
    await page.goto('/app/auth');
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await page.getByRole('radio', { name: /Parent/ }).check();
    await page.getByLabel('First Name').fill('Dup');
    await page.getByLabel('Last Name').fill('Licate');
    await page.getByLabel('Email', { exact: true }).fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(main(page).getByText('User already registered')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/auth$/);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/app/auth');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});
