/**
 * `billing-resume` (Supabase Edge Function): undoes a cancellation before the period ends, at Stripe, and mirrors
 * the answer. Locally: tools/local-backend/src/billing.ts.
 */
import { serveBilling } from '../_shared/edge.ts';
import { stripeResume } from '../_shared/stripe-billing.ts';

serveBilling((billing, userId) => stripeResume(billing, userId));
