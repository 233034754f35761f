import { addDays, MESSAGES } from '@dreampitch/domain';
import { expect, test, type Page } from '@playwright/test';
import { localKeys } from '@dreampitch/local-backend/keys';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { createPlayer, runtimeConfig } from './support/backend';
import { callFunction, grantPlan } from './support/billing';
import { outboxFor } from './support/family';
import { recordDrill } from './support/games';
import { signIn } from './support/ui';

/** The browser's calendar day, as the app dates Quick Track entries and sessions. */
async function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
}

const history = (page: Page) => page.getByRole('list', { name: 'Your check-ins' });

test.describe('Quick Track by age group', () => {
  test('a 10-year-old picks an emoji and finds it in the history after a reload', async ({ page }) => {
    const player = await createPlayer({ age: 10 });
    await signIn(page, player);
    await page.goto('/app/goal-tracker');
    const save = page.getByRole('button', { name: 'Save Check-in' });
    await expect(save).toBeDisabled();
    await page.getByRole('radio', { name: 'Amazing' }).click();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(history(page).getByText('Amazing')).toBeVisible();

    await page.reload();
    await expect(history(page).getByText('Amazing')).toBeVisible();
    await expect(
      page
        .getByRole('row', { name: /This week/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('1');
  });

  test('a 15-year-old rates the session with a note and finds it after a reload', async ({ page }) => {
    const player = await createPlayer({ age: 15 });
    await signIn(page, player);
    await page.goto('/app/goal-tracker');
    const save = page.getByRole('button', { name: 'Save Check-in' });
    await expect(save).toBeDisabled();
    await page.getByRole('radio', { name: '7', exact: true }).click();
    await page.getByRole('textbox', { name: 'Note (optional)' }).fill('Great first touch today');
    await save.click();
    const entry = 'Session rating 7/10: "Great first touch today"';
    await expect(history(page).getByText(entry)).toBeVisible();

    await page.reload();
    await expect(history(page).getByText(entry)).toBeVisible();
  });

  test('a 20-year-old logs activity, load and metrics and finds them after a reload', async ({ page }) => {
    const player = await createPlayer({ age: 20 });
    await signIn(page, player);
    await page.goto('/app/goal-tracker');
    const save = page.getByRole('button', { name: 'Save Check-in' });
    await expect(save).toBeEnabled();
    await page.getByRole('radio', { name: 'Match Play' }).click();
    await page.getByRole('radio', { name: 'High (RPE 7-8)' }).click();
    await page.getByRole('slider', { name: 'Physical' }).fill('9');
    await save.click();
    const entry =
      'Match Play · High (RPE 7-8) load · Technical 5/10, Physical 9/10, Tactical 5/10, Mental 5/10';
    await expect(history(page).getByText(entry)).toBeVisible();

    await page.reload();
    await expect(history(page).getByText(entry)).toBeVisible();
  });
});

test('a session marked completed stays completed after a reload', async ({ page }) => {
  const player = await createPlayer({ age: 14 });
  const { data: goal, error } = await player.client
    .from('goals')
    .insert({
      title: 'Juggle 20 times',
      description: 'Keep the ball up',
      pillar: 'technical',
      type: 'process',
      age_group: '13-17',
    })
    .select('id')
    .single();
  if (error) throw error;
  const sessionInsert = await player.client.from('training_sessions').insert({
    goal_id: goal.id,
    session_date: '2099-06-02',
    start_time: '17:00',
    duration: 45,
    notes: 'Garden juggling',
  });
  if (sessionInsert.error) throw sessionInsert.error;

  await signIn(page, player);
  await page.goto('/app/goal-tracker');
  const card = page.getByRole('article', { name: 'Juggle 20 times' });
  const session = card.getByRole('checkbox', { name: /Garden juggling/ });
  await expect(session).not.toBeChecked();
  await session.check();
  await expect(session).toBeChecked();
  await expect(page.getByText(MESSAGES.upgradeAfterFirstGoal)).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('article', { name: 'Juggle 20 times' }).getByRole('checkbox', { name: /Garden juggling/ }),
  ).toBeChecked();
});

test('a goal check-in keeps its note and date after a reload and counts for the streak', async ({ page }) => {
  const player = await createPlayer({ age: 15, firstName: 'Sam' });
  await grantPlan(player.userId, 'pro');
  const { error } = await player.client.from('goals').insert({
    title: 'Weak-foot passing',
    description: 'Twenty passes with the weaker foot',
    pillar: 'technical',
    type: 'process',
    age_group: '13-17',
  });
  if (error) throw error;

  await signIn(page, player);
  const today = await browserToday(page);
  await page.goto('/app/goal-tracker');
  const card = () => page.getByRole('article', { name: 'Weak-foot passing' });
  await card().getByRole('button', { name: 'Record Check-in' }).click();
  await card().getByRole('textbox', { name: 'What did you work on?' }).fill('Twenty clean passes');
  await card().getByRole('button', { name: 'Save Progress' }).click();
  await expect(page.getByText('Check-in recorded!')).toBeVisible();

  await page.reload();
  await expect(card().getByText('1 check-in so far')).toBeVisible();
  const checkIn = card().getByRole('listitem').filter({ hasText: 'Twenty clean passes' });
  await expect(checkIn.locator('time')).toHaveAttribute('datetime', today);

  await page.goto('/app/dashboard');
  const tile = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
  await expect(tile('Training streak')).toHaveText('1 day');
  await expect(
    page
      .getByRole('region', { name: 'Recent Activity' })
      .getByText('Weak-foot passing: "Twenty clean passes"'),
  ).toBeVisible();
});

test('a free user is sent from the dashboard to the subscription page', async ({ page }) => {
  const player = await createPlayer();
  await signIn(page, player);
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/app\/subscription$/);
});

test.describe('dashboard of a pro player', () => {
  test('shows their real figures: goals, sessions this week, streak and game points', async ({ page }) => {
    const player = await createPlayer({ age: 16, firstName: 'Riley' });
    await grantPlan(player.userId, 'pro');
    await signIn(page, player);
    const today = await browserToday(page);

    const { data: goal, error } = await player.client
      .from('goals')
      .insert({
        title: 'Sprint drills',
        description: 'Faster over 20 metres',
        pillar: 'physical',
        type: 'process',
        age_group: '13-17',
        progress: 40,
      })
      .select('id')
      .single();
    if (error) throw error;
    const sessions = await player.client.from('training_sessions').insert([
      { goal_id: goal.id, session_date: today, start_time: '18:00', duration: 60, completed: true },
      { goal_id: goal.id, session_date: today, start_time: '07:00', duration: 30, completed: false },
    ]);
    if (sessions.error) throw sessions.error;
    const entry = await player.client
      .from('quick_track_entries')
      .insert({ age_group: '13-17', entry_date: today, rating: 8, note: 'Felt quick' });
    if (entry.error) throw entry.error;
    await recordDrill(player, { score: 20, seconds: 200 });

    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Riley!' })).toBeVisible();
    const tile = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
    await expect(tile('Active goals')).toHaveText('1');
    await expect(tile('Sessions this week')).toHaveText('1');
    await expect(page.getByText('completed of 2 planned')).toBeVisible();
    await expect(tile('Training streak')).toHaveText('1 day');
    // 20 points for the drill, plus the achievements the server awarded with it: Game Starter (5) and
    // Decision Rookie (10, at least 67%).
    await expect(tile('Game points')).toHaveText('35');
    await expect(page.getByText('Level 1')).toBeVisible();
    const todayList = page.getByRole('region', { name: "Today's Training" });
    await expect(todayList.getByRole('listitem')).toHaveCount(2);
    await expect(todayList.getByRole('listitem').first()).toContainText('07:00');
    await expect(
      page.getByRole('region', { name: 'Recent Activity' }).getByText('Session rating 8/10: "Felt quick"'),
    ).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Physical goals' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(page.getByRole('link', { name: /Play Games \(35 points\)/ })).toHaveAttribute(
      'href',
      '/app/games',
    );
  });

  test('notification settings survive a reload and a new sign-in', async ({ page, browser }) => {
    const player = await createPlayer();
    await grantPlan(player.userId, 'pro');
    await signIn(page, player);
    await page.goto('/app/dashboard');
    await page.getByRole('button', { name: /Notification Settings/ }).click();
    await expect(page.getByRole('switch', { name: 'SMS' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Daily' }).click();
    await page.getByRole('switch', { name: 'Milestone reminders' }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText(MESSAGES.notificationPreferencesUpdated)).toBeVisible();

    const expectSaved = async (view: Page) => {
      await view.getByRole('button', { name: /Notification Settings/ }).click();
      await expect(view.getByRole('switch', { name: 'Enable notifications' })).toBeChecked();
      await expect(view.getByRole('switch', { name: 'Email' })).toBeChecked();
      await expect(view.getByRole('radio', { name: 'Daily' })).toHaveAttribute('aria-checked', 'true');
      await expect(view.getByRole('switch', { name: 'Practice reminders' })).toBeChecked();
      await expect(view.getByRole('switch', { name: 'Milestone reminders' })).not.toBeChecked();
    };
    await page.reload();
    await expectSaved(page);

    // A fresh browser: nothing in local storage, so the settings come from the profile.
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await signIn(fresh, player);
    await fresh.goto('/app/dashboard');
    await expectSaved(fresh);

    // Master switch off: the options hide, the disabled message shows, and that is saved too.
    await fresh.getByRole('switch', { name: 'Enable notifications' }).click();
    await expect(fresh.getByText(MESSAGES.notificationsDisabled)).toBeVisible();
    await expect(fresh.getByRole('switch', { name: 'Email' })).toHaveCount(0);
    await fresh.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(fresh.getByText(MESSAGES.notificationPreferencesUpdated)).toBeVisible();
    await fresh.reload();
    await fresh.getByRole('button', { name: /Notification Settings/ }).click();
    await expect(fresh.getByText(MESSAGES.notificationsDisabled)).toBeVisible();
    await context.close();
  });
});

test('a signed-out visitor sees goals saved on this device and is invited to sign in', async ({ page }) => {
  await page.goto('/app');
  await page.evaluate(() => {
    const goal = {
      id: '6f1c1e4e-8a5b-4a43-9b2f-3f5e0a1b2c3d',
      title: 'Weak-foot passing',
      description: 'Twenty passes with the weaker foot',
      pillar: 'technical',
      type: 'process',
      ageGroup: '8-12',
      status: 'active',
      progress: 30,
      checkIns: [],
      dailyCheckIns: [],
      milestones: [],
      sessions: [],
      targetDate: '2030-01-01',
      createdAt: new Date().toISOString(),
    };
    localStorage.setItem('dreampitch.pendingGoals', JSON.stringify([goal]));
  });
  await page.goto('/app/goal-tracker');
  const card = page.getByRole('article', { name: 'Weak-foot passing' });
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
  await expect(card.getByRole('button', { name: 'Record Check-in' })).toHaveCount(0);
  await expect(page.getByText(MESSAGES.upgradeAfterFirstGoal)).toBeVisible();
  // The Quick Track of the goals' age group, with the save replaced by a sign-in invitation.
  await expect(page.getByRole('radio', { name: 'Amazing' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Check-in' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign In to Save' }).click();
  await expect(page).toHaveURL(/\/app\/auth$/);
});

test('a signed-out visitor without goals is led to player selection', async ({ page }) => {
  await page.goto('/app/goal-tracker');
  await expect(page.getByRole('heading', { name: 'No goals yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Your Goals' }).click();
  await expect(page).toHaveURL(/\/app\/player-selection$/);
});

test('a player keeps a goal and its sessions in shape from the tracker; the dashboard lists what is coming', async ({
  page,
}) => {
  const player = await createPlayer({ age: 13, firstName: 'Noa' });
  await grantPlan(player.userId, 'pro');
  const { error } = await player.client.from('goals').insert({
    title: 'Juggling',
    description: 'Keep the ball up',
    pillar: 'technical',
    type: 'process',
    age_group: '13-17',
  });
  if (error) throw error;

  await signIn(page, player);
  const today = await browserToday(page);
  await page.goto('/app/goal-tracker');
  const card = (title: string) => page.getByRole('article', { name: title });

  // Edit the goal: title, description and target date.
  await card('Juggling').getByRole('button', { name: 'Edit Goal' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit goal' });
  await edit.getByLabel(/^Goal title/).fill('Juggling 50 touches');
  await edit.getByLabel(/^Target date/).fill(addDays(today, 30));
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(MESSAGES.goalUpdated)).toBeVisible();
  const goal = card('Juggling 50 touches');

  // Plan two sessions; a day in the past is refused in the dialog, nothing typed is lost.
  await goal.getByRole('button', { name: 'Add Session' }).click();
  let dialog = page.getByRole('dialog', { name: /Add a session/ });
  await dialog.getByLabel(/^Date/).fill(addDays(today, -1));
  await dialog.getByLabel(/^Start time/).fill('17:00');
  await dialog.getByRole('button', { name: 'Add Session' }).click();
  await expect(dialog.getByText(MESSAGES.sessionInPast)).toBeVisible();
  await dialog.getByLabel(/^Date/).fill(addDays(today, 2));
  await dialog.getByLabel(/^Notes/).fill('Park');
  await dialog.getByRole('button', { name: 'Add Session' }).click();
  await expect(dialog).toHaveCount(0);
  await goal.getByRole('button', { name: 'Add Session' }).click();
  dialog = page.getByRole('dialog', { name: /Add a session/ });
  await dialog.getByLabel(/^Date/).fill(addDays(today, 3));
  await dialog.getByLabel(/^Start time/).fill('09:30');
  await dialog.getByLabel(/^Duration/).fill('30');
  await dialog.getByRole('button', { name: 'Add Session' }).click();
  await expect(goal.getByRole('checkbox')).toHaveCount(2);

  // Move the first to 18:15, mark the second done, then remove the first after confirming.
  await goal.getByRole('button', { name: /^Edit session on .* at 17:00$/ }).click();
  dialog = page.getByRole('dialog', { name: /Edit session/ });
  await dialog.getByLabel(/^Start time/).fill('18:15');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(MESSAGES.sessionUpdated)).toBeVisible();
  await goal.getByRole('checkbox', { name: /30 min/ }).check();

  await page.reload();
  await expect(
    goal.getByRole('checkbox', { name: /18:15 · 60 min · (\d+ drills? · )?Park/ }),
  ).not.toBeChecked();
  await expect(goal.getByRole('checkbox', { name: /09:30 · 30 min/ })).toBeChecked();

  await page.goto('/app/dashboard');
  const upcoming = page.getByRole('list', { name: 'Upcoming sessions' });
  await expect(upcoming.getByRole('listitem')).toHaveCount(1);
  await expect(upcoming).toContainText('Juggling 50 touches · 60 min');

  await page.goto('/app/goal-tracker');
  await goal.getByRole('button', { name: /^Remove session on .* at 18:15$/ }).click();
  const ask = page.getByRole('alertdialog');
  await ask.getByRole('button', { name: 'Remove Session' }).click();
  await expect(page.getByText(MESSAGES.sessionRemoved)).toBeVisible();
  await expect(goal.getByRole('checkbox')).toHaveCount(1);

  // Remove the goal: asked first, then gone after a reload too.
  await goal.getByRole('button', { name: 'Remove Goal' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove Goal' }).click();
  await expect(goal).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No goals yet' })).toBeVisible();
});

test.describe('reminders', () => {
  // The player's device is in Tokyo (UTC+9, no daylight saving): the reminder time is theirs, not the server's.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('the reminders a Pro player asks for arrive in the dev outbox at their time', async ({ page }) => {
    const player = await createPlayer({ age: 12, firstName: 'Yui' });
    await grantPlan(player.userId, 'pro');
    const sessionDay = addDays(new Date().toISOString().slice(0, 10), 5);
    const eve = addDays(sessionDay, -1);
    const { data: goal, error } = await player.client
      .from('goals')
      .insert({ title: 'Cone dribbling', pillar: 'technical', type: 'process', age_group: '8-12' })
      .select('id')
      .single();
    if (error) throw error;
    const planned = await player.client
      .from('training_sessions')
      .insert({ goal_id: goal.id, session_date: sessionDay, start_time: '10:00', duration: 40 });
    if (planned.error) throw planned.error;

    // Custom: the weekday before the session, at 18:30.
    const eveWeekday = new Date(`${eve}T00:00:00Z`).toLocaleDateString('en-GB', {
      weekday: 'long',
      timeZone: 'UTC',
    });
    await signIn(page, player);
    await page.goto('/app/dashboard');
    await page.getByRole('button', { name: /Notification Settings/ }).click();
    await page.getByRole('radio', { name: 'Custom' }).click();
    await page
      .getByRole('group', { name: 'On which days?' })
      .getByRole('checkbox', { name: eveWeekday })
      .check();
    await page.getByLabel(/^Reminder time/).fill('18:30');
    await expect(page.getByText(/at 18:30, your time zone: Asia\/Tokyo/)).toBeVisible();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText(MESSAGES.notificationPreferencesUpdated)).toBeVisible();

    // The scheduler's clock: a minute before the slot nothing is sent; a minute after, the reminder is in the outbox.
    const { supabaseUrl } = await runtimeConfig();
    const service = createClient(supabaseUrl!, localKeys().serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as never },
    });
    const runAt = async (time: string) =>
      expect((await callFunction(service, 'reminders-run', { now: `${eve}T${time}:00+09:00` })).status).toBe(
        200,
      );
    await runAt('18:29');
    const reminders = async () =>
      (await outboxFor(player.email)).filter((mail) => mail.kind === 'training_reminder');
    expect(await reminders()).toHaveLength(0);
    await runAt('18:31');
    const [mail] = await reminders();
    expect(mail?.subject).toBe('Coming up: your training session');
    expect(mail?.text).toContain('Hi Yui,');
    expect(mail?.text).toContain('at 10:00: Cone dribbling, 40 min');
    await runAt('18:45');
    expect(await reminders()).toHaveLength(1);
  });
});
