import { expect, test, type Page } from '@playwright/test';
import { PRO_FEATURES, PURCHASE_MESSAGES, type ProFeature } from '@dreampitch/domain';
import { readFile } from 'node:fs/promises';
import { createPlayer } from './support/backend';
import { grantPlan } from './support/billing';
import { outboxFor } from './support/family';
import { signIn } from './support/ui';

/** The Pro card's lines, by the page that delivers them (PRO_FEATURES of libs/domain). */
const pageOf = (feature: ProFeature) => feature.route.split('#')[0] ?? feature.route;
const PRO_PAGES = [...new Set(PRO_FEATURES.map(pageOf))].map((path) => ({
  path,
  names: PRO_FEATURES.filter((feature) => pageOf(feature) === path).map((feature) => feature.name),
}));

const main = (page: Page) => page.getByRole('main');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a free 14-year-old sees every Pro feature as a locked preview with the way to ask a parent', async ({
  page,
}) => {
  const player = await createPlayer({ age: 14 });
  await signIn(page, player);
  for (const { path, names } of PRO_PAGES) {
    await page.goto(path);
    for (const name of names) {
      await expect(main(page).getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(main(page).getByText('Pro feature').first()).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Ask a parent for Pro' }).first()).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);
  }
  await main(page).getByRole('link', { name: 'Ask a parent for Pro' }).first().click();
  await expect(page).toHaveURL(/\/app\/subscription$/);
  await expect(page.getByText(PURCHASE_MESSAGES.parentApprovalRequired)).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
});

test('a Pro player walks every feature the Pro card sells', async ({ page }) => {
  test.setTimeout(150_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const player = await createPlayer({ age: 15, firstName: 'Pia' });
  await grantPlan(player.userId, 'pro');
  const goal = await player.client
    .from('goals')
    .insert({
      user_id: player.userId,
      title: 'Juggle 50 times',
      pillar: 'technical',
      created_at: `${day(-21)}T09:00:00Z`,
      target_date: day(90),
    })
    .select('id')
    .single();
  expect(goal.error).toBeNull();
  const goalId = (goal.data as { id: string }).id;
  const checkIns = await player.client.from('goal_check_ins').insert([
    { goal_id: goalId, checked_on: day(-14), progress: 10, note: '' },
    { goal_id: goalId, checked_on: day(-7), progress: 20, note: '' },
    { goal_id: goalId, checked_on: day(0), progress: 30, note: '' },
  ]);
  expect(checkIns.error).toBeNull();
  await player.client.from('goals').update({ progress: 30 }).eq('id', goalId);
  await signIn(page, player);

  // Custom goal templates: save one; the wizard offers it later.
  await page.goto('/app/goal-templates');
  await main(page).getByLabel('Title').fill('Weak-foot wall passes');
  await main(page).getByLabel('Description').fill('Fifty passes against a wall with my weaker foot.');
  await main(page).getByRole('button', { name: 'Save template' }).click();
  await expect(main(page).getByRole('heading', { name: 'Weak-foot wall passes' })).toBeVisible();

  // Advanced analytics, predictions and suggestions.
  await page.goto('/app/insights');
  const predictions = main(page).getByRole('region', { name: 'Progress predictions' });
  await expect(predictions.getByRole('heading', { name: 'Juggle 50 times' })).toBeVisible();
  await expect(predictions.getByText(/about 10 points a week/)).toBeVisible();
  const analytics = main(page).getByRole('region', { name: 'Advanced analytics' });
  await expect(analytics.getByText('Consistency calendar')).toBeVisible();
  await analytics.getByText('Show as a table').first().click();
  await expect(analytics.getByRole('table').first()).toBeVisible();
  const suggestions = main(page).getByRole('region', { name: 'Skill suggestions' });
  const firstSuggestion = await suggestions.getByRole('heading', { level: 3 }).first().textContent();
  await suggestions.getByRole('button', { name: 'Start the goal wizard with these' }).click();
  await expect(page).toHaveURL(/\/app\/goal-creation$/);
  await expect(main(page).getByText(firstSuggestion!).first()).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Your templates' })).toContainText(
    'Weak-foot wall passes',
  );

  // Mindset tools: a routine, breathing (still circle under reduced motion), a visualisation logged.
  await page.goto('/app/mindset');
  await main(page).getByRole('button', { name: '+ Drink a glass of water' }).click();
  await main(page).getByRole('button', { name: 'Save routine' }).click();
  await expect(page.getByText('Routine saved.')).toBeVisible();
  await main(page).getByRole('button', { name: 'Start breathing' }).click();
  await expect(main(page).getByText('Breathe in', { exact: true })).toBeVisible();
  const circle = main(page).locator('.mindset-breathing__circle');
  await expect(circle).toHaveCSS('animation-name', 'none');
  await main(page).getByRole('button', { name: 'Stop' }).click();
  await main(page).getByRole('button', { name: 'Start visualisation' }).click();
  for (let step = 1; step < 8; step += 1) await main(page).getByRole('button', { name: 'Next' }).click();
  await main(page).getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Visualisation done and logged. Nice work!')).toBeVisible();

  // Data export: everything as JSON.
  await page.goto('/app/export');
  const downloading = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Download all (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^dreampitch-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as Record<string, unknown[]>;
  expect(exported.goals).toEqual([expect.objectContaining({ title: 'Juggle 50 times' })]);
  expect(exported.check_ins).toHaveLength(3);
  expect(exported.mindset_sessions).toHaveLength(1);
  expect(exported.goal_templates).toHaveLength(1);

  // Premium support: priority, reply time stated, mailed to the support address.
  await page.goto('/app/support');
  await expect(main(page).getByText('Priority support')).toBeVisible();
  await main(page).getByLabel('What is it about?').selectOption('training');
  await main(page).getByLabel('Your message').fill('How many check-ins a week do you recommend?');
  await main(page).getByRole('button', { name: 'Send message' }).click();
  await expect(main(page).getByRole('status')).toContainText('within 1 business day');
  await expect
    .poll(async () =>
      (await outboxFor('support@dreampitch.example')).some(
        (mail) => mail.subject.startsWith('[PRIORITY]') && mail.text.includes(player.email),
      ),
    )
    .toBe(true);
});
