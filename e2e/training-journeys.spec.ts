import {
  MESSAGES,
  recommendGoals,
  SESSION_DURATION_MIN,
  SESSION_PLAYER_MESSAGES,
  trainingLoadLabel,
  WEEKLY_REPORT_COLUMNS,
  type AgeGroup,
  type WeeklyReportRow,
} from '@dreampitch/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { uniqueEmail } from './support/backend';
import { subscribe } from './support/billing';
import { signedInClient, signUpInUi } from './support/family';
import { browserToday, mainNav, statTile } from './support/journey';
import {
  checkInAndFinish,
  chooseGoalInWizard,
  findDrillForGoal,
  openGoalTracker,
  addQuickestSessionInTracker,
  planQuickestSession,
  playWithNetworkCut,
  saveWizardGoals,
  signUpOnParentPlan,
  startSessionFromCard,
} from './support/training';
import { signIn } from './support/ui';

// Issue 33's "done when": a player of each age group finds a drill for a goal, schedules a session built from drills,
// plays it through with the network cut halfway, and sees it counted. The player skips through the blocks, so the
// server, which refuses more minutes than have passed since the start, counts the one minute the session lasted.

const PASSWORD = 'secret123';
const SESSION_COUNTED = 'Session done: 1 minute trained. It counts towards your streak.';
const newPlayer = (firstName: string) => ({
  email: uniqueEmail(`training-${firstName.toLowerCase()}`),
  password: PASSWORD,
  firstName,
  lastName: 'Journey',
});

/**
 * The dashboard's figures of the session planned for today: before it is played, none done and no streak; once done,
 * 1 of 1 this week, a 1-day streak and today's training marked done.
 */
