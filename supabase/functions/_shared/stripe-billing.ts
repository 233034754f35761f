/**
 * Stripe Billing, shared by the Edge Functions (Deno, `npm:stripe`) and the local backend (Node, `stripe`): start a
 * subscription for the card form (Elements: the subscription waits, `default_incomplete`, for the browser to confirm
 * its first invoice's payment with the client secret), mirror it once confirmed, cancel or resume it at the end of
 * the period, and open Stripe's customer portal. Every change Stripe reports is written through the host's
 * `apply` (`public.billing_apply_event`), the one path the webhook and the simulated provider take too.
 *
 * Runtime imports: none (Deno needs `.ts` extensions that Node's typecheck refuses), so the host passes in the
 * Stripe client, its store and `subscriptionFromStripe` from ./billing-events.ts.
 */
import type { BillingEvent, BillingSubscriptionState, PaidPlan } from './billing-events.ts';

/** The calls this file makes, as the official `stripe` package declares them (any API version since 2025-03-31). */
export interface StripeBillingApi {
  customers: { create(params: object, options?: object): Promise<{ id: string }> };
  subscriptions: {
    create(params: object, options?: object): Promise<object>;
    list(params: object): Promise<{ data: object[] }>;
    retrieve(id: string, params?: object): Promise<object>;
    update(id: string, params: object): Promise<object>;
    cancel(id: string): Promise<object>;
  };
  billingPortal: { sessions: { create(params: object): Promise<{ url: string }> } };
  invoices: { createPreview(params: object): Promise<object> };
}

/** The user's subscription row as stored, whichever provider wrote it. */
export interface StoredSubscription {
  plan: PaidPlan;
  status: 'active' | 'past_due' | 'canceled';
  cancelAtPeriodEnd: boolean;
  provider: 'simulated' | 'stripe';
  providerCustomerId: string | null;
  providerSubscriptionId: string;
}

/** Why an account may not pay for a plan (`public.billing_purchase_refusal`), as the function answers it. */
export interface PurchaseRefusal {
  status: number;
  code: string;
  message: string;
}

export interface BillingStore {
  subscription(userId: string): Promise<StoredSubscription | null>;
  accountType(userId: string): Promise<string | null>;
  /**
   * Null when the user may pay for the plan: a consent-pending or under-13 player never; a player of 13 to 17
   * starts a new purchase once a linked parent approved it (`newPurchase`).
   */
  purchaseRefusal(userId: string, plan: PaidPlan, newPurchase: boolean): Promise<PurchaseRefusal | null>;
  /** The purchase went through: the parent's approval it used is spent. */
  purchaseMade(userId: string, plan: PaidPlan): Promise<void>;
  /**
   * Stripe's idempotency key for starting this purchase, kept by the database (`public.billing_checkout_key`): the
   * same for every request of one purchase (retries, repeated submits, several tabs at once, at any instant), a new
   * one for another plan, after another subscription (`previousSubscriptionId`, null for the first) or after 22 hours.
   */
  checkoutKey(
    userId: string,
    plan: PaidPlan,
    previousSubscriptionId: string | null,
    now: Date,
  ): Promise<string>;
  apply(event: BillingEvent): Promise<{ applied: boolean; reason?: string }>;
}

export interface StripeBillingDeps {
  stripe: StripeBillingApi;
  store: BillingStore;
  prices: { pro?: string | null; parent?: string | null };
  /** What those prices charge a month, in cents (PLAN_PRICES_CENTS of libs/domain). */
  priceCents: Record<PaidPlan, number>;
  /** Where the customer portal sends the user back to: the site's origin (APP_URL). */
  appUrl: string | null;
  /** `subscriptionFromStripe` of ./billing-events.ts, with the price lookup and grace days bound. */
  mirror(subscription: Record<string, unknown>): BillingSubscriptionState | null;
  newEventId(): string;
  now(): Date;
}

export interface StripeBillingResult {
  status: number;
  body: unknown;
}

const fail = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: { error: { code, message, ...extra } },
});

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const isPaidPlan = (value: unknown): value is PaidPlan => value === 'pro' || value === 'parent';
const PLAN_NAMES: Record<PaidPlan, string> = { pro: 'Pro', parent: 'Parent' };

