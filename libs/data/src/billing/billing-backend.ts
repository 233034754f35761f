import type { InvoiceRecord, PaidTier, PlanChangeQuote, SubscriptionRecord } from '@dreampitch/domain';

/** The signed-in user's plan as a subscription, and its receipts (newest first). */
export interface BillingOverview {
  subscription: SubscriptionRecord | null;
  invoices: InvoiceRecord[];
}

/** Stripe Billing's first step: the subscription waits for the card form to confirm its first payment. */
export type StripeSubscriptionStart =
  | { subscriptionId: string; /** Confirmed in the browser with Stripe.js. */ clientSecret: string }
  /** Stripe needed no payment now: the subscription is active and mirrored already. */
  | { subscriptionId: null; clientSecret: null };

/**
 * Subscriptions (issue 20), as the signed-in user manages them. Every change is the server's (the billing-* functions);
 * failures reject with a `DataError` carrying the server's message and code. After a change, refresh the profile
 * (`useAuth().refreshProfile()`): the tier follows the subscription.
 */
export interface BillingBackend {
  getOverview(): Promise<BillingOverview>;
  /** Stops renewal; the plan stays until the end of the period. */
  cancel(): Promise<void>;
  /** Undoes a cancellation before the period ends. */
  resume(): Promise<void>;
  /** What switching to the other paid plan costs now, before anything changes. */
  quotePlanChange(plan: PaidTier): Promise<PlanChangeQuote>;
  /** Switches, charging exactly the quoted amount (refused with code 'quote_changed' when it moved). */
  changePlan(plan: PaidTier, expectedAmountCents: number): Promise<void>;
  /** The card renewals are charged to (a token of the card provider); retries a failed renewal at once. */
  updateCard(token: string): Promise<void>;
  /**
   * With Stripe: creates the subscription, waiting for its first payment. The server derives Stripe's idempotency
   * key from the user, the plan and the stored subscription, so a repeated submit gets the same subscription back.
   */
  startStripeSubscription(plan: PaidTier): Promise<StripeSubscriptionStart>;
  /** With Stripe, once the browser confirmed the payment: the plan starts now (refused while unpaid). */
  confirmStripeSubscription(plan: PaidTier, subscriptionId: string): Promise<void>;
  /** With Stripe: a customer portal session (card, receipts, cancellation); resolves the URL to open. */
  openBillingPortal(returnPath: string): Promise<string>;
}
