import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { PAST_DUE_GRACE_DAYS, PLAN_PRICES_CENTS } from '@dreampitch/domain';
import {
  stripeSignatureHeader,
  subscriptionFromStripe,
} from '../../../supabase/functions/_shared/billing-events';
import { serviceRoleBillingStore } from '../../../supabase/functions/_shared/service-role-store';
import { stripeCheckout, type StripeBillingApi } from '../../../supabase/functions/_shared/stripe-billing';
import { stripeEndpoint } from '../../../supabase/functions/_shared/stripe-endpoint';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { planForStripePrice } from './stripe';
import { invokeFunction, startTestBackend, type TestBackend, type TestUser } from './test-support';

/**
 * Stripe Billing with a secret key set (issue 20), offline: the official `stripe` client talks to a fake
 * api.stripe.com that answers Stripe's documented shapes, and the webhook gets payloads signed with a test secret.
 * Checkout creates a Customer and a Subscription that waits for the card form (default_incomplete); the plan follows
 * only once Stripe says it is paid; cancel, resume and the portal go to Stripe for the caller's own subscription.
 */

const WEBHOOK_SECRET = 'whsec_test_stripe_billing';
const PRICES = { pro: 'price_test_pro', parent: 'price_test_parent' };
const SECRET_KEY = 'sk_test_offline';

let stripe: FakeStripe;
let backend: TestBackend;
beforeAll(async () => {
  stripe = await startFakeStripe({ [PRICES.pro]: 500, [PRICES.parent]: 800 });
  backend = await startTestBackend({
    billingIntervalMs: 0,
    stripeSecretKey: SECRET_KEY,
    stripeApiUrl: stripe.url,
    stripePrices: PRICES,
    stripeWebhookSecret: WEBHOOK_SECRET,
    appUrl: 'https://app.dreampitch.test',
  });
}, 120_000);
afterAll(async () => {
  await backend.stop();
  await stripe.close();
}, 60_000);

const invoke = invokeFunction;

const errorCode = (result: { body: Record<string, unknown> }) =>
  (result.body.error as { code?: string } | undefined)?.code;

const planOf = async (user: TestUser) =>
  (await user.client.from('profiles').select('subscription_plan').single()).data?.subscription_plan;

const requestsSince = (count: number) => stripe.requests.slice(count);
const unix = (date = new Date()) => Math.floor(date.getTime() / 1000);

