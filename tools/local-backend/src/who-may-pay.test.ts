import { describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import { PURCHASE_MESSAGES, PURCHASE_RULES, purchaseRule } from '@dreampitch/domain';
import { backendForThisFile, clientFor, invokeFunction, linkToken, type TestUser } from './test-support';

/**
 * Who may pay and one charge per purchase (issues 37 and 38), called through the API as the child or the racing
 * client would: concurrent checkouts charge once; a consent-pending player, a player under 13, and a player of 13 to
 * 17 without a parent's mailed approval are refused; an adult pays alone.
 */

const backend = backendForThisFile({ billingIntervalMs: 0, mailIntervalMs: 0 });

const nextYear = new Date().getUTCFullYear() + 1;

async function cardToken(user: TestUser): Promise<string> {
  const result = await invokeFunction(user.client, 'billing-token', {
    number: '4242424242424242',
    expMonth: 12,
    expYear: nextYear,
    cvc: '123',
  });
  expect(result.status).toBe(200);
  return result.body.id as string;
}

const checkout = async (user: TestUser, plan: 'pro' | 'parent' = 'pro') =>
  invokeFunction(user.client, 'billing-checkout', { plan, token: await cardToken(user) });

const errorOf = (result: { status: number; body: Record<string, unknown> }) => [
  result.status,
  (result.body.error as { code?: string } | undefined)?.code,
  (result.body.error as { message?: string } | undefined)?.message,
];

async function chargesOf(userId: string) {
  const payments = await backend().service.from('payments').select('id').eq('user_id', userId);
  const invoices = await backend().service.from('invoices').select('id').eq('user_id', userId);
  return { payments: payments.data?.length, invoices: invoices.data?.length };
}

const player = (age: number) =>
  backend().signUp({ first_name: 'Kit', last_name: 'Kid', accountType: 'player', age });

/** A player of `age` linked to a parent who consented through the mailed link (which proves the parent's e-mail). */
async function linkedFamily(age: number) {
  const parentEmail = `parent-${randomUUID()}@example.com`;
  const child = await backend().signUp({
    first_name: 'Kit',
    last_name: 'Kid',
    accountType: 'player',
    age,
    parentEmail,
  });
  const client = clientFor(backend());
  const password = `pw-${randomUUID()}`;
  const { data, error } = await client.auth.signUp({
    email: parentEmail,
    password,
    options: { data: { first_name: 'Pat', last_name: 'Parent', accountType: 'parent' } },
  });
  if (error || !data.user || !data.session) throw error ?? new Error('sign-up returned no session');
  await backend().consentAsParent(parentEmail, client);
  const parent = {
    id: data.user.id,
    email: parentEmail,
    password,
    client,
    accessToken: data.session.access_token,
  };
  const stranger = await backend().signUp({
    first_name: 'Sam',
    last_name: 'Stranger',
    accountType: 'parent',
  });
  return { child, parent, stranger, parentEmail };
}

const purchaseMails = async (address: string) =>
  (await backend().mailTo(address)).filter((mail) => mail.kind === 'purchase_request');

describe('one charge per purchase', () => {
  test('five checkouts at once by one new user, each with its own card token, charge once', async () => {
    const user = await backend().signUpAdult();
    const tokens = await Promise.all(Array.from({ length: 5 }, () => cardToken(user)));
    const results = await Promise.all(
      tokens.map((token) => invokeFunction(user.client, 'billing-checkout', { plan: 'pro', token })),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(await chargesOf(user.id)).toEqual({ payments: 1, invoices: 1 });
  });

  test('five checkouts at once with one token charge once and all get the first answer', async () => {
    const user = await backend().signUpAdult();
    const token = await cardToken(user);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        invokeFunction(user.client, 'billing-checkout', { plan: 'pro', token }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((result) => result.body.paymentId))).toEqual(new Set([token]));
    expect(await chargesOf(user.id)).toEqual({ payments: 1, invoices: 1 });
  });
});

describe('who may pay', () => {
  test('an adult player and a parent account pay alone', async () => {
    expect((await checkout(await player(PURCHASE_RULES.paysAloneFromAge))).status).toBe(200);
    const parent = await backend().signUp({ first_name: 'Pat', accountType: 'parent' });
    expect((await checkout(parent, 'parent')).status).toBe(200);
  });

  test('a player awaiting consent buys nothing, and cannot resume or switch a plan', async () => {
    const child = await backend().signUp({
      first_name: 'Kit',
      accountType: 'player',
      age: 10,
      parentEmail: `parent-${randomUUID()}@example.com`,
    });
    expect(errorOf(await checkout(child))).toEqual([
      403,
      'consent_pending',
      PURCHASE_MESSAGES.consentPending,
    ]);
    await backend().grantPlan(child.id, 'pro');
    expect((await invokeFunction(child.client, 'billing-cancel')).status).toBe(200);
    expect(errorOf(await invokeFunction(child.client, 'billing-resume'))).toEqual([
      403,
      'consent_pending',
      PURCHASE_MESSAGES.consentPending,
    ]);
    expect(await chargesOf(child.id)).toEqual({ payments: 0, invoices: 0 });
  });

  test('a consented player under 13 never reaches a charge: a parent pays', async () => {
    const { child } = await linkedFamily(PURCHASE_RULES.parentApprovesFromAge - 1);
    expect(errorOf(await checkout(child))).toEqual([403, 'parent_pays', PURCHASE_MESSAGES.parentPays]);
    expect(await chargesOf(child.id)).toEqual({ payments: 0, invoices: 0 });
  });

  test('a linked 14-year-old cannot make herself 18 to pay without the parent', async () => {
    const { child, parentEmail } = await linkedFamily(14);
    for (const age of [18, 30]) {
      const raised = await child.client.rpc('account_update_age', { p_age: age });
      expect([raised.error?.code, raised.error?.message]).toEqual(['42501', 'parent_changes_age']);
    }
    const profile = await backend().service.from('profiles').select('age').eq('id', child.id).single();
    expect(profile.data?.age).toBe(14);
    expect(errorOf(await checkout(child))[1]).toBe('parent_approval_required');
    expect(await chargesOf(child.id)).toEqual({ payments: 0, invoices: 0 });
    expect(await purchaseMails(parentEmail)).toEqual([]);
  });

  test('the rule at each age boundary is the one libs/domain states', async () => {
    for (const age of [6, 12, 13, 17, 18, 40]) {
      const user = await player(age);
      const status = await user.client.rpc('purchase_status', { p_plan: 'pro' });
      expect(status.data?.rule).toBe(purchaseRule('player', age));
    }
  });
});

describe('"Ask a parent"', () => {
  test('an under-13 asks: the linked parent is mailed and sees it on the family page, then pays the Parent plan', async () => {
    const { child, parent, parentEmail, stranger } = await linkedFamily(10);
    const asked = await child.client.rpc('purchase_ask_parent', { p_plan: 'pro' });
    expect(asked.data).toEqual({ asked: 1, alreadyAsked: 0 });
    const [mail] = await purchaseMails(parentEmail);
    expect(mail?.subject).toContain('Kit Kid');
    expect(mail?.text).toContain('/app/family');
    expect(linkToken(mail?.text ?? '', 'approve')).toBeNull();
    expect((await child.client.rpc('purchase_ask_parent', { p_plan: 'pro' })).data).toEqual({
      asked: 0,
      alreadyAsked: 1,
    });
    expect(await purchaseMails(parentEmail)).toHaveLength(1);

    const requests = await parent.client.rpc('purchase_requests');
    expect(requests.data).toEqual([
      expect.objectContaining({ childId: child.id, childFirstName: 'Kit', plan: 'pro', rule: 'parent_pays' }),
    ]);
    expect((await stranger.client.rpc('purchase_requests')).data).toEqual([]);
    expect((await checkout(parent, 'parent')).status).toBe(200);
    expect(errorOf(await checkout(child))).toEqual([403, 'parent_pays', PURCHASE_MESSAGES.parentPays]);

    const [request] = requests.data as Array<{ id: string }>;
    expect((await parent.client.rpc('purchase_decline', { p_request_id: request!.id })).error).toBeNull();
    expect((await parent.client.rpc('purchase_requests')).data).toEqual([]);
  });

  test('a 13-17 player pays only after the linked parent approves through the mailed link, once', async () => {
    const { child, parent, parentEmail, stranger } = await linkedFamily(14);
    expect(errorOf(await checkout(child))).toEqual([
      403,
      'parent_approval_required',
      PURCHASE_MESSAGES.parentApprovalRequired,
    ]);
    expect((await child.client.rpc('purchase_ask_parent', { p_plan: 'pro' })).data).toEqual({
      asked: 1,
      alreadyAsked: 0,
    });
    const token = linkToken((await purchaseMails(parentEmail))[0]?.text ?? '', 'approve');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect((await child.client.rpc('purchase_status', { p_plan: 'pro' })).data).toMatchObject({
      rule: 'parent_approves',
      asked: true,
      approved: false,
    });

    // Neither the player nor another parent can use the link; a made-up token is refused.
    const asChild = await child.client.rpc('purchase_approve', { p_token: token });
    expect(asChild.error?.message).toBe('wrong_account');
    const asStranger = await stranger.client.rpc('purchase_approve', { p_token: token });
    expect([asStranger.status, asStranger.error?.message]).toEqual([403, 'wrong_account']);
    const forged = await parent.client.rpc('purchase_approve', { p_token: 'f'.repeat(64) });
    expect([forged.status, forged.error?.message, forged.error?.details]).toEqual([
      400,
      'approval_link_invalid',
      PURCHASE_MESSAGES.approvalLinkInvalid,
    ]);
    expect(errorOf(await checkout(child))[1]).toBe('parent_approval_required');

    const approved = await parent.client.rpc('purchase_approve', { p_token: token });
    expect(approved.data).toEqual({ childFirstName: 'Kit', plan: 'pro' });
    expect((await parent.client.rpc('purchase_approve', { p_token: token })).error?.message).toBe(
      'approval_link_invalid',
    );
    expect((await child.client.rpc('purchase_status', { p_plan: 'pro' })).data).toMatchObject({
      approved: true,
    });
    expect((await checkout(child)).status).toBe(200);
    expect(await chargesOf(child.id)).toEqual({ payments: 1, invoices: 1 });

    // The approval is spent: after the plan ends, a new purchase needs a new one.
    await backend().grantPlan(child.id, 'free');
    expect(errorOf(await checkout(child))[1]).toBe('parent_approval_required');
  });

  test('an adult or a parent account is told no parent is needed; nobody linked, nobody mailed', async () => {
    const adult = await backend().signUpAdult();
    const asAdult = await adult.client.rpc('purchase_ask_parent', { p_plan: 'pro' });
    expect(asAdult.error?.message).toBe('no_parent_needed');
    const parent = await backend().signUp({ first_name: 'Pat', accountType: 'parent' });
    expect((await parent.client.rpc('purchase_ask_parent', { p_plan: 'pro' })).error?.message).toBe(
      'player_only',
    );
    const alone = await player(15);
    expect((await alone.client.rpc('purchase_ask_parent', { p_plan: 'pro' })).error?.message).toBe(
      'no_linked_parent',
    );
    expect((await backend().anon.rpc('purchase_ask_parent', { p_plan: 'pro' })).error).not.toBeNull();
  });

  test('the refusal is the service role’s to ask, not a signed-in user’s', async () => {
    const user = await backend().signUpAdult();
    const asUser = await user.client.rpc('billing_purchase_refusal', {
      p_user: user.id,
      p_plan: 'pro',
      p_new_purchase: true,
    });
    expect(asUser.error).not.toBeNull();
    const made = await user.client.rpc('billing_purchase_made', { p_user: user.id, p_plan: 'pro' });
    expect(made.error).not.toBeNull();
  });
});
