import { LABELS, recommendGoals } from '@dreampitch/domain';
import { expect, test } from '@playwright/test';
import { createPlayer } from './support/backend';
import { plannedDrillTitles } from './support/training';
import { signIn } from './support/ui';

test('a 15-year-old schedules a session built from drills, swaps, moves and removes them, and finds it saved', async ({
  page,
}) => {
  const player = await createPlayer({ age: 15 });
  const { error } = await player.client.from('goals').insert({
    title: 'Weak-foot passing',
    description: 'Twenty passes with the weaker foot',
    pillar: 'technical',
    type: 'process',
    age_group: '13-17',
  });
  if (error) throw error;

  await signIn(page, player);
  await page.goto('/app/goal-tracker');
  const card = page.getByRole('article', { name: 'Weak-foot passing' });
  await expect(card.getByRole('link', { name: 'Technical drills' })).toHaveAttribute(
    'href',
    '/app/training?pillar=technical',
  );
  await card.getByRole('button', { name: 'Add Session' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Date/).fill('2099-06-02');
  await dialog.getByLabel(/^Start time/).fill('17:00');
  await dialog.getByLabel(/^Duration/).fill('45');

  // The editor comes from the training remote when the dialog opens, with a plan that fills the 45 minutes.
  const editor = dialog.getByRole('group', { name: 'Drills for this session' });
  await expect(editor.getByText('45 of 45 minutes planned.')).toBeVisible();
  const offered = await plannedDrillTitles(editor);
  expect(offered.length).toBeGreaterThanOrEqual(4);

  await editor.getByRole('button', { name: `Swap ${offered[0]} for another drill` }).click();
  await expect.poll(async () => (await plannedDrillTitles(editor))[0]).not.toBe(offered[0]);
  await editor.getByRole('button', { name: `Move ${offered[2]} up` }).click();
  await expect.poll(async () => (await plannedDrillTitles(editor))[1]).toBe(offered[2]);
  await editor.getByRole('button', { name: `Remove ${offered[1]}` }).click();
  await expect(editor.getByRole('status')).toHaveText(`${offered[1]} removed.`);
  await expect(editor.getByText('45 of 45 minutes planned.')).toBeVisible();
  const planned = await plannedDrillTitles(editor);
  expect(planned).toHaveLength(offered.length - 1);
  expect(planned).not.toContain(offered[1]);

  await dialog.getByRole('button', { name: 'Add Session' }).click();
  await expect(card.getByText(`${planned.length} drills`)).toBeVisible();

  // Stored on the server with the session: the drills in their order, filling its 45 minutes.
  const { data: rows } = await player.client.from('training_sessions').select('duration, plan');
  const [row] = rows as { duration: number; plan: { slug: string; minutes: number }[] }[];
  expect(row?.plan).toHaveLength(planned.length);
  expect(row?.plan.reduce((total, block) => total + block.minutes, 0)).toBe(45);

  await page.reload();
  await page
    .getByRole('article', { name: 'Weak-foot passing' })
    .getByRole('button', { name: /^Edit session on/ })
    .click();
  const reopened = page.getByRole('dialog').getByRole('group', { name: 'Drills for this session' });
  await expect(reopened.getByText('45 of 45 minutes planned.')).toBeVisible();
  expect(await plannedDrillTitles(reopened)).toEqual(planned);

  // Removing a drill and saving changes the stored plan; removing the session still works.
  await reopened.getByRole('button', { name: `Remove ${planned[0]}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
  await expect(card.getByText(`${planned.length - 1} drills`)).toBeVisible();
  await card.getByRole('button', { name: /^Remove session on/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove Session' }).click();
  await expect(card.getByText('No sessions scheduled.')).toBeVisible();
});

test('a 15-year-old plans a session from drills in the goal wizard, reopens it, and saves it with the goals', async ({
  page,
}) => {
  const player = await createPlayer({ age: 15 });
  await signIn(page, player);
  await page.goto('/app/player-selection');
  await page.getByRole('button', { name: /Virgil van Dijk/ }).click();
  await page.getByLabel(/Your age/).fill('15');
  await page.getByRole('button', { name: LABELS.createMyGoals }).click();
  const [pick] = recommendGoals('vandijk', '13-17');
  await page.getByRole('button', { name: pick!.title, exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await page.getByLabel(/^Date/).fill('2099-06-03');
  await page.getByLabel(/^Start time/).fill('18:00');
  await page.getByLabel(/^Duration/).fill('30');
  const editor = page.getByRole('group', { name: 'Drills for this session' });
  await expect(editor.getByText('30 of 30 minutes planned.')).toBeVisible();
  const offered = await plannedDrillTitles(editor);
  await editor.getByRole('button', { name: `Move ${offered[1]} down` }).click();
  await expect.poll(async () => (await plannedDrillTitles(editor))[2]).toBe(offered[1]);
  await editor.getByRole('button', { name: `Remove ${offered[0]}` }).click();
  const planned = await plannedDrillTitles(editor);
  expect(planned).toHaveLength(offered.length - 1);
  await page.getByRole('button', { name: 'Add Session' }).click();
  const sessions = page.getByRole('list', { name: 'Planned sessions' });
  await expect(sessions.getByText(`${planned.length} drills`)).toBeVisible();

  await sessions.getByRole('button', { name: /^Edit session/ }).click();
  await expect(editor.getByText('30 of 30 minutes planned.')).toBeVisible();
  expect(await plannedDrillTitles(editor)).toEqual(planned);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: LABELS.saveGoals }).click();
  await expect
    .poll(async () => {
      const { data } = await player.client.from('training_sessions').select('plan');
      return (data as { plan: unknown[] }[] | null)?.[0]?.plan.length ?? 0;
    })
    .toBe(planned.length);
});