const refusalResult = (refusal: PurchaseRefusal): StripeBillingResult =>
  fail(refusal.status, refusal.code, refusal.message);

const SUBSCRIPTION_ID = /^sub_[A-Za-z0-9]{1,250}$/;
/** Pages of the app the portal may return to; anything else would make the portal an open redirect. */
const RETURN_PATH = /^\/app\/[a-z0-9-]*(\/[a-z0-9-]+)*(#[a-z0-9-]+)?$/;

export const PARENT_ACCOUNT_ONLY_MESSAGE =
  'The Parent plan is bought by a parent account. Ask your parent to subscribe from their account.';

/** What the client shows after a change: the subscription as Stripe now reports it. */
function publicState(state: BillingSubscriptionState) {
  return {
    plan: state.plan,
    status: state.status,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    graceUntil: state.graceUntil ?? null,
  };
}

/** Stripe's errors carry the HTTP status, a code and, for cards, a message written for the card holder. */
function stripeFailure(error: unknown): StripeBillingResult {
  const details = record(error);
  const raw = record(details.raw);
  const code = typeof details.code === 'string' ? details.code : null;
  if (details.type === 'StripeCardError' || raw.type === 'card_error') {
    return fail(402, code ?? 'card_declined', String(details.message || 'Your card was declined.'), {
      type: 'card_error',
    });
  }
  return fail(502, 'payment_provider_error', 'The payment service did not answer. Please try again.', {
    ...(code ? { provider_code: code } : {}),
  });
}

async function callStripe<T>(work: () => Promise<T>): Promise<{ ok: true; value: T } | StripeBillingResult> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return stripeFailure(error);
  }
}

/** The card on a subscription whose default_payment_method was expanded (recognisable, never the number). */
function cardOf(subscription: Record<string, unknown>): { cardBrand?: string; cardLast4?: string } {
  const card = record(record(subscription.default_payment_method).card);
  return typeof card.brand === 'string' && typeof card.last4 === 'string' && /^\d{4}$/.test(card.last4)
    ? { cardBrand: card.brand.slice(0, 20), cardLast4: card.last4 }
    : {};
}

/** Applies Stripe's subscription as it is now, through the same path as a webhook event. */
async function mirrorNow(
  deps: StripeBillingDeps,
  userId: string,
  subscription: Record<string, unknown>,
): Promise<StripeBillingResult> {
  const state = deps.mirror(subscription);
  if (!state) {
    return fail(402, 'payment_incomplete', 'The payment was not completed. Check your card and try again.');
  }
  await deps.store.apply({
    id: deps.newEventId(),
    type: state.status === 'canceled' ? 'subscription.deleted' : 'subscription.updated',
    provider: 'stripe',
    // Whole seconds, as Stripe stamps its events: a webhook event from the same second as this change still applies.
    created: new Date(Math.floor(deps.now().getTime() / 1000) * 1000).toISOString(),
    userId,
    subscription: { ...state, ...cardOf(subscription) },
  });
  return { status: 200, body: { plan: state.plan, subscription: publicState(state) } };
}

/**
 * `billing-checkout` `{ plan }` with Stripe: a Customer (reused once known) and a Subscription that waits
 * for its first payment; the answer holds the client secret the card form confirms. `{ plan, subscriptionId }`
 * after the confirmation mirrors the subscription at once (the webhook reports the same change later, once).
 */
