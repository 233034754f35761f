import { expect, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { localKeys } from '@dreampitch/local-backend/keys';
import { authLinkFromSearch } from '@dreampitch/domain';
import { apiClient, runtimeConfig } from './api';

/** A message of the local backend's dev outbox (`GET /outbox.json`). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  kind: string | null;
}

/** The dev outbox's messages to `address` (the backend delivers queued mail before answering). */
export async function outboxFor(address: string): Promise<OutboxMail[]> {
  const { supabaseUrl } = await runtimeConfig();
  // The outbox is private: it answers the service role key only (never served to a browser).
  const response = await fetch(`${supabaseUrl}/outbox.json`, {
    headers: { apikey: localKeys().serviceRoleKey },
  });
  if (!response.ok) throw new Error(`GET /outbox.json answered ${response.status}`);
  return ((await response.json()) as OutboxMail[]).filter((mail) => mail.to === address.toLowerCase());
}

/** A supabase-js client signed in as an existing account. */
export async function signedInClient(email: string, password: string): Promise<SupabaseClient> {
  const client = await apiClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** Creates a parent account through the real auth API. */
export async function createParent(email: string, password = 'secret123'): Promise<SupabaseClient> {
  const client = await apiClient();
  const { error } = await client.auth.signUp({
    email,
    password,
    options: { data: { first_name: 'Other', last_name: 'Parent', accountType: 'parent' } },
  });
  if (error) throw error;
  return client;
}

/** Signs up through the auth page as a player (naming a parent e-mail under 18), or as a parent. */
export async function signUpInUi(
  page: Page,
  account: { email: string; password: string; firstName: string; lastName: string },
  as: { type: 'player'; age: number; parentEmail?: string } | { type: 'parent' },
) {
  await page.goto('/app/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  if (as.type === 'parent') await page.getByRole('radio', { name: /Parent/ }).check();
  await page.getByLabel('First Name').fill(account.firstName);
  await page.getByLabel('Last Name').fill(account.lastName);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  if (as.type === 'player') {
    await page.getByLabel('Age').fill(String(as.age));
    if (as.parentEmail !== undefined) await page.getByLabel('Parent/Guardian Email').fill(as.parentEmail);
    else await expect(page.getByLabel('Parent/Guardian Email')).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
}

/** The app path of the newest mailed link with `?<param>=` to `address` (waits for the mail to arrive). */
export async function mailedLink(address: string, kind: string, param: string): Promise<string> {
  let path: string | null = null;
  await expect
    .poll(async () => {
      const mail = (await outboxFor(address)).find((entry) => entry.kind === kind);
      const url = mail ? new RegExp(`https?://\\S+[?&]${param}=[A-Za-z0-9%]+`).exec(mail.text)?.[0] : null;
      path = url ? new URL(url).pathname + new URL(url).search : null;
      return path;
    })
    .not.toBeNull();
  return path!;
}

/** Proves a signed-in client's e-mail as its owner would: asks for the verification mail and uses its link. */
export async function verifyEmailByMail(client: SupabaseClient, address: string): Promise<void> {
  const sent = await client.rpc('account_send_verification');
  if (sent.error) throw sent.error;
  const path = await mailedLink(address, 'verify_email', 'verify');
  const token = new URLSearchParams(path.split('?')[1]).get('verify');
  const verified = await client.rpc('account_verify_email', { p_token: token });
  if (verified.error) throw verified.error;
}

/**
 * The parent at `parentEmail` signs up and gives consent for the under-13 who named it, with the single-use link
 * mailed to that address (the dev outbox), as a real parent does.
 */
export async function consentAsParent(parentEmail: string, password = 'secret123'): Promise<SupabaseClient> {
  const parent = await createParent(parentEmail, password);
  const path = await mailedLink(parentEmail, 'link_request', 'consent');
  const token = new URLSearchParams(path.split('?')[1]).get('consent');
  const { error } = await parent.rpc('family_consent_by_token', { p_token: token });
  if (error) throw error;
  return parent;
}

/** The app path of the newest mailed auth link of `type` to `address` (waits for the mail). */
export async function mailedAuthLink(address: string, type: string): Promise<string> {
  let path: string | null = null;
  await expect
    .poll(async () => {
      const mail = (await outboxFor(address)).find((entry) => entry.kind === type);
      const url = mail ? /https?:\/\/\S+/.exec(mail.text)?.[0] : undefined;
      path =
        url && authLinkFromSearch(new URL(url).search) ? new URL(url).pathname + new URL(url).search : null;
      return path;
    })
    .not.toBeNull();
  return path!;
}
