/**
 * `billing-portal` (Supabase Edge Function) `{ returnPath? }`: a Stripe customer portal session for the caller's own
 * customer (card, receipts, cancellation, as configured in the Stripe Dashboard); answers `{ url }`. Returns the
 * user to APP_URL + returnPath, a page of the app only. Locally: tools/local-backend/src/billing.ts.
 */
import { serveBilling } from '../_shared/edge.ts';
import { stripePortal } from '../_shared/stripe-billing.ts';

serveBilling((billing, userId, body) => stripePortal(billing, userId, body));
