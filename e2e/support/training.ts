import {
  LABELS,
  PILLAR_LABELS,
  SESSION_DURATION_MIN,
  type AgeGroup,
  type Drill,
  type TemplateGoal,
} from '@dreampitch/domain';
import { DRILLS } from '@dreampitch/drills';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { uniqueEmail } from './backend';
import { subscribe } from './billing';
import { consentAsParent, signUpInUi } from './family';
import { browserToday, mainNav } from './journey';

/** An account about to sign up on the auth page. */
export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The drills of a session's plan editor, in order, by title. */
export async function plannedDrillTitles(editor: Locator): Promise<string[]> {
  const names = await editor
    .getByRole('list', { name: 'Drills in order' })
    .locator('.plan-editor__name')
    .allInnerTexts();
  return names.map((name) => name.replace(/\s*·\s*\d+ min$/, '').trim());
}

/** Picks a playing style and one recommended goal in the goal wizard, and stops on step 2 (sessions). */
export async function chooseGoalInWizard(
  page: Page,
  { style, age, goal }: { style: string; age: number; goal: TemplateGoal },
) {
  await page.goto('/app/player-selection');
  await page.getByRole('button', { name: new RegExp(style) }).click();
  await page.getByLabel(/Your age/).fill(String(age));
  await page.getByRole('button', { name: LABELS.createMyGoals }).click();
  await page.getByRole('button', { name: goal.title, exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Step 2 of 3/ })).toBeVisible();
}

/** From the wizard's step 2: on to the summary, then saves the goals to the account and lands on the tracker. */
export async function saveWizardGoals(page: Page) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: LABELS.saveGoals }).click();
  await expect(page).toHaveURL(/\/app\/goal-tracker$/);
}

/**
 * Fills a session form (wizard step 2 or the tracker's dialog) for today with the quickest duration, 15 minutes, and
 * waits for the drills the form offers to fill it. Returns the drills planned, in order.
 */
export async function planQuickestSession(scope: Page | Locator, today: string): Promise<string[]> {
  await scope.getByLabel(/^Date/).fill(today);
  await scope.getByLabel(/^Start time/).fill('07:30');
  await scope.getByLabel(/^Duration/).fill(String(SESSION_DURATION_MIN));
  const editor = scope.getByRole('group', { name: 'Drills for this session' });
  await expect(
    editor.getByText(`${SESSION_DURATION_MIN} of ${SESSION_DURATION_MIN} minutes planned.`),
  ).toBeVisible();
  const planned = await plannedDrillTitles(editor);
  expect(planned.length).toBeGreaterThanOrEqual(2);
  return planned;
}

/**
 * From the goal's card in the tracker, opens the drills for its pillar: the library opens on the goal's pillar and the
 * player's age group, every drill listed is for that age, and the first one opens with its diagram. Returns it.
 */
