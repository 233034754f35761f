/**
 * `billing-webhook`, Stripe's events in production (Supabase Edge Function, Deno; verify_jwt = false in
 * supabase/config.toml, since Stripe signs instead). The same steps as the local backend's billing-webhook
 * (tools/local-backend/src/billing.ts `stripeWebhook`): verify the Stripe-Signature header over the raw body with
 * STRIPE_WEBHOOK_SECRET, map the event with ../_shared/billing-events.ts, and apply it through
 * public.billing_apply_event (service role), the one path every subscription change takes. Repeated deliveries
 * apply once; events we do not mirror are acknowledged.
 *
 * Deploy: `supabase functions deploy billing-webhook --use-api`, `supabase secrets set STRIPE_WEBHOOK_SECRET=whsec_...
 * STRIPE_PRICE_PRO=price_... STRIPE_PRICE_PARENT=price_...`, and point a Stripe webhook endpoint at it with the
 * events customer.subscription.created/updated/deleted, invoice.paid and invoice.payment_failed.
 */
import { createClient } from 'npm:@supabase/supabase-js@2';
import { billingEventFromStripe, verifyStripeSignature } from '../_shared/billing-events.ts';
import { PAST_DUE_GRACE_DAYS } from '../_shared/plan-rules.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function handle(request: Request): Promise<Response> {
  if (request.method !== 'POST') return json(405, { error: { code: 'method_not_allowed' } });
  const secret = Deno.env.get('STRIPE_WEBHOOK_SECRET');
  const supabaseUrl = Deno.env.get('SUPABASE_URL');
  const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  if (!secret || !supabaseUrl || !serviceRoleKey) {
    return json(503, {
      error: { code: 'webhook_not_configured', message: 'The webhook is not configured.' },
    });
  }
  const payload = await request.text();
  const check = await verifyStripeSignature(
    payload,
    request.headers.get('Stripe-Signature'),
    secret,
    Math.floor(Date.now() / 1000),
  );
  if (!check.ok) return json(400, { error: { code: 'invalid_signature', message: check.reason } });
  let stripeEvent: Record<string, unknown>;
  try {
    stripeEvent = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return json(400, { error: { code: 'invalid_json' } });
  }
  const prices = { pro: Deno.env.get('STRIPE_PRICE_PRO'), parent: Deno.env.get('STRIPE_PRICE_PARENT') };
  const event = billingEventFromStripe(
    stripeEvent,
    (priceId) => (priceId === prices.pro ? 'pro' : priceId === prices.parent ? 'parent' : null),
    PAST_DUE_GRACE_DAYS,
  );
  if (!event) return json(200, { received: true, applied: false, reason: 'ignored_type' });
  const service = createClient(supabaseUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await service.rpc('billing_apply_event', { p_event: event });
  if (error) {
    // An event about a customer we do not know will not get better with Stripe's retries.
    if (error.message === 'unknown_customer') {
      return json(200, { received: true, applied: false, reason: 'unknown_customer' });
    }
    console.error('billing-webhook: apply failed', error.message);
    return json(500, { error: { code: 'apply_failed' } });
  }
  return json(200, { received: true, ...(data as Record<string, unknown>) });
}

Deno.serve(handle);
