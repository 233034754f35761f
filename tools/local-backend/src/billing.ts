import {
  addBillingMonths,
  cardBrand,
  cardNumberDigits,
  fullExpiryYear,
  graceEndsAt,
  isPaidTier,
  PAST_DUE_GRACE_DAYS,
  planById,
  planChangeQuote,
  planPriceCents,
  renewalAmountCents,
  testCardChargeRefusal,
  parseCheckoutRequest,
  testCardRefusal,
  type CardRefusal,
  type PaidTier,
} from '@dreampitch/domain';
import {
  billingEventFromStripe,
  verifyStripeSignature,
  type BillingEvent,
  type BillingSubscriptionState,
} from '../../../supabase/functions/_shared/billing-events';
import {
  stripeCancel,
  stripeChangePlan,
  stripeCheckout,
  stripePortal,
  stripeResume,
} from '../../../supabase/functions/_shared/stripe-billing';
import type { BackendContext } from './context';
import type { Queryable } from './database';
import { randomToken } from './random';
import { planForStripePrice, stripeBillingFor } from './stripe';

/**
 * The simulated card provider: Stripe's role when no Stripe key is set. It keeps customers (a saved card and any
 * credit) and a test clock in `local_billing`, decides every subscription transition (subscribe, renew, fail, grace,
 * cancel, resume, switch) and reports each one as a billing event; `public.billing_apply_event` writes what an event
 * says, exactly as it does for Stripe's webhook events (`billing-webhook`).
 */

export interface FunctionResult {
  status: number;
  body: unknown;
}

type RunAsService = <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;

const fail = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): FunctionResult => ({
  status,
  body: { error: { code, message, ...extra } },
});

const cardError = (refusal: CardRefusal): FunctionResult =>
  fail(402, refusal.code, refusal.message, {
    type: 'card_error',
    ...(refusal.declineCode ? { decline_code: refusal.declineCode } : {}),
  });

const notSignedIn = () => fail(401, 'not_authenticated', 'Sign in to manage your plan.');

function toInt(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

const inputOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};

const newId = (prefix: string) => `${prefix}_${randomToken(12, 'hex')}`;

/**
 * `billing-token`: applies Stripe's test-card rules and registers a single-use `tok_sim_…` token that checkout and
 * card updates accept. A card whose charges fail (4000 0000 0000 0341) is tokenised; its charges are refused later.
 */