async function deliver(
  type: string,
  object: Record<string, unknown>,
  created = unix(),
  id = `evt_${randomUUID()}`,
) {
  const payload = JSON.stringify({ id, object: 'event', type, created, data: { object } });
  const response = await fetch(`${backend.url}/functions/v1/billing-webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': await stripeSignatureHeader(payload, WEBHOOK_SECRET, unix()),
    },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Checkout as the card form runs it: start, the browser confirms the payment with the secret, confirm. */
async function subscribeWithStripe(user: TestUser, plan: 'pro' | 'parent' = 'pro') {
  const started = await invoke(user.client, 'billing-checkout', { plan });
  expect(started.status).toBe(200);
  const subscriptionId = started.body.subscriptionId as string;
  stripe.payFirstInvoice(subscriptionId);
  const confirmed = await invoke(user.client, 'billing-checkout', { plan, subscriptionId });
  expect(confirmed.status).toBe(200);
  return subscriptionId;
}

describe('checkout with Stripe Billing', () => {
  test('creates a Customer and an incomplete Subscription; the plan follows only once the payment is confirmed', async () => {
    const user = await backend.signUpAdult();
    const before = stripe.requests.length;
    const started = await invoke(user.client, 'billing-checkout', { plan: 'pro' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ plan: 'pro', requiresConfirmation: true });
    const subscriptionId = started.body.subscriptionId as string;
    expect(subscriptionId).toMatch(/^sub_/);
    expect(started.body.clientSecret).toBe(`pi_${subscriptionId}_secret_fake`);

    const [customer, waiting, subscription] = requestsSince(before);
    expect(customer).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      params: { 'metadata[user_id]': user.id },
      authorization: `Bearer ${SECRET_KEY}`,
      idempotencyKey: `dreampitch-customer-${user.id}`,
    });
    // Nothing about the player but the id: no name, no e-mail.
    expect(Object.keys(customer!.params)).toEqual(['metadata[user_id]']);
    // A card form already open for this purchase would be paid instead of a second subscription.
    expect(waiting).toMatchObject({
      method: 'GET',
      path: '/v1/subscriptions',
      params: { status: 'incomplete', 'expand[0]': 'data.latest_invoice.confirmation_secret' },
    });
    expect(subscription).toMatchObject({
      method: 'POST',
      path: '/v1/subscriptions',
      params: {
        'items[0][price]': PRICES.pro,
        payment_behavior: 'default_incomplete',
        'payment_settings[save_default_payment_method]': 'on_subscription',
        'metadata[user_id]': user.id,
        'metadata[plan]': 'pro',
        'expand[0]': 'latest_invoice.confirmation_secret',
      },
      // The database's pending checkout of this account (billing_checkout_key), never the client's.
      idempotencyKey: expect.stringMatching(new RegExp(`^dreampitch-subscribe-${user.id}-pro-[0-9a-f]{32}$`)),
    });

    // Not paid yet: Stripe says incomplete, so nothing is mirrored.
    const early = await invoke(user.client, 'billing-checkout', { plan: 'pro', subscriptionId });
    expect([early.status, errorCode(early)]).toEqual([402, 'payment_incomplete']);
    expect(await planOf(user)).toBe('free');

    // The same form submitted again gets the same subscription, not a second one.
    const again = await invoke(user.client, 'billing-checkout', { plan: 'pro' });
    expect(again.body.subscriptionId).toBe(subscriptionId);

    stripe.payFirstInvoice(subscriptionId);
    const confirmed = await invoke(user.client, 'billing-checkout', { plan: 'pro', subscriptionId });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      plan: 'pro',
      subscription: { status: 'active', cancelAtPeriodEnd: false },
    });
    expect(await planOf(user)).toBe('pro');
    const { data } = await user.client
      .from('subscriptions')
      .select('provider, provider_subscription_id, card_brand, card_last4')
      .single();
    expect(data).toEqual({
      provider: 'stripe',
      provider_subscription_id: subscriptionId,
      card_brand: 'visa',
      card_last4: '4242',
    });
  });

  test("the webhook's events for the same subscription are applied once, in order, and receipts follow", async () => {
    const user = await backend.signUpAdult();
    const subscriptionId = await subscribeWithStripe(user);
    const object = stripe.subscriptions.get(subscriptionId)!;
    // Stripe's own report of the activation, sent before the confirmation was mirrored: older, so it changes nothing.
    const late = await deliver('customer.subscription.updated', object, unix() - 5);
    expect(late.body).toMatchObject({ received: true, applied: false, reason: 'stale' });
    const invoice = {
      id: `in_${randomUUID().slice(0, 8)}`,
      object: 'invoice',
      customer: object.customer,
      amount_paid: 500,
      amount_due: 500,
      currency: 'usd',
      period_start: unix(),
      period_end: unix() + 30 * 86400,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId, metadata: { user_id: user.id, plan: 'pro' } },
      },
    };
    const eventId = `evt_${randomUUID()}`;
    expect((await deliver('invoice.paid', invoice, unix(), eventId)).body).toMatchObject({ applied: true });
    expect((await deliver('invoice.paid', invoice, unix(), eventId)).body).toMatchObject({
      applied: false,
      reason: 'duplicate',
    });
    // Stripe's retry of the same invoice under another event id updates the one receipt.
    expect((await deliver('invoice.paid', invoice)).body).toMatchObject({ applied: true });
    const receipts = await user.client.from('invoices').select('amount_cents, status, provider');
    expect(receipts.data).toEqual([{ amount_cents: 500, status: 'paid', provider: 'stripe' }]);
  });

  test('someone else’s subscription id, a made-up one, and a Parent plan for a player are refused', async () => {
    const owner = await backend.signUpAdult();
    const other = await backend.signUpAdult();
    const subscriptionId = await subscribeWithStripe(owner);
    const stolen = await invoke(other.client, 'billing-checkout', { plan: 'pro', subscriptionId });
    expect([stolen.status, errorCode(stolen)]).toEqual([404, 'unknown_subscription']);
    const madeUp = await invoke(other.client, 'billing-checkout', {
      plan: 'pro',
      subscriptionId: 'sub_nothere',
    });
    expect([madeUp.status, errorCode(madeUp)]).toEqual([404, 'unknown_subscription']);
    const hostile = await invoke(other.client, 'billing-checkout', {
      plan: 'pro',
      subscriptionId: '../customers/cus_1',
    });
    expect([hostile.status, errorCode(hostile)]).toEqual([404, 'unknown_subscription']);
    expect(await planOf(other)).toBe('free');

    const before = stripe.requests.length;
    const parentPlan = await invoke(other.client, 'billing-checkout', { plan: 'parent' });
    expect([parentPlan.status, errorCode(parentPlan)]).toEqual([403, 'parent_account_only']);
    const twice = await invoke(owner.client, 'billing-checkout', { plan: 'pro' });
    expect([twice.status, errorCode(twice)]).toEqual([409, 'already_subscribed']);
    expect(requestsSince(before)).toEqual([]);
    const anonymous = await invoke(backend.anon, 'billing-checkout', { plan: 'pro' });
    expect(anonymous.status).toBe(401);
  });

  test('five checkouts at once, each with its own client attempt, start one subscription and charge once', async () => {
    const user = await backend.signUpAdult();
    const started = await Promise.all(
      Array.from({ length: 5 }, () =>
        invoke(user.client, 'billing-checkout', { plan: 'pro', attempt: randomUUID() }),
      ),
    );
    expect(started.map((result) => result.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(started.map((result) => result.body.subscriptionId));
    expect(ids.size).toBe(1);
    const ofUser = [...stripe.subscriptions.values()].filter(
      (subscription) => (subscription.metadata as Record<string, string>).user_id === user.id,
    );
    expect(ofUser).toHaveLength(1);

    const [subscriptionId] = ids as Set<string>;
    stripe.payFirstInvoice(subscriptionId!);
    const confirmed = await invoke(user.client, 'billing-checkout', { plan: 'pro', subscriptionId });
    expect(confirmed.status).toBe(200);
    const again = await invoke(user.client, 'billing-checkout', { plan: 'pro' });
    expect([again.status, errorCode(again)]).toEqual([409, 'already_subscribed']);
  });

  test('two checkouts on either side of the hour, with no lock between them, start one subscription', async () => {
    const user = await backend.signUpAdult();
    const client = new Stripe(SECRET_KEY, { maxNetworkRetries: 1, ...stripeEndpoint(stripe.url) });
    // Both requests have looked for a waiting subscription before either starts one, as two Edge Function
    // instances can: only the idempotency key can then keep the second from charging again.
    let listed = 0;
    let bothListed!: () => void;
    const ready = new Promise<void>((resolve) => (bothListed = resolve));
    const api: StripeBillingApi = {
      customers: client.customers,
      billingPortal: client.billingPortal,
      invoices: client.invoices,
      subscriptions: {
        list: async (params) => {
          const answer = await client.subscriptions.list(params);
          if (++listed === 2) bothListed();
          return answer;
        },
        create: async (params, options) => {
          await ready;
          return client.subscriptions.create(params, options);
        },
        retrieve: (id, params) => client.subscriptions.retrieve(id, params),
        update: (id, params) => client.subscriptions.update(id, params),
        cancel: (id) => client.subscriptions.cancel(id),
      },
    };
    // The Edge Functions' store: each call its own PostgREST request, nothing held in between.
    const store = serviceRoleBillingStore({
      row: (table, columns, column, value) =>
        backend.service.from(table).select(columns).eq(column, value).maybeSingle(),
      rpc: (fn, args) => backend.service.rpc(fn, args),
    });
    const checkoutAt = (now: string) =>
      stripeCheckout(
        {
          stripe: api,
          store,
          prices: PRICES,
          priceCents: PLAN_PRICES_CENTS,
          appUrl: null,
          mirror: (subscription) =>
            subscriptionFromStripe(subscription, planForStripePrice(PRICES), PAST_DUE_GRACE_DAYS),
          newEventId: () => `evt_app_${randomUUID()}`,
          now: () => new Date(now),
        },
        user.id,
        { plan: 'pro' },
      );
    const before = stripe.requests.length;
    const started = await Promise.all([
      checkoutAt('2026-12-07T19:59:59.999Z'),
      checkoutAt('2026-12-07T20:00:00.000Z'),
    ]);
    expect(started.map((result) => result.status)).toEqual([200, 200]);
    const [first, second] = started.map((result) => result.body as Record<string, unknown>);
    expect(second!.subscriptionId).toBe(first!.subscriptionId);
    const keys = requestsSince(before)
      .filter((request) => request.method === 'POST' && request.path === '/v1/subscriptions')
      .map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const ofUser = [...stripe.subscriptions.values()].filter(
      (subscription) => (subscription.metadata as Record<string, string>).user_id === user.id,
    );
    expect(ofUser).toHaveLength(1);
  });

  test('a card form opened under another key is the one paid: a later checkout starts no second subscription', async () => {
    const user = await backend.signUpAdult();
    const stripeCall = async (path: string, form: Record<string, string>, idempotencyKey: string) => {
      const response = await fetch(`${stripe.url}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${SECRET_KEY}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': idempotencyKey,
        },
        body: new URLSearchParams(form).toString(),
      });
      return (await response.json()) as { id: string };
    };
    // What the server started for the first tab more than 22 hours ago, under the key it had then.
    const customer = await stripeCall(
      '/v1/customers',
      { 'metadata[user_id]': user.id },
      `dreampitch-customer-${user.id}`,
    );
    const earlier = await stripeCall(
      '/v1/subscriptions',
      {
        customer: customer.id,
        'items[0][price]': PRICES.pro,
        payment_behavior: 'default_incomplete',
        'metadata[user_id]': user.id,
        'metadata[plan]': 'pro',
      },
      `dreampitch-subscribe-${user.id}-pro-${'0'.repeat(32)}`,
    );

    const later = await invoke(user.client, 'billing-checkout', { plan: 'pro' });
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({
      subscriptionId: earlier.id,
      clientSecret: `pi_${earlier.id}_secret_fake`,
    });
    const ofUser = [...stripe.subscriptions.values()].filter(
      (subscription) => (subscription.metadata as Record<string, string>).user_id === user.id,
    );
    expect(ofUser).toHaveLength(1);
  });

  test('a parent account buys the Parent plan', async () => {
    const parent = await backend.signUp({ first_name: 'Pat', last_name: 'Parent', accountType: 'parent' });
    await subscribeWithStripe(parent, 'parent');
    expect(await planOf(parent)).toBe('parent');
    const created = stripe.requests.filter(
      (request) => request.method === 'POST' && request.path === '/v1/subscriptions',
    );
    expect(created.at(-1)?.params['items[0][price]']).toBe(PRICES.parent);
  });

  test('Stripe failing twice in a row is a 502 with nothing stored; once is retried', async () => {
    const user = await backend.signUpAdult();
    stripe.failNext('/v1/customers');
    stripe.failNext('/v1/customers');
    const failed = await invoke(user.client, 'billing-checkout', { plan: 'pro' });
    expect([failed.status, errorCode(failed)]).toEqual([502, 'payment_provider_error']);
    stripe.failNext('/v1/subscriptions');
    const retried = await invoke(user.client, 'billing-checkout', { plan: 'pro' });
    expect(retried.status).toBe(200);
    expect(await planOf(user)).toBe('free');
  });
});

