import {
  goalLibraryFor,
  goalTargetDate,
  LABELS,
  MESSAGES,
  recommendGoals,
  trainToPlayLikeLabel,
} from '@dreampitch/domain';
import { expect, test, type Page } from '@playwright/test';
import { apiClient, createPlayer, uniqueEmail } from './support/backend';
import { signIn } from './support/ui';
import { consentAsParent } from './support/family';

/** `YYYY-MM-DD` some days from today, in the browser's calendar as the date input reads it. */
function futureDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const goalButton = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });
const sessions = (page: Page) => page.getByRole('list', { name: 'Planned sessions' });

async function fillSession(
  page: Page,
  values: { goal: string; date: string; time: string; duration?: string; notes?: string },
) {
  await page.getByRole('combobox', { name: /^Goal/ }).selectOption({ label: values.goal });
  await page.getByLabel(/^Date/).fill(values.date);
  await page.getByLabel(/^Start time/).fill(values.time);
  if (values.duration !== undefined) await page.getByLabel(/^Duration/).fill(values.duration);
  if (values.notes !== undefined) await page.getByLabel(/^Notes/).fill(values.notes);
}

test('an anonymous visitor goes from the app home to saved goals and sessions in one sitting', async ({
  page,
}) => {
  const [first, second, third] = recommendGoals('messi', '8-12');
  const library = goalLibraryFor('8-12');
  const fourth = library.find((goal) => ![first, second, third].some((pick) => pick?.title === goal.title))!;
  const custom = { title: 'Juggle 20 Times', description: 'Practise juggling for 10 minutes after school.' };

  await page.goto('/app');
  await page.getByRole('radio', { name: /Lionel Messi/ }).click();
  await page.getByRole('button', { name: trainToPlayLikeLabel('Lionel Messi') }).click();

  await expect(page).toHaveURL(/\/app\/player-selection$/);
  await expect(page.getByRole('heading', { name: LABELS.yourTrainingStyle })).toBeVisible();
  const createGoals = page.getByRole('button', { name: LABELS.createMyGoals });
  await expect(createGoals).toBeDisabled();
  await page.getByLabel(/Your age/).fill('10');
  await createGoals.click();

  // Step 1: a visitor becomes a free account, which keeps 2 goals: said first, then the rest are disabled at 2.
  await expect(page).toHaveURL(/\/app\/goal-creation$/);
  await expect(page.getByRole('heading', { level: 2, name: /Step 1 of 3/ })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Your plan' })).toContainText('you can choose 2 now');
  for (const goal of [first!, second!]) await goalButton(page, goal.title).click();
  await expect(page.getByText('2 of 2 goals chosen')).toBeVisible();
  await expect(goalButton(page, third!.title)).toBeDisabled();
  await expect(goalButton(page, fourth.title)).toBeDisabled();

  // A custom goal without a description is refused; with one it joins the selection.
  await goalButton(page, second!.title).click();
  await page.getByLabel(/^Goal title/).fill(custom.title);
  await page.getByRole('button', { name: 'Add Custom Goal' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.customGoalIncomplete })).toBeVisible();
  await page.getByLabel(/^What will you do/).fill(custom.description);
  await page.getByRole('button', { name: 'Add Custom Goal' }).click();
  await expect(goalButton(page, custom.title)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel(/^Goal title/)).toHaveValue('');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 2: two sessions; 200 minutes refused; one edited, one removed.
  await expect(page.getByRole('heading', { level: 2, name: /Step 2 of 3/ })).toBeFocused();
  await expect(page.getByLabel(/^Duration/)).toHaveValue('60');
  await fillSession(page, { goal: first!.title, date: futureDate(3), time: '17:00', duration: '200' });
  await page.getByRole('button', { name: 'Add Session' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.sessionDurationRange })).toBeVisible();
  await page.getByLabel(/^Duration/).fill('45');
  await page.getByRole('button', { name: 'Add Session' }).click();
  await fillSession(page, {
    goal: custom.title,
    date: futureDate(4),
    time: '10:30',
    notes: 'Count every touch',
  });
  await page.getByRole('button', { name: 'Add Session' }).click();
  await expect(sessions(page).getByRole('listitem')).toHaveCount(2);

  await sessions(page)
    .getByRole('button', { name: /^Edit session/ })
    .first()
    .click();
  await page.getByLabel(/^Duration/).fill('90');
  await page.getByLabel(/^Notes/).fill('Dribbling through cones');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(sessions(page).getByText(/90 min/)).toBeVisible();
  await sessions(page)
    .getByRole('button', { name: /^Remove session/ })
    .nth(1)
    .click();
  await expect(sessions(page).getByRole('listitem')).toHaveCount(1);

  // Back and forth keeps everything.
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(goalButton(page, custom.title)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(sessions(page).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 3: create the account and save.
  const email = uniqueEmail('wizard');
  const create = page.getByRole('button', { name: LABELS.createAccountAndSaveGoals });
  await expect(create).toBeDisabled();
  await page.getByLabel(/^First name/).fill('Mia');
  await page.getByLabel(/^Last name/).fill('Lopez');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('secret123');
  const guardian = uniqueEmail('guardian');
  await page.getByLabel(/^Parent or guardian email/).fill(guardian);
  await create.click();

  // Under 13: the goals wait on this device until the parent says yes; the server holds none of them yet.
  await expect(page.getByText(MESSAGES.keptUntilParentSaysYes)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/goal-tracker$/);
  await expect(page.getByText(custom.title, { exact: true }).first()).toBeVisible();
  const client = await apiClient();
  const signedIn = await client.auth.signInWithPassword({ email, password: 'secret123' });
  expect(signedIn.error).toBeNull();
  expect((await client.from('goals').select('id')).data).toEqual([]);

  // The parent consents with the mailed link; the next load syncs everything.
  await consentAsParent(guardian);
  await page.reload();
  await expect(page.getByText(custom.title, { exact: true }).first()).toBeVisible();

  // The database holds the goals and the session, as that user sees them.
  await expect.poll(async () => (await client.from('goals').select('id')).data?.length).toBe(2);
  const { data: goals, error } = await client
    .from('goals')
    .select('id, title, description, pillar, type, status, progress, age_group, target_date')
    .order('created_at');
  expect(error).toBeNull();
  expect(goals?.map((goal) => goal.title).sort()).toEqual([first!.title, custom.title].sort());
  const customRow = goals?.find((goal) => goal.title === custom.title);
  expect(customRow).toMatchObject({ description: custom.description, type: 'process', pillar: 'technical' });
  for (const goal of goals ?? []) {
    expect(goal).toMatchObject({ status: 'active', progress: 0, age_group: '8-12' });
    expect(goal.target_date).toBe(goalTargetDate(new Date()));
  }
  const { data: sessionRows } = await client
    .from('training_sessions')
    .select('goal_id, session_date, start_time, duration, notes, completed');
  expect(sessionRows).toHaveLength(1);
  expect(sessionRows?.[0]).toMatchObject({
    goal_id: goals?.find((goal) => goal.title === first!.title)?.id,
    session_date: futureDate(3),
    duration: 90,
    notes: 'Dribbling through cones',
    completed: false,
  });
  expect(String(sessionRows?.[0]?.start_time)).toMatch(/^17:00/);

  // And the goal tracker shows them.
  await expect(page.getByText(first!.title, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(custom.title, { exact: true }).first()).toBeVisible();
});

test('a free player holding 2 active goals is told at step 1 and offered none', async ({ page }) => {
  const player = await createPlayer({ age: 14 });
  const existing = goalLibraryFor('13-17')
    .slice(0, 2)
    .map((goal) => ({
      title: goal.title,
      description: goal.description,
      pillar: goal.pillar,
      type: goal.type,
      age_group: '13-17',
    }));
  const inserted = await player.client.from('goals').insert(existing);
  expect(inserted.error).toBeNull();

  await signIn(page, player);
  await page.goto('/app/player-selection');
  await page.getByRole('button', { name: /Virgil van Dijk/ }).click();
  await page.getByLabel(/Your age/).fill('14');
  await page.getByRole('button', { name: LABELS.createMyGoals }).click();
  const [pick] = recommendGoals('vandijk', '13-17');
  const note = page.getByRole('note', { name: 'Your plan' });
  await expect(note).toContainText('you have 2, so you can choose 0 more now');
  await expect(note.getByRole('link', { name: 'View Plans' })).toBeVisible();
  await expect(goalButton(page, pick!.title)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  const { count } = await player.client.from('goals').select('id', { count: 'exact', head: true });
  expect(count).toBe(2);
});

test('a direct visit to the wizard shows Missing Information with a way back', async ({ page }) => {
  await page.goto('/app/goal-creation');
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.missingInformation })).toBeVisible();
  await page.getByRole('link', { name: 'Choose Your Playing Style' }).click();
  await expect(page).toHaveURL(/\/app\/player-selection$/);
  await expect(page.getByRole('heading', { level: 1, name: LABELS.chooseYourPlayingStyle })).toBeVisible();
});