export async function createCardToken(
  ctx: BackendContext,
  body: unknown,
  now = new Date(),
): Promise<FunctionResult> {
  const input = inputOf(body);
  const digits = typeof input.number === 'string' ? cardNumberDigits(input.number) : '';
  const expMonth = toInt(input.expMonth);
  const rawYear = toInt(input.expYear);
  const expYear = rawYear === null ? null : fullExpiryYear(rawYear);
  const refusal = testCardRefusal(
    { number: digits, expMonth, expYear, cvc: typeof input.cvc === 'string' ? input.cvc : '' },
    now,
  );
  if (refusal) return cardError(refusal);
  const brand = cardBrand(digits);
  const id = `tok_sim_${randomToken(18, 'base64url')}`;
  const last4 = digits.slice(-4);
  const chargeRefusal = testCardChargeRefusal(digits);
  await ctx.db.query(
    `insert into local_billing.card_tokens (id, brand, last4, exp_month, exp_year, charge_refusal)
     values ($1, $2, $3, $4, $5, $6)`,
    [id, brand, last4, expMonth, expYear, chargeRefusal ? JSON.stringify(chargeRefusal) : null],
  );
  return {
    status: 200,
    body: {
      id,
      object: 'token',
      type: 'card',
      created: Math.floor(now.getTime() / 1000),
      livemode: false,
      used: false,
      card: { brand, last4, exp_month: expMonth, exp_year: expYear },
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The provider's state
// ---------------------------------------------------------------------------------------------------------------

interface SubscriptionRow {
  user_id: string;
  plan: PaidTier;
  status: 'active' | 'past_due' | 'canceled';
  current_period_start: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
  grace_until: string | null;
  provider: 'simulated' | 'stripe';
  provider_customer_id: string | null;
  provider_subscription_id: string;
  card_brand: string | null;
  card_last4: string | null;
}

interface CustomerRow {
  id: string;
  card_token: string;
  balance_cents: number;
  brand: string;
  last4: string;
  charge_refusal: CardRefusal | null;
}

const SUBSCRIPTION_COLUMNS = `user_id::text, plan, status,
  to_json(current_period_start) #>> '{}' as current_period_start,
  to_json(current_period_end) #>> '{}' as current_period_end,
  cancel_at_period_end, to_json(grace_until) #>> '{}' as grace_until, provider, provider_customer_id,
  provider_subscription_id, card_brand, card_last4`;

async function subscriptionOf(tx: Queryable, userId: string): Promise<SubscriptionRow | null> {
  const result = await tx.query<SubscriptionRow>(
    `select ${SUBSCRIPTION_COLUMNS} from public.subscriptions where user_id = $1 for update`,
    [userId],
  );
  return result.rows[0] ?? null;
}

async function customerOf(tx: Queryable, userId: string): Promise<CustomerRow | null> {
  const result = await tx.query<CustomerRow>(
    `select c.id, c.card_token, c.balance_cents, t.brand, t.last4, t.charge_refusal
     from local_billing.customers c join local_billing.card_tokens t on t.id = c.card_token
     where c.user_id = $1 for update of c`,
    [userId],
  );
  return result.rows[0] ?? null;
}

/** The provider's clock: real time, or the test clock when a test has moved it ahead (it never goes back). */
async function providerNow(tx: Queryable): Promise<Date> {
  const result = await tx.query<{ now: string }>(
    `select to_json(greatest(now(), (select frozen_time from local_billing.test_clock))) #>> '{}' as now`,
  );
  return new Date(result.rows[0]!.now);
}

/** The one writer: every transition, simulated or Stripe's, goes through `billing_apply_event`. */
export async function applyBillingEvent(
  tx: Queryable,
  event: BillingEvent,
): Promise<{ applied: boolean; reason?: string }> {
  const result = await tx.query<{ result: { applied: boolean; reason?: string } }>(
    'select public.billing_apply_event($1::jsonb) as result',
    [JSON.stringify(event)],
  );
  return result.rows[0]!.result;
}

function stateOf(row: SubscriptionRow): BillingSubscriptionState {
  return {
    id: row.provider_subscription_id,
    customer: row.provider_customer_id,
    plan: row.plan,
    status: row.status,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    graceUntil: row.grace_until,
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
  };
}

/** Emits one simulated event and applies it. */
async function emit(
  tx: Queryable,
  userId: string,
  now: Date,
  event: Pick<BillingEvent, 'type' | 'subscription' | 'invoice'>,
): Promise<void> {
  await applyBillingEvent(tx, {
    id: newId('evt_sim'),
    provider: 'simulated',
    created: now.toISOString(),
    userId,
    ...event,
  });
}

const invoiceFor = (
  subscription: BillingSubscriptionState,
  amountCents: number,
  description: string,
  id = newId('in_sim'),
) => ({
  id,
  subscription: subscription.id,
  customer: subscription.customer,
  plan: subscription.plan,
  description,
  amountCents,
  periodStart: subscription.currentPeriodStart,
  periodEnd: subscription.currentPeriodEnd,
});

/** What the client gets back after a change: the subscription as stored. */
async function subscriptionBody(tx: Queryable, userId: string, extra: Record<string, unknown> = {}) {
  const row = await subscriptionOf(tx, userId);
  return { status: 200, body: { ...extra, subscription: row ? publicState(row) : null } };
}

function publicState(row: SubscriptionRow) {
  return {
    plan: row.plan,
    status: row.status,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    graceUntil: row.grace_until,
  };
}

async function accountTypeOf(tx: Queryable, userId: string): Promise<string | null> {
  const result = await tx.query<{ account_type: string }>(
    'select account_type from public.profiles where id = $1',
    [userId],
  );
  return result.rows[0]?.account_type ?? null;
}

const PARENT_ACCOUNT_ONLY = fail(
  403,
  'parent_account_only',
  'The Parent plan is bought by a parent account. Ask your parent to subscribe from their account.',
);

/**
 * Serialises every purchase of one user (issue 37): while the user has no subscription, `subscriptionOf(... for
 * update)` has no row to lock, so concurrent checkouts with different tokens would each charge.
 */
async function lockPurchasesOf(tx: Queryable, userId: string): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtext('billing-purchase'), hashtext($1))", [userId]);
}

/**
 * Who may pay (supabase/migrations/20261204100000_who_may_pay.sql): a consent-pending player never; a player under
 * 13 never (a parent pays); a new purchase of a player of 13 to 17 once a linked parent approved it.
 */
export async function purchaseRefusal(
  tx: Queryable,
  userId: string,
  plan: PaidTier,
  newPurchase: boolean,
): Promise<FunctionResult | null> {
  const result = await tx.query<{ refusal: { status: number; code: string; message: string } | null }>(
    'select private.billing_purchase_refusal($1, $2, $3) as refusal',
    [userId, plan, newPurchase],
  );
  const refusal = result.rows[0]?.refusal;
  return refusal ? fail(refusal.status, refusal.code, refusal.message) : null;
}

const isLive = (row: SubscriptionRow | null): row is SubscriptionRow =>
  row !== null && row.status !== 'canceled';

// ---------------------------------------------------------------------------------------------------------------
// The functions the app calls (signed in)
// ---------------------------------------------------------------------------------------------------------------

interface PaymentRow {
  user_id: string;
  plan: string;
}

/**
 * `billing-checkout` `{ plan, token }`: starts a subscription, charging the first month to the card and saving it
 * for renewals. The payment is keyed by the token, so a token pays once and a repeated request returns the first
 * result. `{ plan: 'free' }` is a cancellation at the end of the period (see `cancelSubscription`). With a Stripe
 * key it is Stripe Billing's checkout instead (`{ plan }`, then `{ plan, subscriptionId }`; see
 * supabase/functions/_shared/stripe-billing.ts), as the Edge Function runs it.
 */
export async function checkout(
  ctx: BackendContext,
  userId: string | null,
  body: unknown,
  runAsService: RunAsService,
): Promise<FunctionResult> {
  if (!userId) return notSignedIn();
  if (ctx.stripeSecretKey && inputOf(body).plan !== 'free') {
    return runAsService(async (tx) => {
      await lockPurchasesOf(tx, userId);
      return stripeCheckout((await stripeBillingFor(ctx, tx, applyToTx(tx)))!, userId, body);
    });
  }
  const request = parseCheckoutRequest(body);
  if (!request.ok) return fail(request.status, request.code, request.message);
  if (request.plan === 'free') return cancelSubscription(ctx, userId, runAsService);
  const { plan, token, amountCents } = request;
  return runAsService(async (tx) => {
    await lockPurchasesOf(tx, userId);
    // Serialises two requests with the same token so only one can pay.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [token]);
    const previous = await tx.query<PaymentRow>(
      'select user_id::text, plan from public.payments where id = $1',
      [token],
    );
    const paid = previous.rows[0];
    if (paid) {
      return paid.user_id === userId && paid.plan === plan
        ? subscriptionBody(tx, userId, { plan, paymentId: token, amountCents })
        : fail(409, 'token_already_used', 'This payment token has already been used.');
    }
    if (plan === 'parent' && (await accountTypeOf(tx, userId)) !== 'parent') return PARENT_ACCOUNT_ONLY;
    const refused = await purchaseRefusal(tx, userId, plan, true);
    if (refused) return refused;
    const current = await subscriptionOf(tx, userId);
    if (isLive(current)) {
      return current.plan === plan
        ? fail(409, 'already_subscribed', `You are already on the ${planById(plan).name} plan.`)
        : fail(409, 'switch_plan', 'You already have a paid plan: switch plans from the Plans page.');
    }
    const card = await tx.query<{ brand: string; last4: string; charge_refusal: CardRefusal | null }>(
      'select brand, last4, charge_refusal from local_billing.card_tokens where id = $1',
      [token],
    );
    const saved = card.rows[0];
    if (!saved) return fail(402, 'invalid_token', 'The payment token is not valid.');
    if (saved.charge_refusal) return cardError(saved.charge_refusal);

    const now = await providerNow(tx);
    await tx.query(
      `insert into public.payments (id, user_id, plan, amount_cents, provider) values ($1, $2, $3, $4, 'simulated')`,
      [token, userId, plan, amountCents],
    );
    const customer = await customerOf(tx, userId);
    const customerId = customer?.id ?? newId('cus_sim');
    await tx.query(
      `insert into local_billing.customers (id, user_id, card_token) values ($1, $2, $3)
       on conflict (user_id) do update set card_token = excluded.card_token`,
      [customerId, userId, token],
    );
    const subscription: BillingSubscriptionState = {
      id: newId('sub_sim'),
      customer: customerId,
      plan,
      status: 'active',
      currentPeriodStart: now.toISOString(),
      currentPeriodEnd: addBillingMonths(now, 1).toISOString(),
      cancelAtPeriodEnd: false,
      cardBrand: saved.brand,
      cardLast4: saved.last4,
    };
    await emit(tx, userId, now, { type: 'subscription.created', subscription });
    await emit(tx, userId, now, {
      type: 'invoice.paid',
      invoice: invoiceFor(subscription, amountCents, `${planById(plan).name} plan, first month`),
    });
    await tx.query('select private.billing_purchase_made($1, $2)', [userId, plan]);
    return subscriptionBody(tx, userId, { plan, paymentId: token, amountCents });
  });
}

/** `billing-cancel`: stops renewal; the plan stays until the period ends. A past-due plan (unpaid) ends now. */
export function cancelSubscription(
  ctx: BackendContext,
  userId: string | null,
  runAsService: RunAsService,
): Promise<FunctionResult> {
  if (!userId) return Promise.resolve(notSignedIn());
  return runAsService(async (tx) => {
    const current = await subscriptionOf(tx, userId);
    if (!isLive(current))
      return fail(409, 'no_subscription', 'You are on the Free plan: there is nothing to cancel.');
    if (current.provider !== 'simulated') {
      const stripe = await stripeBillingFor(ctx, tx, applyToTx(tx));
      return stripe ? stripeCancel(stripe, userId) : stripeOnly();
    }
    const now = await providerNow(tx);
    if (current.status === 'past_due') {
      await emit(tx, userId, now, { type: 'subscription.deleted', subscription: stateOf(current) });
    } else if (!current.cancel_at_period_end) {
      await emit(tx, userId, now, {
        type: 'subscription.updated',
        subscription: { ...stateOf(current), cancelAtPeriodEnd: true },
      });
    }
    return subscriptionBody(tx, userId);
  });
}

/** `billing-resume`: undoes a cancellation before the period ends. */
export function resumeSubscription(
  ctx: BackendContext,
  userId: string | null,
  runAsService: RunAsService,
): Promise<FunctionResult> {
  if (!userId) return Promise.resolve(notSignedIn());
  return runAsService(async (tx) => {
    const current = await subscriptionOf(tx, userId);
    if (!isLive(current) || current.status !== 'active') {
      return fail(
        409,
        'nothing_to_resume',
        'There is no cancelled plan to resume. Choose a plan to subscribe.',
      );
    }
    if (current.provider !== 'simulated') {
      const stripe = await stripeBillingFor(ctx, tx, applyToTx(tx));
      return stripe ? stripeResume(stripe, userId) : stripeOnly();
    }
    const refused = await purchaseRefusal(tx, userId, current.plan, false);
    if (refused) return refused;
    if (current.cancel_at_period_end) {
      await emit(tx, userId, await providerNow(tx), {
        type: 'subscription.updated',
        subscription: { ...stateOf(current), cancelAtPeriodEnd: false },
      });
    }
    return subscriptionBody(tx, userId);
  });
}

const stripeOnly = () =>
  fail(409, 'managed_by_stripe', 'This plan is billed by Stripe: manage it from the billing portal.');

const applyToTx = (tx: Queryable) => (event: BillingEvent) => applyBillingEvent(tx, event);

/** `billing-portal` `{ returnPath? }`: Stripe's customer portal for the caller's card, receipts and cancellation. */
export function billingPortal(
  ctx: BackendContext,
  userId: string | null,
  body: unknown,
  runAsService: RunAsService,
): Promise<FunctionResult> {
  if (!userId) return Promise.resolve(notSignedIn());
  if (!ctx.stripeSecretKey) {
    return Promise.resolve(fail(503, 'portal_unavailable', 'The billing portal is not available right now.'));
  }
  return runAsService(async (tx) =>
    stripePortal((await stripeBillingFor(ctx, tx, applyToTx(tx)))!, userId, body),
  );
}

/**
 * `billing-change-plan` `{ plan, confirm?, expectedAmountCents? }`: switching between Pro and Parent. Without
 * `confirm` it answers the quote (the amount due now, after the credit for the unused part of the current period);
 * with it, it charges exactly that amount (refusing with the new quote if it changed) and starts a new period.
 */
export function changePlan(
  ctx: BackendContext,
  userId: string | null,
  body: unknown,
  runAsService: RunAsService,
): Promise<FunctionResult> {
  if (!userId) return Promise.resolve(notSignedIn());
  const input = inputOf(body);
  const plan = input.plan;
  if (!isPaidTier(plan)) return Promise.resolve(fail(400, 'invalid_plan', 'Choose the pro or parent plan.'));
  return runAsService(async (tx) => {
    const current = await subscriptionOf(tx, userId);
    if (!isLive(current)) return fail(409, 'no_subscription', 'Subscribe to a plan first.');
    if (current.provider !== 'simulated') {
      const stripe = await stripeBillingFor(ctx, tx, applyToTx(tx));
      return stripe ? stripeChangePlan(stripe, userId, body) : stripeOnly();
    }
    if (current.plan === plan) {
      return fail(409, 'already_subscribed', `You are already on the ${planById(plan).name} plan.`);
    }
    if (current.status === 'past_due') {
      return fail(
        409,
        'payment_past_due',
        'Your last payment failed: update your card before switching plans.',
      );
    }
    if (plan === 'parent' && (await accountTypeOf(tx, userId)) !== 'parent') return PARENT_ACCOUNT_ONLY;
    const refused = await purchaseRefusal(tx, userId, plan, false);
    if (refused) return refused;
    const customer = await customerOf(tx, userId);
    if (!customer) return fail(409, 'no_card', 'Add a card first.');
    const now = await providerNow(tx);
    const quote = planChangeQuote(
      {
        plan: current.plan,
        currentPeriodStart: current.current_period_start,
        currentPeriodEnd: current.current_period_end,
      },
      plan,
      now,
      customer.balance_cents,
    );
    if (input.confirm !== true) return { status: 200, body: { quote } };
    if (input.expectedAmountCents !== quote.amountDueCents) {
      return fail(409, 'quote_changed', 'The amount due has changed. Check it and confirm again.', { quote });
    }
    if (quote.amountDueCents > 0 && customer.charge_refusal) return cardError(customer.charge_refusal);
    await tx.query('update local_billing.customers set balance_cents = $2 where id = $1', [
      customer.id,
      quote.remainingCreditCents,
    ]);
    const subscription: BillingSubscriptionState = {
      ...stateOf(current),
      plan,
      currentPeriodStart: quote.periodStart,
      currentPeriodEnd: quote.periodEnd,
      cancelAtPeriodEnd: false,
    };
    await emit(tx, userId, now, { type: 'subscription.updated', subscription });
    await emit(tx, userId, now, {
      type: 'invoice.paid',
      invoice: invoiceFor(
        subscription,
        quote.amountDueCents,
        `Switch to ${planById(plan).name}: ${planById(plan).name} plan less credit for unused ${planById(current.plan).name}`,
      ),
    });
    return subscriptionBody(tx, userId, { quote });
  });
}

/**
 * `billing-update-card` `{ token }`: the card renewals are charged to (the simulated customer portal). On a
 * past-due plan the failed renewal is charged again at once; paid, the plan is active again.
 */
export function updateCard(
  _ctx: BackendContext,
  userId: string | null,
  body: unknown,
  runAsService: RunAsService,
): Promise<FunctionResult> {
  if (!userId) return Promise.resolve(notSignedIn());
  const token = inputOf(body).token;
  if (typeof token !== 'string' || token.length === 0 || token.length > 255) {
    return Promise.resolve(fail(400, 'missing_token', 'A payment token is required.'));
  }
  return runAsService(async (tx) => {
    const current = await subscriptionOf(tx, userId);
    if (!isLive(current)) return fail(409, 'no_subscription', 'Subscribe to a plan first.');
    if (current.provider !== 'simulated') return stripeOnly();
    const customer = await customerOf(tx, userId);
    if (!customer) return fail(409, 'no_card', 'Subscribe to a plan first.');
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [token]);
    const used = await tx.query(
      `select 1 from public.payments where id = $1 union all select 1 from local_billing.customers where card_token = $1`,
      [token],
    );
    if (used.rows.length > 0)
      return fail(409, 'token_already_used', 'This payment token has already been used.');
    const card = await tx.query<{ brand: string; last4: string; charge_refusal: CardRefusal | null }>(
      'select brand, last4, charge_refusal from local_billing.card_tokens where id = $1',
      [token],
    );
    const saved = card.rows[0];
    if (!saved) return fail(402, 'invalid_token', 'The payment token is not valid.');
    await tx.query('update local_billing.customers set card_token = $2 where id = $1', [customer.id, token]);
    const now = await providerNow(tx);
    const withCard = { ...stateOf(current), cardBrand: saved.brand, cardLast4: saved.last4 };
    if (current.status === 'past_due') {
      if (saved.charge_refusal) {
        await emit(tx, userId, now, { type: 'subscription.updated', subscription: withCard });
        return cardError(saved.charge_refusal);
      }
      await retryPastDue(tx, userId, now, withCard, customer);
    } else {
      await emit(tx, userId, now, { type: 'subscription.updated', subscription: withCard });
    }
    return subscriptionBody(tx, userId);
  });
}