describe('the pending checkout of an account (billing_checkout_key)', () => {
  const keyAt = async (
    client: TestBackend['service'],
    userId: string,
    at: string,
    plan = 'pro',
    previous: string | null = null,
  ) => client.rpc('billing_checkout_key', { p_user: userId, p_plan: plan, p_previous: previous, p_now: at });

  test('one key per purchase until 22 hours pass, the plan changes or another subscription came before', async () => {
    const user = await backend.signUpAdult();
    const first = await keyAt(backend.service, user.id, '2026-12-07T10:00:00Z');
    expect(first.error).toBeNull();
    expect(first.data).toMatch(new RegExp(`^dreampitch-subscribe-${user.id}-pro-[0-9a-f]{32}$`));
    const key = first.data as string;
    expect((await keyAt(backend.service, user.id, '2026-12-08T07:59:59.999Z')).data).toBe(key);
    const renewed = (await keyAt(backend.service, user.id, '2026-12-08T08:00:00Z')).data as string;
    expect(renewed).not.toBe(key);
    const parent = (await keyAt(backend.service, user.id, '2026-12-08T08:00:01Z', 'parent')).data as string;
    expect(parent).toMatch(new RegExp(`^dreampitch-subscribe-${user.id}-parent-`));
    const afterPlan = (await keyAt(backend.service, user.id, '2026-12-08T08:00:02Z', 'parent', 'sub_old'))
      .data as string;
    expect(new Set([key, renewed, parent, afterPlan]).size).toBe(4);
    expect((await keyAt(backend.service, user.id, '2026-12-08T09:00:00Z', 'parent', 'sub_old')).data).toBe(
      afterPlan,
    );
  });

  test('is the service role’s alone: anon and a signed-in user are refused and change nothing', async () => {
    const user = await backend.signUpAdult();
    const key = (await keyAt(backend.service, user.id, '2026-12-07T10:00:00Z')).data;
    for (const client of [backend.anon, user.client]) {
      const refused = await keyAt(client, user.id, '2026-12-09T10:00:00Z', 'parent');
      expect(refused.data).toBeNull();
      expect(refused.error?.code).toBe('42501');
    }
    expect((await keyAt(backend.service, user.id, '2026-12-07T11:00:00Z')).data).toBe(key);
  });
});

