import { expect, test, type Page } from '@playwright/test';
import { examplePath } from '@dreampitch/app-frame/routes';
import { LABELS, trainToPlayLikeLabel } from '@dreampitch/domain';
import { BUILT_ROUTES as ROUTES } from '@dreampitch/app-frame/routes/built';
import { addGoalWithSession, createPlayer, uniqueEmail } from './support/backend';
import { callFunction, grantPlan, subscribe } from './support/billing';
import { consentAsParent, createParent, verifyEmailByMail } from './support/family';
import { expectNoSidewaysScroll, waitForWholePage } from './support/a11y';
import { signIn } from './support/ui';

// A phone at 375 px (spec: mobile-first): no page may scroll sideways, whoever is signed in. Every route of the
// route table, so a page added to it is checked without editing this file. A visitor, a free player with data and a
// Pro player are checked in a11y.spec.ts's phone pass, on the visit axe makes anyway; these are the other visitors.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });
test.use({ viewport: { width: 375, height: 812 } });

const PATHS = ROUTES.flatMap((route) => examplePath(route) ?? []);

/** A word longer than any phone is wide, and a note of many lines: what a child may type. */
const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(3);
const LONG_NOTE = `${LONG_WORD} `.repeat(12);
const MANAGED_PASSWORD = 'kick-it-9';
const MANAGED_USERNAME = `long${Date.now().toString(36)}`;

async function expectNoPageScrollsSideways(page: Page, who: string) {
  for (const path of PATHS) {
    await page.goto(path);
    const where = `${who} on ${path} (now ${new URL(page.url()).pathname})`;
    await waitForWholePage(page, where);
    await expectNoSidewaysScroll(page, where);
  }
}

/** A player whose goal, session and check-in carry long words and long notes. */
async function playerWithLongText(age: number) {
  const player = await createPlayer({ age, firstName: LONG_WORD.slice(0, 40) });
  await addGoalWithSession(player.client, {
    title: LONG_WORD.slice(0, 90),
    description: LONG_NOTE.slice(0, 480),
    ageGroup: age < 13 ? '8-12' : age < 18 ? '13-17' : '18+',
    notes: LONG_NOTE,
  });
  return player;
}

/** `YYYY-MM-DD` some days from today, as the date input reads it. */
function futureDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toLocaleDateString('en-CA');
}

test('a visitor whose own goal and session notes hold long words, through the wizard to its summary', async ({
  page,
}) => {
  const title = LONG_WORD.slice(0, 90);
  await page.goto('/app');
  await page.getByRole('radio', { name: /Lionel Messi/ }).click();
  await page.getByRole('button', { name: trainToPlayLikeLabel('Lionel Messi') }).click();
  await page.getByLabel(/Your age/).fill('10');
  await page.getByRole('button', { name: LABELS.createMyGoals }).click();
  await page.getByLabel(/^Goal title/).fill(title);
  await page.getByLabel(/^What will you do/).fill(LONG_NOTE.slice(0, 480));
  await page.getByRole('button', { name: 'Add Custom Goal' }).click();
  await expect(page.getByRole('button', { name: title, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSidewaysScroll(page, 'step 1');

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('combobox', { name: /^Goal/ }).selectOption({ label: title });
  await page.getByLabel(/^Date/).fill(futureDate(3));
  await page.getByLabel(/^Start time/).fill('17:00');
  await page.getByLabel(/^Notes/).fill(LONG_NOTE);
  await page.getByRole('button', { name: 'Add Session' }).click();
  await expect(page.getByRole('list', { name: 'Planned sessions' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'step 2');

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Step 3 of 3/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your goals' })).toContainText(title);
  await expectNoSidewaysScroll(page, 'the summary');
});

test('a 10-year-old player with long notes', async ({ page }) => {
  const player = await playerWithLongText(10);
  await signIn(page, player);
  await expectNoPageScrollsSideways(page, 'a 10-year-old');
});

test('a 10-year-old waiting for her parent’s consent', async ({ page }) => {
  const player = await createPlayer({ age: 10, consent: false, firstName: LONG_WORD.slice(0, 40) });
  await signIn(page, player);
  await expectNoPageScrollsSideways(page, 'a child awaiting consent');
});

test('a 30-year-old player with long notes', async ({ page }) => {
  const player = await playerWithLongText(30);
  await signIn(page, player);
  await expectNoPageScrollsSideways(page, 'an adult player');
});

test('a 15-year-old Pro player with long notes', async ({ page }) => {
  const player = await playerWithLongText(15);
  await grantPlan(player.userId, 'pro');
  await signIn(page, player);
  await expectNoPageScrollsSideways(page, 'a Pro player');
});

test('a parent on the Parent plan with a linked child', async ({ page }) => {
  const parentEmail = uniqueEmail('narrow-parent');
  await createPlayer({ age: 11, consent: false, parentEmail, firstName: LONG_WORD.slice(0, 40) });
  // The consent link proves the parent's address: no verification mail is needed.
  const parent = await consentAsParent(parentEmail);
  await subscribe(parent, 'parent');
  const created = await callFunction(parent, 'family-child-create', {
    firstName: LONG_WORD.slice(0, 60),
    age: 9,
    username: MANAGED_USERNAME,
    password: MANAGED_PASSWORD,
  });
  expect(created.status).toBe(200);
  await signIn(page, { email: parentEmail, password: 'secret123' });
  await expectNoPageScrollsSideways(page, 'a parent');
});

test('a managed child account', async ({ page }) => {
  const parentEmail = uniqueEmail('narrow-managing');
  const parent = await createParent(parentEmail);
  await verifyEmailByMail(parent, parentEmail);
  const username = `narrow${Date.now().toString(36)}`;
  const created = await callFunction(parent, 'family-child-create', {
    firstName: 'Maya',
    age: 9,
    username,
    password: MANAGED_PASSWORD,
  });
  expect(created.status).toBe(200);
  await signIn(page, { email: username, password: MANAGED_PASSWORD });
  await expectNoPageScrollsSideways(page, 'a managed child');
});
