import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import {
  addBillingMonths,
  graceEndsAt,
  planChangeQuote,
  planPriceCents,
  type PaidTier,
} from '@dreampitch/domain';
import { invokeFunction, startTestBackend, type TestBackend, type TestUser } from './test-support';

/**
 * The simulated provider as a subscription (issue 20): every transition driven through the API, with the provider's
 * test clock (`billing-cycle { now }`, service role) standing in for time passing. The clock only moves forward and
 * is shared by the file, so each test reads the times it needs from its own subscription.
 */

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend({ billingIntervalMs: 0 });
}, 120_000);
afterAll(async () => {
  await backend.stop();
}, 60_000);

const nextYear = new Date().getUTCFullYear() + 1;
const card = (number: string, overrides: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: nextYear,
  cvc: '123',
  ...overrides,
});
const FAILS_ON_CHARGE = '4000000000000341';

const invoke = invokeFunction;

async function tokenFor(number: string): Promise<string> {
  const result = await invoke(backend.anon, 'billing-token', card(number));
  expect(result.status).toBe(200);
  return result.body.id as string;
}

const planOf = async (user: TestUser) =>
  (await user.client.from('profiles').select('subscription_plan, subscription_status').single()).data;

interface StoredSubscription {
  plan: PaidTier;
  status: string;
  current_period_start: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
  grace_until: string | null;
  card_last4: string | null;
}

async function subscriptionOf(user: TestUser): Promise<StoredSubscription> {
  const { data, error } = await user.client
    .from('subscriptions')
    .select(
      'plan, status, current_period_start, current_period_end, cancel_at_period_end, grace_until, card_last4',
    )
    .single();
  if (error) throw new Error(error.message);
  return data as StoredSubscription;
}

const invoicesOf = async (user: TestUser) =>
  (
    await user.client
      .from('invoices')
      .select('plan, amount_cents, status, period_start, description')
      .order('number')
  ).data as {
    plan: string;
    amount_cents: number;
    status: string;
    period_start: string;
    description: string;
  }[];

/** Moves the provider's clock and runs the scheduled job. */
async function advanceTo(time: Date) {
  const result = await invoke(backend.service, 'billing-cycle', { now: time.toISOString() });
  expect(result.status).toBe(200);
  return result.body as { renewed: number; failed: number; ended: number };
}
const after = (iso: string, minutes = 1) => new Date(Date.parse(iso) + minutes * 60_000);

const parentSignUp = () => backend.signUp({ first_name: 'Pat', last_name: 'Parent', accountType: 'parent' });

async function subscribe(user: TestUser, plan: PaidTier, number = '4242424242424242') {
  const result = await invoke(user.client, 'billing-checkout', { plan, token: await tokenFor(number) });
  expect(result.status).toBe(200);
  return subscriptionOf(user);
}

describe('billing-token (simulated card provider, Stripe test-card rules)', () => {
  test('4242 4242 4242 4242 succeeds with a single-use tok_sim_ token', async () => {
    const result = await invoke(backend.anon, 'billing-token', card('4242 4242 4242 4242'));
    expect(result.status).toBe(200);
    expect(result.body.id).toMatch(/^tok_sim_[A-Za-z0-9_-]{20,}$/);
    expect(result.body.card).toEqual({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: nextYear });
  });

  test.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'card_declined', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4242424242424241', 'incorrect_number', 'Your card number is incorrect.'],
  ])('%s is refused with 402 %s', async (number, code, message) => {
    const result = await invoke(backend.anon, 'billing-token', card(number));
    expect(result.status).toBe(402);
    expect(result.body.error).toMatchObject({ code, message });
  });

  test('an expiry in the past or a malformed CVC is refused', async () => {
    const expired = await invoke(backend.anon, 'billing-token', card('4242424242424242', { expYear: 2020 }));
    expect(expired.body.error).toMatchObject({ code: 'expired_card', message: 'Your card has expired.' });
    const badCvc = await invoke(backend.anon, 'billing-token', card('4242424242424242', { cvc: '12' }));
    expect(badCvc.body.error).toMatchObject({ code: 'invalid_cvc' });
  });
});