export async function stripeCheckout(
  deps: StripeBillingDeps,
  userId: string,
  body: unknown,
): Promise<StripeBillingResult> {
  const input = record(body);
  const plan = input.plan;
  if (!isPaidPlan(plan)) return fail(400, 'invalid_plan', 'Choose the pro or parent plan.');
  if (input.subscriptionId !== undefined) return confirmCheckout(deps, userId, input.subscriptionId);
  const price = deps.prices[plan];
  if (!price) return fail(503, 'payments_unavailable', 'Payments are not available right now.');
  if (plan === 'parent' && (await deps.store.accountType(userId)) !== 'parent') {
    return fail(403, 'parent_account_only', PARENT_ACCOUNT_ONLY_MESSAGE);
  }
  const refusal = await deps.store.purchaseRefusal(userId, plan, true);
  if (refusal) return refusalResult(refusal);
  const current = await deps.store.subscription(userId);
  if (current && current.status !== 'canceled') {
    return current.plan === plan
      ? fail(409, 'already_subscribed', `You are already on the ${PLAN_NAMES[plan]} plan.`)
      : fail(409, 'switch_plan', 'You already have a paid plan: switch plans from the Plans page.');
  }
  let customerId = current?.provider === 'stripe' ? current.providerCustomerId : null;
  if (!customerId) {
    // Only the user id: Stripe needs no name or e-mail of a young player to bill a card.
    const customer = await callStripe(() =>
      deps.stripe.customers.create(
        { metadata: { user_id: userId } },
        { idempotencyKey: `dreampitch-customer-${userId}` },
      ),
    );
    if (!('ok' in customer)) return customer;
    customerId = customer.value.id;
  }
  const waiting = await waitingSubscription(deps, customerId, userId, plan);
  if (!('ok' in waiting)) return waiting;
  const created = waiting.value
    ? waiting
    : await startSubscription(deps, userId, plan, price, customerId, current);
  if (!('ok' in created)) return created;
  const subscription = record(created.value);
  const subscriptionId = subscription.id;
  if (typeof subscriptionId !== 'string') return stripeFailure(null);
  // Nothing to pay now (a full credit, say): Stripe started it already.
  if (subscription.status === 'active' || subscription.status === 'trialing') {
    return mirrorNow(deps, userId, subscription);
  }
  const clientSecret = record(record(subscription.latest_invoice).confirmation_secret).client_secret;
  if (typeof clientSecret !== 'string') return stripeFailure(null);
  return {
    status: 200,
    body: { plan, subscriptionId, clientSecret, requiresConfirmation: true },
  };
}

/** A new subscription waiting for its first payment, under the key every request for this purchase shares. */
async function startSubscription(
  deps: StripeBillingDeps,
  userId: string,
  plan: PaidPlan,
  price: string,
  customerId: string,
  previous: StoredSubscription | null,
): Promise<{ ok: true; value: object } | StripeBillingResult> {
  const idempotencyKey = await deps.store.checkoutKey(
    userId,
    plan,
    previous?.providerSubscriptionId ?? null,
    deps.now(),
  );
  return callStripe(() =>
    deps.stripe.subscriptions.create(
      {
        customer: customerId,
        items: [{ price }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { user_id: userId, plan },
        expand: ['latest_invoice.confirmation_secret'],
      },
      { idempotencyKey },
    ),
  );
}

/**
 * The customer's subscription for this plan that still waits for its first payment, with its client secret: a card
 * form already open for this purchase (another tab, or one opened more than 22 hours ago, whose idempotency key was
 * another) pays that one, so two card forms can never both charge.
 */
async function waitingSubscription(
  deps: StripeBillingDeps,
  customerId: string,
  userId: string,
  plan: PaidPlan,
): Promise<{ ok: true; value: object | null } | StripeBillingResult> {
  const listed = await callStripe(() =>
    deps.stripe.subscriptions.list({
      customer: customerId,
      status: 'incomplete',
      limit: 10,
      expand: ['data.latest_invoice.confirmation_secret'],
    }),
  );
  if (!('ok' in listed)) return listed;
  const found = listed.value.data.find((subscription) => {
    const metadata = record(record(subscription).metadata);
    return metadata.user_id === userId && metadata.plan === plan;
  });
  return { ok: true, value: found ?? null };
}

async function confirmCheckout(
  deps: StripeBillingDeps,
  userId: string,
  subscriptionId: unknown,
): Promise<StripeBillingResult> {
  const unknown = fail(404, 'unknown_subscription', 'This subscription was not found.');
  if (typeof subscriptionId !== 'string' || !SUBSCRIPTION_ID.test(subscriptionId)) return unknown;
  const retrieved = await callStripe(() =>
    deps.stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] }),
  );
  if (!('ok' in retrieved)) {
    return retrieved.status === 502 &&
      record(record(retrieved.body).error).provider_code === 'resource_missing'
      ? unknown
      : retrieved;
  }
  const subscription = record(retrieved.value);
  // Someone else's subscription id gets the same answer as a made-up one.
  if (record(subscription.metadata).user_id !== userId) return unknown;
  // Never paid within Stripe's 23 hours: nothing to mirror, the next attempt starts a new subscription.
  if (subscription.status === 'incomplete_expired') {
    return fail(402, 'payment_incomplete', 'The payment was not completed. Check your card and try again.');
  }
  const mirrored = await mirrorNow(deps, userId, subscription);
  const plan = record(record(mirrored.body).subscription).plan;
  if (mirrored.status === 200 && isPaidPlan(plan)) await deps.store.purchaseMade(userId, plan);
  return mirrored;
}

