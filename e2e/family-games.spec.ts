import { expect, test, type Page } from '@playwright/test';
import { drillScenariosFor } from '@dreampitch/domain';
import { createPlayer, uniqueEmail } from './support/backend';
import { subscribe } from './support/billing';
import { recordDrill } from './support/games';
import { createParent, verifyEmailByMail } from './support/family';
import { signIn } from './support/ui';

const PASSWORD = 'secret123';
const DRILL = '/app/games/decision-drill';
// Leo is 12: the drill speaks the 8-12 wording.
const FIRST_SCENARIO = drillScenariosFor('8-12')[0]!.situation;
const main = (page: Page) => page.getByRole('main');

test('a supervising parent sets a daily game limit; once the child has used it the Decision Drill will not start', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const parentEmail = uniqueEmail('games-limit-parent');
  // Consent comes from the parent below, who confirms the link after proving the e-mail.
  const child = await createPlayer({ age: 12, firstName: 'Leo', lastName: 'Keeper', consent: false });
  const asked = await child.client.rpc('family_request_parent', { p_parent_email: parentEmail });
  expect(asked.error).toBeNull();
  const parentClient = await createParent(parentEmail, PASSWORD);
  await verifyEmailByMail(parentClient, parentEmail);
  await subscribe(parentClient, 'parent');

  // The parent confirms, supervises and sets the shortest daily limit on the dashboard.
  const parentPage = await (await browser.newContext()).newPage();
  await signIn(parentPage, { email: parentEmail, password: PASSWORD });
  await parentPage.goto('/app/family');
  await main(parentPage).getByRole('button', { name: 'Confirm link with Leo Keeper' }).click();
  await expect(parentPage.getByText('You are now linked to Leo Keeper.')).toBeVisible();
  const card = main(parentPage).getByRole('article', { name: 'Leo Keeper' });
  await card.getByRole('radio', { name: /Supervise/ }).click();
  await expect(card.getByRole('radio', { name: /Supervise/ })).toBeChecked();
  await card.getByLabel('Daily game time limit').selectOption('15');
  await expect(parentPage.getByText('Game time limit: 15 minutes a day.')).toBeVisible();

  // Within the limit the child plays and is told how much time is left.
  const childPage = await (await browser.newContext()).newPage();
  await signIn(childPage, child);
  await childPage.goto(DRILL);
  await expect(main(childPage).getByRole('status').filter({ hasText: 'Game time left today' })).toHaveText(
    'Game time left today: 15 of 15 minutes (set by your parent).',
  );
  await expect(main(childPage).getByRole('heading', { name: FIRST_SCENARIO })).toBeVisible();

  // A full 15-minute drill of the child's uses up today's time.
  await recordDrill(child, { score: 20, seconds: 15 * 60 });

  await childPage.reload();
  await expect(main(childPage).getByRole('alert')).toHaveText(
    "You have used today's 15 minutes of game time your parent set. Games open again tomorrow.",
  );
  await expect(main(childPage).getByRole('heading', { name: FIRST_SCENARIO })).toHaveCount(0);
  await expect(main(childPage).getByRole('timer')).toHaveCount(0);
  await expect(main(childPage).getByRole('link', { name: 'Back to Game Hub' })).toBeVisible();

  // Removing the limit opens the games again.
  await card.getByLabel('Daily game time limit').selectOption('');
  await expect(parentPage.getByText('Game time limit removed.')).toBeVisible();
  await childPage.reload();
  await expect(main(childPage).getByRole('heading', { name: FIRST_SCENARIO })).toBeVisible();
  await expect(main(childPage).getByText(/Game time left today/)).toHaveCount(0);
});
