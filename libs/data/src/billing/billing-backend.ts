import type { InvoiceRecord, PaidTier, PlanChangeQuote, SubscriptionRecord } from '@dreampitch/domain';

/** The signed-in user's plan as a subscription, and its receipts (newest first). */
export interface BillingOverview {
  subscription: SubscriptionRecord | null;
  invoices: InvoiceRecord[];
}

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
}
