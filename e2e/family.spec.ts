import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/backend';
import { grantPlan, subscribe } from './support/billing';
import {
  createParent,
  mailedLink,
  outboxFor,
  signedInClient,
  signUpInUi,
  verifyEmailByMail,
} from './support/family';
import { expectNoAxeViolations } from './support/a11y';
import { signIn } from './support/ui';

const PASSWORD = 'secret123';
const main = (page: Page) => page.getByRole('main');

test('a player names a parent at sign-up; the parent confirms on the Parent plan, follows the child and approves goals', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const parentEmail = uniqueEmail('family-parent');
  const child = {
    email: uniqueEmail('family-kid'),
    password: PASSWORD,
    firstName: 'Mia',
    lastName: 'Striker',
  };

  // The player (11) signs up naming the parent e-mail: consent stays pending until the parent confirms.
  const childPage = await (await browser.newContext()).newPage();
  await signUpInUi(childPage, child, { type: 'player', age: 11, parentEmail });
  await expect(childPage).toHaveURL(/\/app\/goal-tracker$/);
  const family = main(childPage).getByRole('region', { name: 'Family' });
  await expect(family.getByText('Parent consent pending')).toBeVisible();
  await expect(family.getByText(parentEmail)).toBeVisible();

  // Until the parent consents the server keeps none of the child's goals (the app keeps them on the device).
  // Pro so the free limit does not get in the way of the approval step.
  const childClient = await signedInClient(child.email, PASSWORD);
  const childId = (await childClient.auth.getUser()).data.user!.id;
  await grantPlan(childId, 'pro');
  const goalRow = { user_id: childId, title: 'Juggle 30 times', pillar: 'technical' };
  const refused = await childClient.from('goals').insert(goalRow);
  expect(refused.error?.message).toBe('consent_pending');

  // The dev outbox holds the link request and the consent notice for the parent.
  await expect
    .poll(async () => (await outboxFor(parentEmail)).map((mail) => mail.kind).sort())
    .toEqual(['consent_notice', 'link_request']);
  const [notice] = (await outboxFor(parentEmail)).filter((mail) => mail.kind === 'consent_notice');
  expect(notice?.text).toContain('What we collect and why');

  // The parent opens the consent link of that mail, signs up with that e-mail (the link brings them back),
  // subscribes to Parent with the test card, and confirms: the single-use link is the proof of the mailbox.
  const consentPath = await mailedLink(parentEmail, 'link_request', 'consent');
  const parentPage = await (await browser.newContext()).newPage();
  await signUpInUi(
    parentPage,
    { email: parentEmail, password: PASSWORD, firstName: 'Ana', lastName: 'Striker' },
    { type: 'parent' },
  );
  await expect(parentPage).toHaveURL(/\/app\/family$/);
  // Before the address is proven nothing addressed to it shows.
  await expect(main(parentPage).getByRole('heading', { name: 'Verify your e-mail address' })).toBeVisible();
  await expect(main(parentPage).getByRole('region', { name: 'Link Requests' })).toHaveCount(0);
  await subscribe(await signedInClient(parentEmail, PASSWORD), 'parent');
  await parentPage.goto(consentPath);
  await expect(
    parentPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Family' }),
  ).toBeVisible();
  await expect(main(parentPage).getByText(/named .* as their parent or guardian/)).toContainText(
    'Mia Striker',
  );
  await expect(main(parentPage).getByRole('heading', { name: /Parental consent/ })).toBeVisible();
  await main(parentPage).getByRole('button', { name: 'Confirm link with Mia Striker' }).click();
  await expect(parentPage.getByText('You are now linked to Mia Striker.')).toBeVisible();
  await expect(main(parentPage).getByRole('heading', { name: 'Verify your e-mail address' })).toHaveCount(0);

  // With consent given, the child's goal is stored (as the app's sync does) and the parent sees it.
  expect((await childClient.from('goals').insert(goalRow)).error).toBeNull();
  await parentPage.reload();
  const card = main(parentPage).getByRole('article', { name: 'Mia Striker' });
  await expect(card.getByText('Juggle 30 times', { exact: true })).toBeVisible();

  // The child logs a Quick Track entry afterwards; the parent sees it.
  await childPage.reload();
  await expect(family.getByText('Parent consent pending')).toHaveCount(0);
  await expect(family.getByText(/can see your goals/)).toContainText('Ana Striker');
  const saveCheckIn = childPage.getByRole('button', { name: 'Save Check-in' });
  // The panel settles once the profile has loaded; pick the emoji until the choice sticks.
  await expect(async () => {
    await childPage.getByRole('radio', { name: 'Amazing' }).click();
    await expect(saveCheckIn).toBeEnabled({ timeout: 1000 });
  }).toPass();
  await saveCheckIn.click();
  await expect(childPage.getByRole('list', { name: 'Your check-ins' }).getByText('Amazing')).toBeVisible();
  await parentPage.reload();
  await expect(card.getByText('Amazing')).toBeVisible();

  // Supervise: a goal the child adds waits for approval and becomes active once approved.
  // The level is the database's: the choice shows once the parent's change is saved.
  await card.getByRole('radio', { name: /Supervise/ }).click();
  await expect(card.getByRole('radio', { name: /Supervise/ })).toBeChecked();
  await expect(card.getByLabel('Daily game time limit')).toBeVisible();
  const added = await childClient
    .from('goals')
    .insert({ user_id: childId, title: 'Weak-foot passing', pillar: 'technical' })
    .select('status')
    .single();
  expect(added.data?.status).toBe('pending_approval');
  await childPage.reload();
  await expect(
    childPage.getByRole('article', { name: 'Weak-foot passing' }).getByText('Awaiting approval'),
  ).toBeVisible();

  await parentPage.reload();
  await card.getByRole('button', { name: 'Approve Weak-foot passing' }).click();
  await expect(parentPage.getByText('Approved "Weak-foot passing".')).toBeVisible();
  await childPage.reload();
  await expect(childPage.getByRole('article', { name: 'Weak-foot passing' })).toBeVisible();
  await expect(
    childPage.getByRole('article', { name: 'Weak-foot passing' }).getByText('Awaiting approval'),
  ).toHaveCount(0);

  await expectNoAxeViolations(parentPage, 'parental dashboard');
  await expectNoAxeViolations(childPage, 'goal tracker with the Family panel');

  // The weekly report lists the child and downloads as CSV.
  const report = main(parentPage).getByRole('table', { name: 'Weekly family report' });
  await expect(report.getByRole('rowheader', { name: 'Mia Striker' })).toBeVisible();
  const download = parentPage.waitForEvent('download');
  await main(parentPage).getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^dreampitch-family-report-\d{4}-\d{2}-\d{2}\.csv$/);

  // An unrelated parent on the Parent plan sees nothing of the child, in the app or through the API.
  const strangerEmail = uniqueEmail('family-stranger');
  const stranger = await createParent(strangerEmail);
  await subscribe(stranger, 'parent');
  expect((await stranger.from('goals').select('id').eq('user_id', childId)).data).toEqual([]);
  expect((await stranger.from('quick_track_entries').select('id').eq('user_id', childId)).data).toEqual([]);
  const strangerPage = await (await browser.newContext()).newPage();
  await signIn(strangerPage, { email: strangerEmail, password: PASSWORD });
  await strangerPage.goto('/app/family');
  await expect(main(strangerPage).getByRole('heading', { name: 'No linked players yet' })).toBeVisible();
  await expect(main(strangerPage).getByText(/Mia/)).toHaveCount(0);
});

test('a parent without the Parent plan can confirm but is offered the upgrade for the dashboard', async ({
  page,
}) => {
  const parentEmail = uniqueEmail('family-free');
  const kid = await (await import('./support/backend')).createPlayer({ age: 15 });
  const kidClient = kid.client;
  const { error } = await kidClient.rpc('family_request_parent', { p_parent_email: parentEmail });
  expect(error).toBeNull();
  await verifyEmailByMail(await createParent(parentEmail), parentEmail);
  await signIn(page, { email: parentEmail, password: PASSWORD });
  await page.goto('/app/family');
  await expect(main(page).getByRole('link', { name: 'Upgrade to Parent' })).toBeVisible();
  await main(page)
    .getByRole('button', { name: `Confirm link with ${kid.firstName} ${kid.lastName}` })
    .click();
  await expect(page.getByText(`You are now linked to ${kid.firstName} ${kid.lastName}.`)).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Your Players', exact: true })).toHaveCount(0);
});