async function liveStripeSubscription(
  deps: StripeBillingDeps,
  userId: string,
  freeMessage = 'You are on the Free plan: there is nothing to cancel.',
): Promise<StoredSubscription | StripeBillingResult> {
  const current = await deps.store.subscription(userId);
  if (!current || current.status === 'canceled') return fail(409, 'no_subscription', freeMessage);
  if (current.provider !== 'stripe') {
    return fail(409, 'not_billed_by_stripe', 'This plan is not billed by Stripe.');
  }
  return current;
}

const isResult = (value: StoredSubscription | StripeBillingResult): value is StripeBillingResult =>
  'body' in value;

/** `billing-cancel` with Stripe: renewal stops and the plan stays until the period ends; an unpaid plan ends now. */
export async function stripeCancel(deps: StripeBillingDeps, userId: string): Promise<StripeBillingResult> {
  const current = await liveStripeSubscription(deps, userId);
  if (isResult(current)) return current;
  const changed = await callStripe(() =>
    current.status === 'past_due'
      ? deps.stripe.subscriptions.cancel(current.providerSubscriptionId)
      : deps.stripe.subscriptions.update(current.providerSubscriptionId, { cancel_at_period_end: true }),
  );
  return 'ok' in changed ? mirrorNow(deps, userId, record(changed.value)) : changed;
}

/** `billing-resume` with Stripe: undoes a cancellation before the period ends. */
export async function stripeResume(deps: StripeBillingDeps, userId: string): Promise<StripeBillingResult> {
  const current = await liveStripeSubscription(deps, userId);
  if (isResult(current)) return current;
  if (current.status !== 'active' || !current.cancelAtPeriodEnd) {
    return fail(
      409,
      'nothing_to_resume',
      'There is no cancelled plan to resume. Choose a plan to subscribe.',
    );
  }
  const refusal = await deps.store.purchaseRefusal(userId, current.plan, false);
  if (refusal) return refusalResult(refusal);
  const changed = await callStripe(() =>
    deps.stripe.subscriptions.update(current.providerSubscriptionId, { cancel_at_period_end: false }),
  );
  return 'ok' in changed ? mirrorNow(deps, userId, record(changed.value)) : changed;
}

const HOUR_SECONDS = 60 * 60;
const isoFromUnix = (value: unknown): string | null =>
  typeof value === 'number' ? new Date(value * 1000).toISOString() : null;

/**
 * `billing-change-plan` `{ plan, confirm?, expectedAmountCents? }` with Stripe: Pro <-> Parent as the simulated
 * provider does it, a new monthly period from now with the unused part of the old plan credited. Without `confirm`
 * it answers Stripe's own preview of the invoice as the quote; with it, Stripe switches and charges exactly that
 * (refused with the new quote if it moved). The proration is counted from the start of the hour, so a quote holds
 * while the user reads it.
 */
