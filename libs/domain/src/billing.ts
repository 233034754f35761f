import { PLAN_PRICES_CENTS } from './checkout';
import { planById } from './plans';
import type { PaidTier, SubscriptionTier } from './types';

/**
 * Subscription rules (issue 20), one for every screen and both providers: a paid plan renews monthly until it is
 * cancelled; cancelling (or choosing Free) takes effect at the end of the period already paid for and can be undone
 * until then; a failed renewal leaves the plan past due for a grace period, then the account moves to Free; a switch
 * between paid plans starts a new period at once and credits the unused part of the old one.
 */

/** Days a past-due subscription keeps its plan while the card is fixed. */
export const PAST_DUE_GRACE_DAYS = 7;

export type BillingStatus = 'active' | 'past_due' | 'canceled';
export type BillingProvider = 'simulated' | 'stripe';

/** A subscription as the app reads it (public.subscriptions). Dates are ISO strings. */
export interface SubscriptionRecord {
  plan: PaidTier;
  status: BillingStatus;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  graceUntil: string | null;
  provider: BillingProvider;
  cardBrand: string | null;
  cardLast4: string | null;
}

/** A receipt (public.invoices). */
export interface InvoiceRecord {
  id: string;
  plan: PaidTier;
  description: string;
  amountCents: number;
  currency: string;
  status: 'paid' | 'failed';
  periodStart: string | null;
  periodEnd: string | null;
  createdAt: string;
}

/** What a switch between paid plans costs now (issue 20 item 2; the Terms' "Changing plans"). */
export interface PlanChangeQuote {
  from: PaidTier;
  to: PaidTier;
  /** The new plan's price for a full period. */
  priceCents: number;
  /** The unused part of the current period on the old plan. */
  creditCents: number;
  /** Charged to the card now: the price less the credit, never below zero. */
  amountDueCents: number;
  /** Credit left over (when it exceeds the price), taken off the next renewals. */
  remainingCreditCents: number;
  /** The new period: from the change to a month later. */
  periodStart: string;
  periodEnd: string;
}

export function planPriceCents(plan: PaidTier): number {
  return PLAN_PRICES_CENTS[plan];
}

/**
 * The same day of the month `months` later, at the same time of day (UTC), clamped to the month's last day as
 * Stripe does: 31 January + 1 month = 28 (or 29) February.
 */
export function addBillingMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** When a renewal that failed at `periodEnd` stops being retried and the account moves to Free. */
export function graceEndsAt(periodEnd: Date): Date {
  return new Date(periodEnd.getTime() + PAST_DUE_GRACE_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * The credit for the unused part of a period: the price times the share of the period still to come, in whole
 * cents (rounded down, so a credit never exceeds what was paid).
 */
export function unusedCreditCents(priceCents: number, periodStart: Date, periodEnd: Date, now: Date): number {
  const total = periodEnd.getTime() - periodStart.getTime();
  if (total <= 0) return 0;
  const left = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), total);
  return Math.floor((priceCents * left) / total);
}

/** The quote for switching from the current paid plan to another; `balanceCents` is credit already held. */
export function planChangeQuote(
  current: Pick<SubscriptionRecord, 'plan' | 'currentPeriodStart' | 'currentPeriodEnd'>,
  to: PaidTier,
  now: Date,
  balanceCents = 0,
): PlanChangeQuote {
  const priceCents = planPriceCents(to);
  const creditCents =
    unusedCreditCents(
      planPriceCents(current.plan),
      new Date(current.currentPeriodStart),
      new Date(current.currentPeriodEnd),
      now,
    ) + Math.max(balanceCents, 0);
  const amountDueCents = Math.max(priceCents - creditCents, 0);
  return {
    from: current.plan,
    to,
    priceCents,
    creditCents,
    amountDueCents,
    remainingCreditCents: creditCents - (priceCents - amountDueCents),
    periodStart: now.toISOString(),
    periodEnd: addBillingMonths(now, 1).toISOString(),
  };
}

/** A renewal charge: the price less any credit held. */
export function renewalAmountCents(plan: PaidTier, balanceCents: number): number {
  return Math.max(planPriceCents(plan) - Math.max(balanceCents, 0), 0);
}

/** The plan a subscription gives: its plan while active or past due, otherwise Free. */
export function subscriptionTier(
  subscription: Pick<SubscriptionRecord, 'plan' | 'status'> | null,
): SubscriptionTier {
  return subscription && subscription.status !== 'canceled' ? subscription.plan : 'free';
}

/** A subscription that can still be cancelled, resumed or switched (not ended). */
export function isLiveSubscription(subscription: Pick<SubscriptionRecord, 'status'> | null): boolean {
  return subscription !== null && subscription.status !== 'canceled';
}

/** "$5.00", "$0.43". */
export function formatCents(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** "24 December 2026" in the reader's time zone (or the one given, for tests and e-mails). */
export function formatBillingDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/**
 * The one line that says where a subscription stands: "Renews on …", "Active until …" (cancelled, still paid for),
 * "Payment failed …" (past due, with what to do), "Ended on …".
 */
export function subscriptionStatusLine(subscription: SubscriptionRecord, timeZone?: string): string {
  const plan = planById(subscription.plan).name;
  const end = formatBillingDate(subscription.currentPeriodEnd, timeZone);
  switch (subscription.status) {
    case 'active':
      return subscription.cancelAtPeriodEnd
        ? `Active until ${end}. Your account moves to Free after that.`
        : `Renews on ${end}.`;
    case 'past_due':
      return `Your last payment failed. Update your card by ${formatBillingDate(
        subscription.graceUntil ?? subscription.currentPeriodEnd,
        timeZone,
      )} to keep ${plan}; after that your account moves to Free.`;
    case 'canceled':
      return `Your ${plan} plan has ended. Choose a plan to subscribe again.`;
  }
}