describe('billing-checkout starts a subscription', () => {
  test('a month-long period, a paid receipt, and the profile on the plan', async () => {
    const user = await backend.signUpAdult();
    const token = await tokenFor('4242424242424242');
    const result = await invoke(user.client, 'billing-checkout', { plan: 'pro', token });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ plan: 'pro', paymentId: token, amountCents: 500 });
    const subscription = await subscriptionOf(user);
    expect(subscription).toMatchObject({
      plan: 'pro',
      status: 'active',
      cancel_at_period_end: false,
      card_last4: '4242',
    });
    const start = new Date(subscription.current_period_start);
    expect(Date.parse(subscription.current_period_end)).toBe(addBillingMonths(start, 1).getTime());
    expect(await planOf(user)).toEqual({ subscription_plan: 'pro', subscription_status: 'active' });
    expect(await invoicesOf(user)).toEqual([
      expect.objectContaining({ plan: 'pro', amount_cents: 500, status: 'paid' }),
    ]);
  });

  test('the same request twice returns the first result without a second charge', async () => {
    const user = await backend.signUpAdult();
    const token = await tokenFor('5555555555554444');
    const first = await invoke(user.client, 'billing-checkout', { plan: 'pro', token });
    const second = await invoke(user.client, 'billing-checkout', { plan: 'pro', token });
    expect(second).toEqual(first);
    expect(await invoicesOf(user)).toHaveLength(1);
  });

  test('a used token cannot pay for another plan or another user', async () => {
    const user = await backend.signUpAdult();
    const thief = await backend.signUpAdult();
    const token = await tokenFor('4242424242424242');
    await invoke(user.client, 'billing-checkout', { plan: 'pro', token });
    const otherPlan = await invoke(user.client, 'billing-checkout', { plan: 'parent', token });
    expect(otherPlan.status).toBe(409);
    expect(otherPlan.body.error).toMatchObject({ code: 'token_already_used' });
    const otherUser = await invoke(thief.client, 'billing-checkout', { plan: 'pro', token });
    expect(otherUser.status).toBe(409);
    expect(await planOf(thief)).toEqual({ subscription_plan: 'free', subscription_status: 'inactive' });
  });

  test('refuses a forged or missing token, a bad plan, and anonymous callers', async () => {
    const user = await backend.signUpAdult();
    const forged = await invoke(user.client, 'billing-checkout', { plan: 'pro', token: 'tok_sim_forged' });
    expect(forged.status).toBe(402);
    expect(forged.body.error).toMatchObject({ code: 'invalid_token' });
    const missing = await invoke(user.client, 'billing-checkout', { plan: 'pro' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'missing_token' });
    const badPlan = await invoke(user.client, 'billing-checkout', { plan: 'platinum', token: 'tok_sim_x' });
    expect(badPlan.status).toBe(400);
    expect(badPlan.body.error).toMatchObject({ code: 'invalid_plan' });
    const token = await tokenFor('4242424242424242');
    const anonymous = await invoke(backend.anon, 'billing-checkout', { plan: 'pro', token });
    expect(anonymous.status).toBe(401);
    expect(await planOf(user)).toEqual({ subscription_plan: 'free', subscription_status: 'inactive' });
  });

  test('a card whose charges fail is refused at checkout and nothing is stored', async () => {
    const user = await backend.signUpAdult();
    const result = await invoke(user.client, 'billing-checkout', {
      plan: 'pro',
      token: await tokenFor(FAILS_ON_CHARGE),
    });
    expect(result.status).toBe(402);
    expect(result.body.error).toMatchObject({ code: 'card_declined' });
    expect((await user.client.from('subscriptions').select('plan')).data).toEqual([]);
    expect(await planOf(user)).toEqual({ subscription_plan: 'free', subscription_status: 'inactive' });
  });

  test('a second subscription is refused: the same plan, or another one (switching has its own path)', async () => {
    const user = await backend.signUpAdult();
    await subscribe(user, 'pro');
    const again = await invoke(user.client, 'billing-checkout', {
      plan: 'pro',
      token: await tokenFor('4242424242424242'),
    });
    expect(again.body.error).toMatchObject({ code: 'already_subscribed' });
    expect(await invoicesOf(user)).toHaveLength(1);
  });
});

