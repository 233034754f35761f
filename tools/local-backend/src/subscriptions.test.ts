import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import { stripeSignatureHeader } from '../../../supabase/functions/_shared/billing-events';
import { startTestBackend, type TestBackend, type TestUser } from './test-support';

/**
 * Only the server writes subscriptions (issue 20): attacks through the API as a signed-in user, RLS on who reads a
 * subscription, and Stripe's webhook (signed offline with a test secret) applied through the same
 * billing_apply_event as the simulated provider, once per event and never out of order.
 */

const WEBHOOK_SECRET = 'whsec_test_secret_for_offline_tests';
const PRICES = { pro: 'price_test_pro', parent: 'price_test_parent' };

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({
    billingIntervalMs: 0,
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripePrices: PRICES,
  });
}, 120_000);
afterAll(async () => {
  await backend.stop();
}, 60_000);

const planOf = async (user: TestUser) =>
  (await user.client.from('profiles').select('subscription_plan, subscription_status').single()).data;

const DAY = 24 * 60 * 60;
const unix = (date = new Date()) => Math.floor(date.getTime() / 1000);

function stripeSubscription(user: TestUser, overrides: Record<string, unknown> = {}) {
  const start = unix();
  return {
    id: `sub_${user.id.slice(0, 8)}`,
    object: 'subscription',
    customer: `cus_${user.id.slice(0, 8)}`,
    status: 'active',
    cancel_at_period_end: false,
    metadata: { user_id: user.id },
    items: {
      data: [
        { price: { id: PRICES.pro }, current_period_start: start, current_period_end: start + 30 * DAY },
      ],
    },
    ...overrides,
  };
}

function stripeEvent(type: string, object: Record<string, unknown>, created = unix()) {
  return { id: `evt_${randomUUID()}`, object: 'event', type, created, data: { object } };
}

