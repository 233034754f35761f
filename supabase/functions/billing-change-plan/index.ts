/**
 * `billing-change-plan` (Supabase Edge Function) `{ plan, confirm?, expectedAmountCents? }`: Pro <-> Parent at
 * Stripe, quoted first from Stripe's invoice preview, then switched for exactly that amount; a new monthly period
 * starts with the unused part of the old plan credited. Locally: tools/local-backend/src/billing.ts.
 */
import { serveBilling } from '../_shared/edge.ts';
import { stripeChangePlan } from '../_shared/stripe-billing.ts';

serveBilling((billing, userId, body) => stripeChangePlan(billing, userId, body));