describe('cancel, resume and the customer portal with Stripe', () => {
  test('cancel asks Stripe to stop at the period end; the plan stays; resume undoes it', async () => {
    const user = await backend.signUpAdult();
    const subscriptionId = await subscribeWithStripe(user);
    const before = stripe.requests.length;
    const cancelled = await invoke(user.client, 'billing-cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ subscription: { status: 'active', cancelAtPeriodEnd: true } });
    expect(requestsSince(before)).toMatchObject([
      {
        method: 'POST',
        path: `/v1/subscriptions/${subscriptionId}`,
        params: { cancel_at_period_end: 'true' },
      },
    ]);
    expect(await planOf(user)).toBe('pro');
    const free = await invoke(user.client, 'billing-checkout', { plan: 'free' });
    expect(free.status).toBe(200);

    const resumed = await invoke(user.client, 'billing-resume');
    expect(resumed.body).toMatchObject({ subscription: { cancelAtPeriodEnd: false } });
    expect(stripe.requests.at(-1)?.params).toEqual({ cancel_at_period_end: 'false' });
    const again = await invoke(user.client, 'billing-resume');
    expect([again.status, errorCode(again)]).toEqual([409, 'nothing_to_resume']);

    // Stripe ends it at the period end: the webhook moves the account to Free.
    const ended = await deliver('customer.subscription.deleted', {
      ...stripe.subscriptions.get(subscriptionId)!,
      status: 'canceled',
    });
    expect(ended.body).toMatchObject({ applied: true });
    expect(await planOf(user)).toBe('free');
  });

  test('the portal opens for the caller’s own customer and returns only to a page of the app', async () => {
    const user = await backend.signUpAdult();
    await subscribeWithStripe(user);
    const customer = stripe.subscriptions.get(
      (await user.client.from('subscriptions').select('provider_subscription_id').single()).data!
        .provider_subscription_id as string,
    )!.customer;
    const before = stripe.requests.length;
    const portal = await invoke(user.client, 'billing-portal', { returnPath: '/app/account' });
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(requestsSince(before)).toMatchObject([
      {
        method: 'POST',
        path: '/v1/billing_portal/sessions',
        params: { customer, return_url: 'https://app.dreampitch.test/app/account' },
      },
    ]);
    for (const returnPath of ['https://evil.example/', '//evil.example/app', '/app/../../x', '/\\evil']) {
      const refused = await invoke(user.client, 'billing-portal', { returnPath });
      expect([refused.status, errorCode(refused)]).toEqual([400, 'invalid_return_path']);
    }
    const stranger = await backend.signUpAdult();
    const none = await invoke(stranger.client, 'billing-portal', {});
    expect([none.status, errorCode(none)]).toEqual([409, 'no_billing_account']);
    expect((await invoke(backend.anon, 'billing-portal', {})).status).toBe(401);
    expect(requestsSince(before)).toHaveLength(1);
  });
});

describe('switching between Pro and Parent with Stripe', () => {
  test("the quote is Stripe's invoice preview; confirming switches at Stripe for exactly that", async () => {
    const parent = await backend.signUp({ first_name: 'Pat', last_name: 'Parent', accountType: 'parent' });
    const subscriptionId = await subscribeWithStripe(parent, 'pro');
    const quoted = await invoke(parent.client, 'billing-change-plan', { plan: 'parent' });
    expect(quoted.status).toBe(200);
    // Just subscribed: the whole Pro month is unused and credited.
    expect(quoted.body.quote).toMatchObject({
      from: 'pro',
      to: 'parent',
      priceCents: 800,
      creditCents: 500,
      amountDueCents: 300,
      remainingCreditCents: 0,
    });
    expect(stripe.requests.at(-1)).toMatchObject({
      path: '/v1/invoices/create_preview',
      params: {
        subscription: subscriptionId,
        'subscription_details[items][0][price]': PRICES.parent,
        'subscription_details[proration_behavior]': 'always_invoice',
        'subscription_details[billing_cycle_anchor]': 'now',
      },
    });
    expect(await planOf(parent)).toBe('pro');

    const stale = await invoke(parent.client, 'billing-change-plan', {
      plan: 'parent',
      confirm: true,
      expectedAmountCents: 100,
    });
    expect([stale.status, errorCode(stale)]).toEqual([409, 'quote_changed']);
    expect(stale.body.error).toMatchObject({ quote: { amountDueCents: 300 } });

    stripe.declineNextCharge();
    const declined = await invoke(parent.client, 'billing-change-plan', {
      plan: 'parent',
      confirm: true,
      expectedAmountCents: 300,
    });
    expect([declined.status, errorCode(declined)]).toEqual([402, 'card_declined']);
    expect(await planOf(parent)).toBe('pro');

    const switched = await invoke(parent.client, 'billing-change-plan', {
      plan: 'parent',
      confirm: true,
      expectedAmountCents: 300,
    });
    expect(switched.status).toBe(200);
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/subscriptions/${subscriptionId}`,
      params: {
        'items[0][price]': PRICES.parent,
        proration_behavior: 'always_invoice',
        billing_cycle_anchor: 'now',
        payment_behavior: 'error_if_incomplete',
        'metadata[plan]': 'parent',
      },
    });
    expect(await planOf(parent)).toBe('parent');
  });

  test('a player is refused Parent, and the same plan is refused, before Stripe is asked anything', async () => {
    const player = await backend.signUpAdult();
    await subscribeWithStripe(player, 'pro');
    const before = stripe.requests.length;
    const parentPlan = await invoke(player.client, 'billing-change-plan', { plan: 'parent' });
    expect([parentPlan.status, errorCode(parentPlan)]).toEqual([403, 'parent_account_only']);
    const same = await invoke(player.client, 'billing-change-plan', { plan: 'pro' });
    expect([same.status, errorCode(same)]).toEqual([409, 'already_subscribed']);
    expect(requestsSince(before)).toEqual([]);
  });
});
