import { describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backendForThisFile, clientFor, MAIL_ROWS_SEED_SQL, withParentEmail } from './test-support';

/**
 * Issue 17 item 2: an under-13 account a parent never consented to gets a notice (to the player and the parent
 * e-mails it named) at 23 days and is deleted at 30, by the scheduled job; consented and older players stay.
 */

const backend = backendForThisFile({
  mailIntervalMs: 0,
  consentCleanupIntervalMs: 0,
  seedSql: MAIL_ROWS_SEED_SQL,
});

interface Account {
  id: string;
  email: string;
  client: SupabaseClient;
}

async function account(metadata: Record<string, unknown>): Promise<Account> {
  const email = `consent-${randomUUID()}@example.com`;
  const client = clientFor(backend());
  const { data, error } = await client.auth.signUp({
    email,
    password: 'secret-pass',
    options: { data: withParentEmail(metadata) },
  });
  if (error || !data.user) throw error ?? new Error('no user');
  return { id: data.user.id, email, client };
}

const player = (age: number, parentEmail = `parent-${randomUUID()}@example.com`) =>
  account({ first_name: 'Kit', accountType: 'player', age, parentEmail });

/** The parent signs up with the e-mail the player named and consents through the mailed link. */
const consent = (parentEmail: string) => backend().consentAsParent(parentEmail);

describe('accounts never consented', () => {
  const run = async (now: Date) => {
    const response = await backend().fetchApi('/functions/v1/consent-cleanup-run', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${backend().serviceRoleKey}` },
      body: JSON.stringify({ now: now.toISOString() }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const day = 24 * 60 * 60 * 1000;

  test('get a notice at 23 days and are deleted at 30; consented and older players stay', async () => {
    const parentEmail = `parent-${randomUUID()}@example.com`;
    const kid = await player(8, parentEmail);
    const consentedEmail = `parent-${randomUUID()}@example.com`;
    const consented = await player(8, consentedEmail);
    await consent(consentedEmail);
    const teen = await player(15);
    const start = Date.now();

    expect((await run(new Date(start + 10 * day))).status).toBe(200);
    expect((await backend().mailTo(parentEmail)).filter((m) => m.kind === 'unconsented_notice')).toEqual([]);

    await run(new Date(start + 24 * day));
    const [notice] = (await backend().mailTo(parentEmail)).filter((m) => m.kind === 'unconsented_notice');
    expect(notice?.subject).toContain('will be deleted on');
    expect((await backend().mailTo(kid.email)).map((m) => m.kind)).toContain('unconsented_notice');
    await run(new Date(start + 25 * day));
    expect((await backend().mailTo(parentEmail)).filter((m) => m.kind === 'unconsented_notice')).toHaveLength(
      1,
    );

    const mailRows = async (email: string) =>
      (await backend().service.rpc('test_mail_rows', { p_email: email })).data as number;
    expect(await mailRows(kid.email)).toBeGreaterThan(0);

    await run(new Date(start + 31 * day + 60_000));
    // Deleted as by "Delete my account": the mail queued to the child goes with it.
    expect(await mailRows(kid.email)).toBe(0);
    const profiles = await backend()
      .service.from('profiles')
      .select('id')
      .in('id', [kid.id, consented.id, teen.id]);
    expect((profiles.data ?? []).map((row) => row.id).sort()).toEqual([consented.id, teen.id].sort());
    const signIn = await clientFor(backend()).auth.signInWithPassword({
      email: kid.email,
      password: 'secret-pass',
    });
    expect(signIn.error).not.toBeNull();
  });

  test('only the service role runs the clean-up', async () => {
    const kid = await player(15);
    const token = (await kid.client.auth.getSession()).data.session?.access_token ?? '';
    const response = await backend().fetchApi('/functions/v1/consent-cleanup-run', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      token,
    });
    expect(response.status).toBe(403);
  });
});