async function retryPastDue(
  tx: Queryable,
  userId: string,
  now: Date,
  subscription: BillingSubscriptionState,
  customer: Pick<CustomerRow, 'id' | 'balance_cents'>,
): Promise<void> {
  const open = await tx.query<{ id: string; amount_cents: number }>(
    `select id, amount_cents from public.invoices where provider_subscription_id = $1 and status = 'failed'
     order by number desc limit 1`,
    [subscription.id],
  );
  const failed = open.rows[0];
  const amount = failed?.amount_cents ?? renewalAmountCents(subscription.plan, customer.balance_cents);
  await spendCredit(tx, customer.id, subscription.plan);
  const active: BillingSubscriptionState = { ...subscription, status: 'active', graceUntil: null };
  await emit(tx, userId, now, { type: 'subscription.updated', subscription: active });
  await emit(tx, userId, now, {
    type: 'invoice.paid',
    invoice: invoiceFor(active, amount, `${planById(active.plan).name} plan, monthly renewal`, failed?.id),
  });
}

/** A renewal is paid with the credit held first, the card for the rest. */
async function spendCredit(tx: Queryable, customerId: string, plan: PaidTier): Promise<void> {
  await tx.query(
    'update local_billing.customers set balance_cents = greatest(balance_cents - $2, 0) where id = $1',
    [customerId, planPriceCents(plan)],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The scheduled job
// ---------------------------------------------------------------------------------------------------------------

export interface BillingCycleReport {
  now: string;
  renewed: number;
  failed: number;
  ended: number;
}

/**
 * Renews, fails and ends the simulated subscriptions that are due at the provider's time: a period that ended is
 * renewed (charging the saved card, less any credit) or, if cancelled, ends; a failed charge makes the plan past
 * due for PAST_DUE_GRACE_DAYS; an unfixed past-due plan ends at its grace date. Loops, so a clock moved several
 * months ahead goes through every renewal. `advanceTo` moves the test clock first (only ever forward).
 */
export async function runBillingCycle(tx: Queryable, advanceTo?: Date): Promise<BillingCycleReport> {
  if (advanceTo) {
    await tx.query(
      `insert into local_billing.test_clock (id, frozen_time) values (true, $1)
       on conflict (id) do update set frozen_time = greatest(local_billing.test_clock.frozen_time, excluded.frozen_time)`,
      [advanceTo.toISOString()],
    );
  }
  const now = await providerNow(tx);
  const report = { now: now.toISOString(), renewed: 0, failed: 0, ended: 0 };
  for (;;) {
    const due = await tx.query<SubscriptionRow>(
      `select ${SUBSCRIPTION_COLUMNS} from public.subscriptions
       where provider = 'simulated' and (
         (status = 'active' and current_period_end <= $1) or (status = 'past_due' and grace_until <= $1))
       order by current_period_end limit 100 for update skip locked`,
      [now.toISOString()],
    );
    if (due.rows.length === 0) return report;
    for (const row of due.rows) {
      const state = stateOf(row);
      if (row.status === 'past_due' || row.cancel_at_period_end) {
        await emit(tx, row.user_id, now, { type: 'subscription.deleted', subscription: state });
        report.ended += 1;
        continue;
      }
      const customer = await customerOf(tx, row.user_id);
      const periodEnd = new Date(row.current_period_end);
      const next: BillingSubscriptionState = {
        ...state,
        currentPeriodStart: periodEnd.toISOString(),
        currentPeriodEnd: addBillingMonths(periodEnd, 1).toISOString(),
      };
      const amount = renewalAmountCents(row.plan, customer?.balance_cents ?? 0);
      const refused = !customer || (amount > 0 && customer.charge_refusal !== null);
      const description = `${planById(row.plan).name} plan, monthly renewal`;
      if (refused) {
        const pastDue = {
          ...next,
          status: 'past_due' as const,
          graceUntil: graceEndsAt(periodEnd).toISOString(),
        };
        await emit(tx, row.user_id, now, { type: 'subscription.updated', subscription: pastDue });
        await emit(tx, row.user_id, now, {
          type: 'invoice.payment_failed',
          invoice: invoiceFor(pastDue, amount, description),
        });
        report.failed += 1;
      } else {
        await spendCredit(tx, customer.id, row.plan);
        await emit(tx, row.user_id, now, { type: 'subscription.updated', subscription: next });
        await emit(tx, row.user_id, now, {
          type: 'invoice.paid',
          invoice: invoiceFor(next, amount, description),
        });
        report.renewed += 1;
      }
    }
  }
}

/** `billing-cycle` `{ now? }`: the scheduled job, callable by the service role (with a test clock time, as tests do). */
export async function billingCycleFunction(
  isServiceRole: boolean,
  body: unknown,
  runAsService: RunAsService,
): Promise<FunctionResult> {
  if (!isServiceRole)
    return fail(403, 'service_role_only', 'Only the billing scheduler runs the billing cycle.');
  const raw = inputOf(body).now;
  const advanceTo = typeof raw === 'string' ? new Date(raw) : undefined;
  if (advanceTo && Number.isNaN(advanceTo.getTime()))
    return fail(400, 'invalid_now', 'now must be an ISO date.');
  return { status: 200, body: await runAsService((tx) => runBillingCycle(tx, advanceTo)) };
}

// ---------------------------------------------------------------------------------------------------------------
// Stripe's webhook
// ---------------------------------------------------------------------------------------------------------------

/**
 * `billing-webhook`: Stripe's events, verified with the endpoint secret (STRIPE_WEBHOOK_SECRET) over the raw body,
 * mapped onto billing events and applied through the same `billing_apply_event` as the simulated provider's.
 * Repeated deliveries are applied once; events we do not mirror are acknowledged.
 */
export async function stripeWebhook(
  webhookSecret: string | null,
  prices: { pro?: string | null; parent?: string | null },
  rawBody: string,
  signatureHeader: string | null,
  runAsService: RunAsService,
  now = new Date(),
): Promise<FunctionResult> {
  if (!webhookSecret) return fail(503, 'webhook_not_configured', 'STRIPE_WEBHOOK_SECRET is not set.');
  const check = await verifyStripeSignature(
    rawBody,
    signatureHeader,
    webhookSecret,
    Math.floor(now.getTime() / 1000),
  );
  if (!check.ok) return fail(400, 'invalid_signature', `Webhook signature rejected: ${check.reason}.`);
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    return fail(400, 'invalid_json', 'The body is not valid JSON');
  }
  const event = billingEventFromStripe(inputOf(payload), planForStripePrice(prices), PAST_DUE_GRACE_DAYS);
  if (!event) return { status: 200, body: { received: true, applied: false, reason: 'ignored_type' } };
  try {
    const result = await runAsService((tx) => applyBillingEvent(tx, event));
    return { status: 200, body: { received: true, ...result } };
  } catch (error) {
    // Stripe retries a non-2xx delivery; an event about a customer we do not know will not get better.
    const message = error instanceof Error ? error.message : String(error);
    if (message === 'unknown_customer')
      return { status: 200, body: { received: true, applied: false, reason: message } };
    throw error;
  }
}