async function expectOnDashboard(page: Page, firstName: string, { done }: { done: boolean }) {
  await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${firstName}!` })).toBeVisible();
  await expect(statTile(page, 'Sessions this week')).toHaveText(done ? '1' : '0');
  await expect(page.getByText('completed of 1 planned')).toBeVisible();
  await expect(statTile(page, 'Training streak')).toHaveText(done ? '1 day' : '0 days');
  const today = page.getByRole('region', { name: "Today's Training" }).getByRole('listitem');
  await expect(today).toHaveCount(1);
  await expect(today).toContainText('07:30');
  await expect(today).toContainText(`${SESSION_DURATION_MIN} min`);
  await expect(today).toContainText(done ? 'Done' : 'To do');
}

/** A cell of a child's row in the weekly family report, by its column (the first column is the row's header). */
const reportCell = (row: Locator, key: keyof WeeklyReportRow) =>
  row.getByRole('cell').nth(WEEKLY_REPORT_COLUMNS.findIndex((column) => column.key === key) - 1);

/** What the server holds for the player: the one session done with the minutes it allowed, and the check-in. */
async function expectStored(client: SupabaseClient, ageGroup: AgeGroup, checkIn: Record<string, unknown>) {
  await expect
    .poll(
      async () =>
        (await client.from('training_sessions').select('completed, minutes_trained, duration')).data,
    )
    .toEqual([{ completed: true, minutes_trained: 1, duration: SESSION_DURATION_MIN }]);
  const { data } = await client.from('quick_track_entries').select('age_group, emoji, rating, training_load');
  expect(data).toEqual([{ age_group: ageGroup, emoji: null, rating: null, training_load: null, ...checkIn }]);
}

test.describe('a session from drills, at every age', () => {
  // Each journey signs up its own family, so they may spread over the workers.
  test.describe.configure({ mode: 'parallel', timeout: 120_000 });

  test('a 10-year-old, once her parent says yes, plans 15 minutes of drills in the wizard, plays them through a lost connection and sees them counted', async ({
    page,
    context,
    browser,
  }) => {
    const ageGroup = '8-12';
    const [goal] = recommendGoals('messi', ageGroup);
    const player = newPlayer('Lia');
    const parentEmail = await signUpOnParentPlan(page, player, 10);

    // Wizard step 2 offers a plan of drills for the goal that fills the quickest session.
    await chooseGoalInWizard(page, { style: 'Lionel Messi', age: 10, goal: goal! });
    const planned = await planQuickestSession(page, await browserToday(page));
    await page.getByRole('button', { name: 'Add Session' }).click();
    await expect(
      page.getByRole('list', { name: 'Planned sessions' }).getByText(`${planned.length} drills`),
    ).toBeVisible();
    await saveWizardGoals(page);

    await findDrillForGoal(page, goal!, ageGroup);
    await expectOnDashboard(page, player.firstName, { done: false });
    await openGoalTracker(page);
    await startSessionFromCard(page, goal!, planned.length);
    expect(await playWithNetworkCut(page, context, { backOnlineAt: 'last block' })).toBe(1);
    await checkInAndFinish(page, ageGroup, 'Great');
    await expect(page.getByRole('status').filter({ hasText: 'trained' })).toHaveText(SESSION_COUNTED);

    await expectOnDashboard(page, player.firstName, { done: true });
    await expectStored(await signedInClient(player.email, PASSWORD), ageGroup, { emoji: 'great' });

    // Her parent's weekly report counts it too: one session done, one technical minute.
    const parentPage = await (await browser.newContext()).newPage();
    await signIn(parentPage, { email: parentEmail, password: PASSWORD });
    await parentPage.goto('/app/family');
    const row = parentPage
      .getByRole('main')
      .getByRole('table', { name: 'Weekly family report' })
      .getByRole('row', { name: new RegExp(`^${player.firstName} ${player.lastName}`) });
    await expect(reportCell(row, 'sessionsCompletedThisWeek')).toHaveText('1');
    await expect(reportCell(row, 'technicalMinutes')).toHaveText('1');
    await expect(reportCell(row, 'physicalMinutes')).toHaveText('0');
  });

  test('a 15-year-old finds a drill for his goal, adds a 15-minute session from the tracker, finishes it offline, and it syncs and counts', async ({
    page,
    context,
  }) => {
    const ageGroup = '13-17';
    const [goal] = recommendGoals('vandijk', ageGroup);
    const player = newPlayer('Noah');
    await signUpOnParentPlan(page, player, 15);

    await chooseGoalInWizard(page, { style: 'Virgil van Dijk', age: 15, goal: goal! });
    await saveWizardGoals(page);
    await findDrillForGoal(page, goal!, ageGroup);
    await openGoalTracker(page);
    const planned = await addQuickestSessionInTracker(page, goal!);
    await expectOnDashboard(page, player.firstName, { done: false });
    await openGoalTracker(page);
    await startSessionFromCard(page, goal!, planned.length);
    expect(await playWithNetworkCut(page, context, { backOnlineAt: 'after the finish' })).toBe(1);
    await checkInAndFinish(page, ageGroup, '8');
    await expect(page.getByRole('status').filter({ hasText: 'trained' })).toHaveText(
      `1 minute trained. ${MESSAGES.keptUntilOnline}`,
    );

    // Back online, what waited on the device is sent: the session once, and the check-in; the player says so.
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'trained' })).toHaveText(
      `Session done: 1 minute trained. ${SESSION_PLAYER_MESSAGES.finishSynced}`,
    );
    await expectOnDashboard(page, player.firstName, { done: true });
    await expectStored(await signedInClient(player.email, PASSWORD), ageGroup, { rating: 8 });
  });

  test('an adult finds a drill for a goal, plays a 15-minute session from the tracker through a lost connection, and it counts with the load they felt', async ({
    page,
    context,
  }) => {
    const ageGroup = '18+';
    const goal = recommendGoals('ronaldo', ageGroup).find((pick) => pick.pillar === 'physical')!;
    const player = newPlayer('Alex');
    // An adult signs up alone (no parent e-mail is asked for) and pays for Pro.
    await signUpInUi(page, player, { type: 'player', age: 27 });
    const client = await signedInClient(player.email, PASSWORD);
    await subscribe(client, 'pro');
    await page.reload();

    await chooseGoalInWizard(page, { style: 'Cristiano Ronaldo', age: 27, goal });
    await saveWizardGoals(page);
    await findDrillForGoal(page, goal, ageGroup);
    await openGoalTracker(page);
    const planned = await addQuickestSessionInTracker(page, goal);
    await expectOnDashboard(page, player.firstName, { done: false });
    await openGoalTracker(page);
    await startSessionFromCard(page, goal, planned.length);
    expect(await playWithNetworkCut(page, context, { backOnlineAt: 'last block' })).toBe(1);
    await checkInAndFinish(page, ageGroup, trainingLoadLabel('moderate'));
    await expect(page.getByRole('status').filter({ hasText: 'trained' })).toHaveText(SESSION_COUNTED);

    await expectOnDashboard(page, player.firstName, { done: true });
    await expectStored(client, ageGroup, { training_load: 'moderate' });
  });
});
