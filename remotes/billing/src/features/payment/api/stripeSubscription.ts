import type { CardTokenResult } from '@dreampitch/data';
import { getBillingBackend, type BillingBackend } from '@dreampitch/data/billing';
import { MESSAGES, type PaidTier } from '@dreampitch/domain';

/** The card form's payment finished and the subscription is on the account (Stripe Billing). */
export interface Subscribed {
  subscribed: true;
  error?: undefined;
}

/** Stripe.js confirming the first invoice's payment with the card the user typed (`stripe.confirmCardPayment`). */
export type ConfirmCardPayment = (clientSecret: string) => Promise<{ error?: { message?: string } }>;

/**
 * Subscribing with Stripe Billing (Elements): the server creates the subscription waiting for its first payment,
 * the browser confirms that payment with the client secret (3-D Secure included), then the server mirrors the
 * subscription so the plan starts at once. A refused card is the provider's message; the form can be sent again,
 * which reuses the subscription (the server's idempotency key).
 */
export async function subscribeWithStripe(
  plan: PaidTier,
  confirmCardPayment: ConfirmCardPayment,
  billing: Pick<
    BillingBackend,
    'startStripeSubscription' | 'confirmStripeSubscription'
  > = getBillingBackend(),
): Promise<Subscribed | CardTokenResult> {
  const started = await billing.startStripeSubscription(plan);
  if (started.clientSecret === null) return { subscribed: true };
  const confirmation = await confirmCardPayment(started.clientSecret);
  if (confirmation.error) return { error: { message: confirmation.error.message || MESSAGES.paymentFailed } };
  await billing.confirmStripeSubscription(plan, started.subscriptionId);
  return { subscribed: true };
}
