import { getBackend, type CardDetails, type CardTokenResult } from '@dreampitch/data';
import { getBillingBackend } from '@dreampitch/data/billing';
import type { PaidTier } from '@dreampitch/domain';
import { subscribeWithStripe, type ConfirmCardPayment, type Subscribed } from './stripeSubscription';

/**
 * The card calls of the payment feature. Neither is cached: each is one user's one attempt, and the plan it buys
 * reaches every page through the session's profile (useAuth().updateSubscription / refreshProfile).
 */
export function createSimulatedCardToken(card: CardDetails): Promise<CardTokenResult> {
  return getBackend().createCardToken(card);
}

/** Starts (or resumes, for the same `attempt`) the Stripe subscription of `plan` and confirms its first payment. */
export function subscribeWithStripeCard(
  plan: PaidTier,
  attempt: string,
  confirm: ConfirmCardPayment,
): Promise<Subscribed | CardTokenResult> {
  return subscribeWithStripe(getBillingBackend(), plan, attempt, confirm);
}