describe('the right buyer: Parent is bought by a parent account', () => {
  test('a player cannot buy Parent, by checkout or by switching; a parent can', async () => {
    const player = await backend.signUpAdult();
    const refused = await invoke(player.client, 'billing-checkout', {
      plan: 'parent',
      token: await tokenFor('4242424242424242'),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'parent_account_only' });
    await subscribe(player, 'pro');
    const switched = await invoke(player.client, 'billing-change-plan', { plan: 'parent' });
    expect(switched.body.error).toMatchObject({ code: 'parent_account_only' });
    expect(await planOf(player)).toEqual({ subscription_plan: 'pro', subscription_status: 'active' });

    const parent = await parentSignUp();
    expect((await subscribe(parent, 'parent')).plan).toBe('parent');
  });
});

describe('renewal by the scheduled job', () => {
  test('at the end of the period the saved card is charged and a new period starts', async () => {
    const user = await backend.signUpAdult();
    const first = await subscribe(user, 'pro');
    const report = await advanceTo(after(first.current_period_end));
    expect(report.renewed).toBeGreaterThanOrEqual(1);
    const renewed = await subscriptionOf(user);
    expect(renewed).toMatchObject({ plan: 'pro', status: 'active' });
    expect(renewed.current_period_start).toBe(first.current_period_end);
    expect(Date.parse(renewed.current_period_end)).toBe(
      addBillingMonths(new Date(first.current_period_end), 1).getTime(),
    );
    const invoices = await invoicesOf(user);
    expect(invoices.map((invoice) => [invoice.amount_cents, invoice.status])).toEqual([
      [500, 'paid'],
      [500, 'paid'],
    ]);
  });

  test('nothing renews before the period ends, and a clock moved months ahead renews every month', async () => {
    const user = await backend.signUpAdult();
    const first = await subscribe(user, 'pro');
    await advanceTo(after(first.current_period_end, -60));
    expect(await subscriptionOf(user)).toEqual(first);
    const threeMonthsOn = addBillingMonths(new Date(first.current_period_end), 2);
    await advanceTo(after(threeMonthsOn.toISOString()));
    const later = await subscriptionOf(user);
    expect(Date.parse(later.current_period_end)).toBe(addBillingMonths(threeMonthsOn, 1).getTime());
    expect(await invoicesOf(user)).toHaveLength(4);
  });

  test('a failed renewal makes the plan past due for the grace period, then the account moves to Free', async () => {
    const user = await backend.signUpAdult();
    const first = await subscribe(user, 'pro');
    const update = await invoke(user.client, 'billing-update-card', {
      token: await tokenFor(FAILS_ON_CHARGE),
    });
    expect(update.status).toBe(200);

    await advanceTo(after(first.current_period_end));
    const pastDue = await subscriptionOf(user);
    expect(pastDue).toMatchObject({ plan: 'pro', status: 'past_due', card_last4: '0341' });
    expect(Date.parse(pastDue.grace_until!)).toBe(graceEndsAt(new Date(first.current_period_end)).getTime());
    // The plan's features stay during the grace period.
    expect(await planOf(user)).toEqual({ subscription_plan: 'pro', subscription_status: 'past_due' });
    expect((await invoicesOf(user)).map((invoice) => invoice.status)).toEqual(['paid', 'failed']);

    await advanceTo(after(pastDue.grace_until!, -1));
    expect((await subscriptionOf(user)).status).toBe('past_due');
    await advanceTo(after(pastDue.grace_until!));
    expect((await subscriptionOf(user)).status).toBe('canceled');
    expect(await planOf(user)).toEqual({ subscription_plan: 'free', subscription_status: 'canceled' });
  });

  test('a past-due plan is fixed by a working card: the failed renewal is paid and the plan is active', async () => {
    const user = await backend.signUpAdult();
    const first = await subscribe(user, 'pro');
    await invoke(user.client, 'billing-update-card', { token: await tokenFor(FAILS_ON_CHARGE) });
    await advanceTo(after(first.current_period_end));
    expect((await subscriptionOf(user)).status).toBe('past_due');

    const stillFailing = await invoke(user.client, 'billing-update-card', {
      token: await tokenFor(FAILS_ON_CHARGE),
    });
    expect(stillFailing.status).toBe(402);
    const fixed = await invoke(user.client, 'billing-update-card', {
      token: await tokenFor('4242424242424242'),
    });
    expect(fixed.status).toBe(200);
    expect(await subscriptionOf(user)).toMatchObject({
      status: 'active',
      grace_until: null,
      card_last4: '4242',
    });
    expect(await planOf(user)).toEqual({ subscription_plan: 'pro', subscription_status: 'active' });
    expect((await invoicesOf(user)).map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
  });
});

describe('cancel at the end of the period, resume before it', () => {
  test('cancel keeps the plan until the period ends; resume undoes it; then Free after the end', async () => {
    const user = await backend.signUpAdult();
    const first = await subscribe(user, 'pro');

    const cancel = await invoke(user.client, 'billing-cancel');
    expect(cancel.status).toBe(200);
    expect(await subscriptionOf(user)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(await planOf(user)).toEqual({ subscription_plan: 'pro', subscription_status: 'active' });

    const resume = await invoke(user.client, 'billing-resume');
    expect(resume.status).toBe(200);
    expect((await subscriptionOf(user)).cancel_at_period_end).toBe(false);

    // Choosing Free is the same cancellation.
    const free = await invoke(user.client, 'billing-checkout', { plan: 'free' });
    expect(free.status).toBe(200);
    expect((await subscriptionOf(user)).cancel_at_period_end).toBe(true);

    await advanceTo(after(first.current_period_end));
    expect((await subscriptionOf(user)).status).toBe('canceled');
    expect(await planOf(user)).toEqual({ subscription_plan: 'free', subscription_status: 'canceled' });
    // No renewal charge for a cancelled plan.
    expect(await invoicesOf(user)).toHaveLength(1);

    const late = await invoke(user.client, 'billing-resume');
    expect(late.body.error).toMatchObject({ code: 'nothing_to_resume' });
    const again = await invoke(user.client, 'billing-cancel');
    expect(again.body.error).toMatchObject({ code: 'no_subscription' });
  });

  test('after a plan ended, subscribing again starts a new subscription', async () => {
    const user = await backend.signUpAdult();
    const first = await subscribe(user, 'pro');
    await invoke(user.client, 'billing-cancel');
    await advanceTo(after(first.current_period_end));
    const second = await subscribe(user, 'pro');
    expect(second.status).toBe('active');
    expect(await planOf(user)).toEqual({ subscription_plan: 'pro', subscription_status: 'active' });
  });
});

describe('switching between Pro and Parent', () => {
  test('the quote is shown first; confirming charges exactly that and starts a new period', async () => {
    const parent = await parentSignUp();
    const first = await subscribe(parent, 'pro');
    // Some of the period used up.
    const midway = after(first.current_period_start, 60 * 24 * 10);
    await advanceTo(midway);

    const preview = await invoke(parent.client, 'billing-change-plan', { plan: 'parent' });
    expect(preview.status).toBe(200);
    const quote = preview.body.quote as ReturnType<typeof planChangeQuote>;
    expect(quote).toEqual(
      planChangeQuote(
        {
          plan: 'pro',
          currentPeriodStart: first.current_period_start,
          currentPeriodEnd: first.current_period_end,
        },
        'parent',
        new Date(quote.periodStart),
      ),
    );
    expect(quote.creditCents).toBeGreaterThan(0);
    expect(quote.creditCents).toBeLessThan(planPriceCents('pro'));
    expect(quote.amountDueCents).toBe(planPriceCents('parent') - quote.creditCents);
    // The preview changed nothing.
    expect((await subscriptionOf(parent)).plan).toBe('pro');

    const stale = await invoke(parent.client, 'billing-change-plan', {
      plan: 'parent',
      confirm: true,
      expectedAmountCents: quote.amountDueCents + 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'quote_changed' });

    const confirmed = await invoke(parent.client, 'billing-change-plan', {
      plan: 'parent',
      confirm: true,
      expectedAmountCents: quote.amountDueCents,
    });
    expect(confirmed.status).toBe(200);
    const switched = await subscriptionOf(parent);
    expect(switched).toMatchObject({ plan: 'parent', status: 'active', cancel_at_period_end: false });
    expect(Date.parse(switched.current_period_start)).toBe(Date.parse(quote.periodStart));
    expect(await planOf(parent)).toEqual({ subscription_plan: 'parent', subscription_status: 'active' });
    expect((await invoicesOf(parent)).map((invoice) => invoice.amount_cents)).toEqual([
      500,
      quote.amountDueCents,
    ]);
  });

  test('Parent to Pro: a credit larger than the price costs nothing now and is taken off the next renewal', async () => {
    const parent = await parentSignUp();
    const first = await subscribe(parent, 'parent');
    const preview = await invoke(parent.client, 'billing-change-plan', { plan: 'pro' });
    expect((preview.body.quote as { amountDueCents: number }).amountDueCents).toBe(0);
    const confirmed = await invoke(parent.client, 'billing-change-plan', {
      plan: 'pro',
      confirm: true,
      expectedAmountCents: 0,
    });
    const quote = confirmed.body.quote as ReturnType<typeof planChangeQuote>;
    expect(quote.remainingCreditCents).toBe(quote.creditCents - planPriceCents('pro'));
    expect(quote.remainingCreditCents).toBeGreaterThan(0);
    const switched = await subscriptionOf(parent);
    expect(switched.plan).toBe('pro');

    await advanceTo(after(switched.current_period_end));
    const amounts = (await invoicesOf(parent)).map((invoice) => invoice.amount_cents);
    expect(first.plan).toBe('parent');
    expect(amounts).toEqual([800, 0, planPriceCents('pro') - quote.remainingCreditCents]);
  });

  test('switching to the same plan, or without a subscription, is refused', async () => {
    const user = await backend.signUpAdult();
    const none = await invoke(user.client, 'billing-change-plan', { plan: 'pro' });
    expect(none.body.error).toMatchObject({ code: 'no_subscription' });
    await subscribe(user, 'pro');
    const same = await invoke(user.client, 'billing-change-plan', { plan: 'pro' });
    expect(same.body.error).toMatchObject({ code: 'already_subscribed' });
  });
});

describe('the scheduler is the server’s', () => {
  test('a user cannot run the billing cycle or move the clock', async () => {
    const user = await backend.signUpAdult();
    const result = await invoke(user.client, 'billing-cycle', { now: '2099-01-01T00:00:00Z' });
    expect(result.status).toBe(403);
    const anonymous = await invoke(backend.anon, 'billing-cycle', {});
    expect(anonymous.status).toBe(403);
  });

  test('unknown functions are 404; calls without a JWT are 401', async () => {
    const unknown = await invoke(backend.anon, 'nope', {});
    expect(unknown.status).toBe(404);
    const noJwt = await fetch(`${backend.url}/functions/v1/billing-token`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(card('4242424242424242')),
    });
    expect(noJwt.status).toBe(401);
  });
});
