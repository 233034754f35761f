/**
 * `billing-cancel` (Supabase Edge Function): asks Stripe to stop renewing the caller's subscription at the end of
 * the period (an unpaid, past-due one ends now) and mirrors the answer. Locally: tools/local-backend/src/billing.ts.
 */
import { serveBilling } from '../_shared/edge.ts';
import { stripeCancel } from '../_shared/stripe-billing.ts';

serveBilling((billing, userId) => stripeCancel(billing, userId));
