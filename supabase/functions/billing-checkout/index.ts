/**
 * `billing-checkout`, the production subscription path (Supabase Edge Function, Deno), Stripe Billing with Elements:
 * `{ plan }` creates the Customer (once) and a Subscription that waits for its first payment
 * (payment_behavior default_incomplete) and answers the client secret the card form confirms; `{ plan,
 * subscriptionId }` after the confirmation mirrors it at once; `{ plan: 'free' }` cancels at the end of the period.
 * Renewals, failures and the end of a plan arrive through billing-webhook. The same contract runs locally in
 * tools/local-backend/src/billing.ts (`checkout`) with a Stripe key, over the same ../_shared/stripe-billing.ts.
 *
 * Deploy: `supabase functions deploy billing-checkout --use-api` (see README, "Stripe in production").
 */
import { serveBilling } from '../_shared/edge.ts';
import { stripeCancel, stripeCheckout } from '../_shared/stripe-billing.ts';

serveBilling((billing, userId, body) =>
  (body as { plan?: unknown } | null)?.plan === 'free'
    ? stripeCancel(billing, userId)
    : stripeCheckout(billing, userId, body),
);
