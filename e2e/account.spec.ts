import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { localKeys } from '@dreampitch/local-backend/keys';
import { MESSAGES } from '@dreampitch/domain';
import { readFile } from 'node:fs/promises';
import ws from 'ws';
import { apiClient, createPlayer, runtimeConfig } from './support/backend';
import { mailedAuthLink } from './support/family';
import { signIn } from './support/ui';

test('forgot password: the mailed link opens a page to choose a new password, which signs in from then on', async ({
  page,
}) => {
  const player = await createPlayer();
  await page.goto('/app/auth');
  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(MESSAGES.passwordResetSent)).toBeVisible();

  await page.goto(await mailedAuthLink(player.email, 'recovery'));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // The token leaves the address bar once used.
  await expect(page).toHaveURL(/\/app\/reset-password$/);
  await page.getByLabel('New Password', { exact: true }).fill('a-new-secret');
  await page.getByLabel('Confirm New Password').fill('a-new-secret');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByText(MESSAGES.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/goal-tracker$/);

  const client = await apiClient();
  const old = await client.auth.signInWithPassword({ email: player.email, password: player.password });
  expect(old.error?.code).toBe('invalid_credentials');
  const renewed = await client.auth.signInWithPassword({ email: player.email, password: 'a-new-secret' });
  expect(renewed.error).toBeNull();
});

test('the account page edits the profile, downloads every row as JSON, and deletes the account leaving no row behind', async ({
  page,
}) => {
  const player = await createPlayer({ firstName: 'Rio' });
  await player.client.auth.signInWithPassword({ email: player.email, password: player.password });
  const goal = await player.client
    .from('goals')
    .insert({ user_id: player.userId, title: 'Juggle 30 times', pillar: 'technical' });
  expect(goal.error).toBeNull();

  await signIn(page, player);
  await page.goto('/app/account');
  await page.getByLabel('First Name').fill('Renamed');
  await page.getByLabel('Age', { exact: true }).fill('16');
  await expect(page.getByText(/^Age group 13-17:/)).toBeVisible();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText(MESSAGES.profileSaved)).toBeVisible();

  // The last sections' code loads as they come near the screen, as a reader scrolls down to them.
  await page.getByRole('heading', { name: 'Your data' }).scrollIntoViewIfNeeded();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^dreampitch-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { id: string; email: string };
    tables: Record<string, Record<string, unknown>[]>;
  };
  expect(data.account).toMatchObject({ id: player.userId, email: player.email });
  expect(data.tables['public.profiles']).toEqual([
    expect.objectContaining({ first_name: 'Renamed', age: 16, age_group: '13-17' }),
  ]);
  expect(data.tables['public.goals']).toEqual([expect.objectContaining({ title: 'Juggle 30 times' })]);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText(MESSAGES.accountDeleted)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Checked with the service key: nothing about the user is left.
  const { supabaseUrl } = await runtimeConfig();
  const service = createClient(supabaseUrl!, localKeys().serviceRoleKey, {
    auth: { persistSession: false },
    realtime: { transport: ws as never },
  });
  for (const [table, column] of [
    ['profiles', 'id'],
    ['goals', 'user_id'],
    ['training_sessions', 'user_id'],
    ['goal_check_ins', 'user_id'],
    ['quick_track_entries', 'user_id'],
    ['subscriptions', 'user_id'],
  ] as const) {
    const { data: rows, error } = await service.from(table).select(column).eq(column, player.userId);
    expect({ table, error, rows }).toEqual({ table, error: null, rows: [] });
  }
  const signInAgain = await (
    await apiClient()
  ).auth.signInWithPassword({
    email: player.email,
    password: player.password,
  });
  expect(signInAgain.error?.code).toBe('invalid_credentials');
});