export async function stripeChangePlan(
  deps: StripeBillingDeps,
  userId: string,
  body: unknown,
): Promise<StripeBillingResult> {
  const input = record(body);
  const plan = input.plan;
  if (!isPaidPlan(plan)) return fail(400, 'invalid_plan', 'Choose the pro or parent plan.');
  const current = await liveStripeSubscription(deps, userId, 'Subscribe to a plan first.');
  if (isResult(current)) return current;
  if (current.plan === plan) {
    return fail(409, 'already_subscribed', `You are already on the ${PLAN_NAMES[plan]} plan.`);
  }
  if (current.status === 'past_due') {
    return fail(
      409,
      'payment_past_due',
      'Your last payment failed: update your card before switching plans.',
    );
  }
  if (plan === 'parent' && (await deps.store.accountType(userId)) !== 'parent') {
    return fail(403, 'parent_account_only', PARENT_ACCOUNT_ONLY_MESSAGE);
  }
  const refusal = await deps.store.purchaseRefusal(userId, plan, false);
  if (refusal) return refusalResult(refusal);
  const price = deps.prices[plan];
  if (!price) return fail(503, 'payments_unavailable', 'Payments are not available right now.');
  const retrieved = await callStripe(() =>
    deps.stripe.subscriptions.retrieve(current.providerSubscriptionId),
  );
  if (!('ok' in retrieved)) return retrieved;
  const subscription = record(retrieved.value);
  const items = record(subscription.items).data;
  const itemId = Array.isArray(items) ? record(items[0]).id : null;
  if (typeof itemId !== 'string') return stripeFailure(null);
  const nowSeconds = Math.floor(deps.now().getTime() / 1000);
  const periodStartSeconds = Number(record(Array.isArray(items) ? items[0] : null).current_period_start) || 0;
  const change = {
    items: [{ id: itemId, price }],
    proration_behavior: 'always_invoice',
    proration_date: Math.max(nowSeconds - (nowSeconds % HOUR_SECONDS), periodStartSeconds),
    billing_cycle_anchor: 'now',
  };
  const preview = await callStripe(() =>
    deps.stripe.invoices.createPreview({
      customer: current.providerCustomerId ?? subscription.customer,
      subscription: current.providerSubscriptionId,
      subscription_details: change,
    }),
  );
  if (!('ok' in preview)) return preview;
  const invoice = record(preview.value);
  const lines = (Array.isArray(record(invoice.lines).data) ? record(invoice.lines).data : []) as unknown[];
  const amounts = lines.map((line) => Number(record(line).amount) || 0);
  // The new plan's line covers the new period.
  const newPeriod = record(record(lines.find((line) => Number(record(line).amount) > 0)).period);
  const creditCents = -amounts.filter((amount) => amount < 0).reduce((sum, amount) => sum + amount, 0);
  const priceCents = deps.priceCents[plan];
  const amountDueCents = typeof invoice.amount_due === 'number' ? invoice.amount_due : null;
  if (amountDueCents === null) return stripeFailure(null);
  const quote = {
    from: current.plan,
    to: plan,
    priceCents,
    creditCents,
    amountDueCents,
    remainingCreditCents: Math.max(creditCents - priceCents, 0),
    periodStart: new Date(nowSeconds * 1000).toISOString(),
    periodEnd:
      isoFromUnix(newPeriod.end) ??
      isoFromUnix(invoice.period_end) ??
      new Date(nowSeconds * 1000).toISOString(),
  };
  if (input.confirm !== true) return { status: 200, body: { quote } };
  if (input.expectedAmountCents !== amountDueCents) {
    return fail(409, 'quote_changed', 'The amount due has changed. Check it and confirm again.', { quote });
  }
  const updated = await callStripe(() =>
    deps.stripe.subscriptions.update(current.providerSubscriptionId, {
      ...change,
      payment_behavior: 'error_if_incomplete',
      metadata: { user_id: userId, plan },
    }),
  );
  if (!('ok' in updated)) return updated;
  const mirrored = await mirrorNow(deps, userId, record(updated.value));
  return { status: mirrored.status, body: { ...record(mirrored.body), quote } };
}

/**
 * `billing-portal` `{ returnPath? }`: a Stripe customer portal session (card, receipts, cancellation as configured
 * in the Stripe Dashboard) for the caller's own customer; the answer's url is where the browser goes.
 */
export async function stripePortal(
  deps: StripeBillingDeps,
  userId: string,
  body: unknown,
): Promise<StripeBillingResult> {
  const returnPath = record(body).returnPath ?? '/app/account';
  if (typeof returnPath !== 'string' || !RETURN_PATH.test(returnPath)) {
    return fail(400, 'invalid_return_path', 'returnPath must be a page of the app, such as /app/account.');
  }
  if (!deps.appUrl) return fail(503, 'portal_unavailable', 'The billing portal is not available right now.');
  const current = await deps.store.subscription(userId);
  if (current?.provider !== 'stripe' || !current.providerCustomerId) {
    return fail(409, 'no_billing_account', 'There is no card on file yet. Choose a plan to subscribe.');
  }
  const customer = current.providerCustomerId;
  const session = await callStripe(() =>
    deps.stripe.billingPortal.sessions.create({
      customer,
      return_url: new URL(returnPath, deps.appUrl!).toString(),
    }),
  );
  return 'ok' in session ? { status: 200, body: { url: session.value.url } } : session;
}