export async function findDrillForGoal(page: Page, goal: TemplateGoal, ageGroup: AgeGroup): Promise<Drill> {
  const card = page.getByRole('article', { name: goal.title });
  await card.getByRole('link', { name: `${PILLAR_LABELS[goal.pillar]} drills` }).click();
  await expect(page).toHaveURL(`/app/training?pillar=${goal.pillar}`);
  await expect(page.getByLabel('Pillar')).toHaveValue(goal.pillar);
  await expect(page.getByLabel('Age group')).toHaveValue(ageGroup);
  const forGoal = DRILLS.filter((drill) => drill.pillar === goal.pillar && drill.ageGroup === ageGroup);
  const list = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(list.getByRole('listitem')).toHaveCount(forGoal.length);
  await expect(list.getByText(`Ages ${ageGroup}`, { exact: true })).toHaveCount(forGoal.length);
  const drill = forGoal[0]!;
  await list.getByRole('link', { name: drill.title }).click();
  await expect(page).toHaveURL(`/app/training/drills/${drill.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: drill.title })).toBeVisible();
  await expect(page.getByRole('img', { name: `Diagram: ${drill.title}` })).toBeVisible();
  return drill;
}

/** Back to the tracker by the main navigation, as a player would go. */
export async function openGoalTracker(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Goal Tracker' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Goal Tracker', exact: true })).toBeVisible();
}

/**
 * Starts the session in the player and skips through its blocks, as a player may (real minutes would make a journey
 * last a quarter of an hour; no block is shorter than 10 s, so none runs out between two skips). Halfway the network
 * is cut. With `backOnlineAt: 'last block'` it comes back before the end; with `'after the finish'` the session ends
 * offline. Resolves once the check-in shows, with the minutes the player is told were trained.
 */
export async function playWithNetworkCut(
  page: Page,
  context: BrowserContext,
  { backOnlineAt }: { backOnlineAt: 'last block' | 'after the finish' },
): Promise<number> {
  await expect(page.getByRole('heading', { level: 1, name: 'Training Session' })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Session' });
  const [, blocks] = /^Block 1 of (\d+)$/.exec((await progress.getAttribute('aria-valuetext')) ?? '') ?? [];
  const total = Number(blocks);
  expect(total).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Start' }).click();
  // Paused while axe reads the running player, so that no block runs out meanwhile.
  await page.getByRole('button', { name: 'Pause' }).click();
  await expectNoAxeViolations(page, 'the session player');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  for (let block = 1; block <= total; block += 1) {
    await expect(progress).toHaveAttribute('aria-valuetext', `Block ${block} of ${total}`);
    if (block === Math.ceil(total / 2) + 1) {
      await context.setOffline(true);
      // Offline, the session goes on: the block's timer runs on.
      await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
      const shown = await page.getByRole('timer').textContent();
      await expect(page.getByRole('timer')).not.toHaveText(shown ?? '');
    }
    if (block === total && backOnlineAt === 'last block') await context.setOffline(false);
    await page.getByRole('button', { name: 'Skip' }).click();
  }
  const done = page.getByRole('heading', { level: 2, name: /^Well done: \d+ minutes? trained$/ });
  await expect(done).toBeVisible();
  const [, minutes] = /(\d+) minutes? trained/.exec((await done.textContent()) ?? '') ?? [];
  return Number(minutes);
}

/** The three check-ins, by the name of their choice group: emoji 8-12, rating 13-17, load 18+. */
export const CHECK_IN_GROUPS: Record<AgeGroup, string> = {
  '8-12': 'How did training feel today?',
  '13-17': "Rate today's session (1 to 10)",
  '18+': 'Training load',
};

/** The session's check-in is the player's age group's, and only that one. */
export async function expectOnlyCheckInOf(page: Page, ageGroup: AgeGroup): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Check-in' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page, `the ${ageGroup} check-in`);
  for (const [group, name] of Object.entries(CHECK_IN_GROUPS))
    await expect(form.getByRole('radiogroup', { name, exact: true })).toHaveCount(group === ageGroup ? 1 : 0);
  return form.getByRole('radiogroup', { name: CHECK_IN_GROUPS[ageGroup], exact: true });
}

/**
 * A player under 18 signs up on the auth page naming a parent; the parent consents with the mailed link and takes the
 * Parent plan, which covers the player (the dashboard is a paid page). Resolves the parent's e-mail (password
 * `secret123`).
 */
export async function signUpOnParentPlan(page: Page, player: NewAccount, age: number): Promise<string> {
  const parentEmail = uniqueEmail('training-parent');
  await signUpInUi(page, player, { type: 'player', age, parentEmail });
  const parent = await consentAsParent(parentEmail);
  await subscribe(parent, 'parent');
  await page.reload();
  return parentEmail;
}

/** Adds the quickest session to the goal from its card in the tracker; the dialog offers the drills that fill it. */
export async function addQuickestSessionInTracker(page: Page, goal: TemplateGoal): Promise<string[]> {
  const card = page.getByRole('article', { name: goal.title });
  await card.getByRole('button', { name: 'Add Session' }).click();
  const dialog = page.getByRole('dialog');
  const planned = await planQuickestSession(dialog, await browserToday(page));
  await dialog.getByRole('button', { name: 'Add Session' }).click();
  await expect(dialog).toBeHidden();
  return planned;
}

/** Opens the player from the session on the goal's card, which shows its minutes and drills. */
export async function startSessionFromCard(page: Page, goal: TemplateGoal, drills: number) {
  const card = page.getByRole('article', { name: goal.title });
  await expect(card.getByText(`${SESSION_DURATION_MIN} min · ${drills} drills`)).toBeVisible();
  await card.getByRole('link', { name: /^Start the session on/ }).click();
}

/** Picks `choice` in the age group's check-in (the only one shown) and saves it with the finish. */
export async function checkInAndFinish(page: Page, ageGroup: AgeGroup, choice: string) {
  const group = await expectOnlyCheckInOf(page, ageGroup);
  await group.getByRole('radio', { name: choice, exact: true }).click();
  await page.getByRole('button', { name: 'Save Check-in and Finish' }).click();
}