async function deliver(
  event: unknown,
  options: { secret?: string; timestamp?: number; header?: string } = {},
) {
  const payload = JSON.stringify(event);
  const header =
    options.header ??
    (await stripeSignatureHeader(payload, options.secret ?? WEBHOOK_SECRET, options.timestamp ?? unix()));
  const response = await fetch(`${backend.url}/functions/v1/billing-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': header },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a user cannot write its subscription, receipts or plan', () => {
  test('insert, update and delete on subscriptions and invoices are refused; the plan stays Free', async () => {
    const user = await backend.signUp();
    const now = new Date().toISOString();
    const insert = await user.client.from('subscriptions').insert({
      user_id: user.id,
      plan: 'parent',
      status: 'active',
      current_period_start: now,
      current_period_end: '2099-01-01T00:00:00Z',
      provider: 'simulated',
      provider_subscription_id: 'sub_forged',
      last_event_at: now,
    });
    expect(insert.error?.code).toBe('42501');
    const invoice = await user.client.from('invoices').insert({
      id: 'in_forged',
      user_id: user.id,
      plan: 'pro',
      description: 'x',
      amount_cents: 0,
      status: 'paid',
      provider: 'simulated',
      created_at: now,
    });
    expect(invoice.error?.code).toBe('42501');
    expect(await planOf(user)).toEqual({ subscription_plan: 'free', subscription_status: 'inactive' });
  });

  test('a subscriber cannot extend, upgrade or un-cancel its own row, nor delete it', async () => {
    const user = await backend.signUp();
    await backend.grantPlan(user.id, 'pro');
    const update = await user.client
      .from('subscriptions')
      .update({ plan: 'parent', current_period_end: '2099-01-01T00:00:00Z' })
      .eq('user_id', user.id);
    expect(update.error?.code).toBe('42501');
    const remove = await user.client.from('subscriptions').delete().eq('user_id', user.id);
    expect(remove.error?.code).toBe('42501');
    const profile = await user.client
      .from('profiles')
      .update({ subscription_plan: 'parent' })
      .eq('id', user.id);
    expect(profile.error?.code).toBe('42501');
    const { data } = await user.client.from('subscriptions').select('plan').single();
    expect(data).toEqual({ plan: 'pro' });
  });

  test('billing_apply_event is the service role’s: users and anon cannot call it', async () => {
    const user = await backend.signUp();
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'subscription.updated',
      provider: 'simulated',
      created: new Date().toISOString(),
      userId: user.id,
      subscription: {
        id: 'sub_self_granted',
        customer: null,
        plan: 'parent',
        status: 'active',
        currentPeriodStart: new Date().toISOString(),
        currentPeriodEnd: '2099-01-01T00:00:00Z',
        cancelAtPeriodEnd: false,
      },
    };
    const asUser = await user.client.rpc('billing_apply_event', { p_event: event });
    expect(asUser.error).not.toBeNull();
    const asAnon = await backend.anon.rpc('billing_apply_event', { p_event: event });
    expect(asAnon.error).not.toBeNull();
    expect(await planOf(user)).toEqual({ subscription_plan: 'free', subscription_status: 'inactive' });
  });
});

describe('who reads a subscription', () => {
  test('its owner and a confirmed parent; not another user, an unconfirmed parent, or anon', async () => {
    const parent = await backend.signUp({ first_name: 'Pat', last_name: 'Parent', accountType: 'parent' });
    const child = await backend.signUp({
      first_name: 'Kit',
      last_name: 'Kid',
      accountType: 'player',
      age: 11,
      parentEmail: parent.email,
    });
    const stranger = await backend.signUp();
    await backend.grantPlan(child.id, 'pro');
    // A parent reads a child's rows on the Parent plan only (20261124150200_parent_plan_gate.sql).
    await backend.grantPlan(parent.id, 'parent');
    const read = async (user: TestUser) =>
      (await user.client.from('subscriptions').select('plan').eq('user_id', child.id)).data;

    expect(await read(child)).toEqual([{ plan: 'pro' }]);
    expect(await read(stranger)).toEqual([]);
    expect(await read(parent)).toEqual([]);
    expect((await backend.anon.from('subscriptions').select('plan')).data ?? []).toEqual([]);

    // Only a parent who proved the e-mail may confirm a link (20261124170000_verified_parents.sql).
    await backend.verifyEmail(parent.client, parent.email);
    const links = await parent.client.rpc('family_links');
    const link = (links.data as { id: string }[])[0]!;
    expect((await parent.client.rpc('family_confirm_link', { p_link_id: link.id })).error).toBeNull();
    expect(await read(parent)).toEqual([{ plan: 'pro' }]);
    // Receipts stay the payer's.
    expect((await parent.client.from('invoices').select('id').eq('user_id', child.id)).data).toEqual([]);
  });
});

describe('Stripe webhook (billing-webhook), signed offline', () => {
  test('a signed subscription event is applied through the same path: the profile follows it', async () => {
    const user = await backend.signUp();
    const created = await deliver(stripeEvent('customer.subscription.created', stripeSubscription(user)));
    expect(created).toEqual({ status: 200, body: { received: true, applied: true } });
    expect(await planOf(user)).toEqual({ subscription_plan: 'pro', subscription_status: 'active' });
    const { data } = await user.client
      .from('subscriptions')
      .select('provider, provider_customer_id')
      .single();
    expect(data).toEqual({ provider: 'stripe', provider_customer_id: `cus_${user.id.slice(0, 8)}` });
  });

  test('the same event delivered twice is applied once; an older event arriving late changes nothing', async () => {
    const user = await backend.signUp();
    const first = stripeEvent('customer.subscription.created', stripeSubscription(user), unix() - 60);
    expect((await deliver(first)).body).toMatchObject({ applied: true });
    expect((await deliver(first)).body).toMatchObject({ applied: false, reason: 'duplicate' });

    const canceling = stripeEvent(
      'customer.subscription.updated',
      stripeSubscription(user, { cancel_at_period_end: true }),
      unix(),
    );
    expect((await deliver(canceling)).body).toMatchObject({ applied: true });
    const older = stripeEvent('customer.subscription.updated', stripeSubscription(user), unix() - 30);
    expect((await deliver(older)).body).toMatchObject({ applied: false, reason: 'stale' });
    const { data } = await user.client.from('subscriptions').select('cancel_at_period_end').single();
    expect(data).toEqual({ cancel_at_period_end: true });
  });

  test('invoice paid and failed become receipts; past_due then deleted moves the account to Free', async () => {
    const user = await backend.signUp();
    const subscription = stripeSubscription(user);
    await deliver(stripeEvent('customer.subscription.created', subscription, unix() - 100));
    const invoice = {
      id: `in_${randomUUID()}`,
      customer: subscription.customer,
      subscription: subscription.id,
      amount_paid: 500,
      amount_due: 500,
      currency: 'usd',
      period_start: unix(),
      period_end: unix() + 30 * DAY,
      lines: { data: [{ price: { id: PRICES.pro } }] },
    };
    expect((await deliver(stripeEvent('invoice.payment_failed', invoice, unix() - 50))).body).toMatchObject({
      applied: true,
    });
    await deliver(
      stripeEvent('customer.subscription.updated', { ...subscription, status: 'past_due' }, unix() - 40),
    );
    expect(await planOf(user)).toEqual({ subscription_plan: 'pro', subscription_status: 'past_due' });
    await deliver(stripeEvent('invoice.paid', invoice, unix() - 30));
    const receipts = await user.client.from('invoices').select('amount_cents, status, provider');
    expect(receipts.data).toEqual([{ amount_cents: 500, status: 'paid', provider: 'stripe' }]);

    await deliver(
      stripeEvent('customer.subscription.deleted', { ...subscription, status: 'canceled' }, unix()),
    );
    expect(await planOf(user)).toEqual({ subscription_plan: 'free', subscription_status: 'canceled' });
  });

  test('bad signatures, old timestamps, other secrets and unsigned calls are refused with 400', async () => {
    const user = await backend.signUp();
    const event = stripeEvent('customer.subscription.created', stripeSubscription(user));
    const wrongSecret = await deliver(event, { secret: 'whsec_attacker' });
    expect(wrongSecret.status).toBe(400);
    const replayed = await deliver(event, { timestamp: unix() - 3600 });
    expect(replayed.status).toBe(400);
    expect(replayed.body.error).toMatchObject({ code: 'invalid_signature' });
    const garbage = await deliver(event, { header: 't=1,v1=nothex' });
    expect(garbage.status).toBe(400);
    const unsigned = await fetch(`${backend.url}/functions/v1/billing-webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    // A signature over another body does not carry over.
    const signed = await stripeSignatureHeader(JSON.stringify(event), WEBHOOK_SECRET, unix());
    const tampered = await deliver({ ...event, id: 'evt_other' }, { header: signed });
    expect(tampered.status).toBe(400);
    expect(await planOf(user)).toEqual({ subscription_plan: 'free', subscription_status: 'inactive' });
  });

  test('events we do not mirror, or for customers we do not know, are acknowledged and change nothing', async () => {
    const ignored = await deliver(stripeEvent('charge.succeeded', { id: 'ch_1' }));
    expect(ignored).toEqual({
      status: 200,
      body: { received: true, applied: false, reason: 'ignored_type' },
    });
    const stranger = await deliver(
      stripeEvent('customer.subscription.updated', {
        ...stripeSubscription({ id: randomUUID() } as TestUser),
        metadata: {},
      }),
    );
    expect(stranger.body).toMatchObject({ received: true, applied: false, reason: 'unknown_customer' });
  });
});
