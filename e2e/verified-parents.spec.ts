import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/backend';
import { createParent, mailedLink, signedInClient, signUpInUi } from './support/family';
import { mainNav } from './support/journey';
import { signIn } from './support/ui';

const PASSWORD = 'secret123';
const main = (page: Page) => page.getByRole('main');

test('a stranger who signs up first with a child’s parent e-mail sees and confirms nothing', async ({
  browser,
}) => {
  const parentEmail = uniqueEmail('taken-parent');
  const child = { email: uniqueEmail('kid'), password: PASSWORD, firstName: 'Lia', lastName: 'Young' };
  const childPage = await (await browser.newContext()).newPage();
  await signUpInUi(childPage, child, { type: 'player', age: 10, parentEmail });
  const childClient = await signedInClient(child.email, PASSWORD);
  const childId = (await childClient.auth.getUser()).data.user!.id;

  const strangerPage = await (await browser.newContext()).newPage();
  await signUpInUi(
    strangerPage,
    { email: parentEmail, password: PASSWORD, firstName: 'Not', lastName: 'Theparent' },
    { type: 'parent' },
  );
  await expect(strangerPage).toHaveURL(/\/app\/family$/);
  await expect(main(strangerPage).getByRole('heading', { name: 'Verify your e-mail address' })).toBeVisible();
  await expect(main(strangerPage).getByText(/Lia/)).toHaveCount(0);

  // Through the API as well: no request, no confirmation, no rows.
  const stranger = await signedInClient(parentEmail, PASSWORD);
  expect((await stranger.rpc('family_links')).data).toEqual([]);
  const [link] = (await childClient.rpc('family_links')).data as { id: string }[];
  expect((await stranger.rpc('family_confirm_link', { p_link_id: link!.id })).error?.message).toBe(
    'link_not_found',
  );
  expect((await stranger.from('profiles').select('id').eq('id', childId)).data).toEqual([]);
  await childPage.reload();
  await expect(main(childPage).getByText('Parent consent pending')).toBeVisible();
});

test('a child who makes the "parent" account itself cannot consent, even holding the link as a player', async ({
  page,
}) => {
  const parentEmail = uniqueEmail('kid-made-parent');
  const child = { email: uniqueEmail('kid'), password: PASSWORD, firstName: 'Max', lastName: 'Sneaky' };
  await signUpInUi(page, child, { type: 'player', age: 9, parentEmail });

  // Opened as the player: refused.
  const consentPath = await mailedLink(parentEmail, 'link_request', 'consent');
  await page.goto(consentPath);
  await expect(main(page).getByText('This link is for a parent account')).toBeVisible();

  // A parent account the child made with that address (no access to the mailbox) sees nothing to confirm.
  await createParent(parentEmail, PASSWORD);
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  // Sign-out completes after the click; opening the sign-in page before it would find the player still signed in.
  await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await signIn(page, { email: parentEmail, password: PASSWORD });
  await page.goto('/app/family');
  await expect(main(page).getByRole('heading', { name: 'Verify your e-mail address' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: /Confirm link with/ })).toHaveCount(0);

  const kid = await signedInClient(child.email, PASSWORD);
  const [link] = (await kid.rpc('family_links')).data as { status: string; consentGivenAt: string | null }[];
  expect(link).toMatchObject({ status: 'pending', consentGivenAt: null });
});
