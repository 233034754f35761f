/**
 * `billing-checkout`, the production payment path (Supabase Edge Function, Deno). The only way a plan changes:
 * a paid plan needs a Stripe card token, which is charged once here with the secret key before the profile is
 * updated with the service role; 'free' moves the caller back to the free plan. Request and response bodies are
 * those of tools/local-backend/src/billing.ts (`checkout`), which runs the same contract locally.
 *
 * Deploy: `supabase functions deploy billing-checkout --use-api` and `supabase secrets set STRIPE_SECRET_KEY=sk_...`
 * (SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by the platform).
 */
import { createClient, type SupabaseClient } from 'jsr:@supabase/supabase-js@2';
import type { BillingEvent } from '../_shared/billing-events.ts';
// The one copy of the checkout rules (prices, request parsing, when a charge paid, token replay), shared with the
// local backend and the plan cards. It imports nothing, so Deno bundles it as it is (deploy with --use-api).
import {
  checkoutPaidBody,
  parseCheckoutRequest,
  paymentReplay,
  stripeChargeSucceeded,
  type CheckoutPaidPlan as PaidPlan,
  type CheckoutPlan as Plan,
  type RecordedPayment as PaymentRow,
} from '../../../libs/domain/src/checkout.ts';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const UNIQUE_VIOLATION = '23505';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });
}

function fail(status: number, code: string, message: string, extra: Record<string, unknown> = {}): Response {
  return json(status, { error: { code, message, ...extra } });
}

interface StripeError {
  code?: string;
  message?: string;
  type?: string;
  decline_code?: string;
}

/** Charges the token once: Stripe's idempotency key makes a retried request return the first charge. */
async function chargeWithStripe(
  secretKey: string,
  token: string,
  plan: PaidPlan,
  amountCents: number,
  userId: string,
): Promise<Response | null> {
  const response = await fetch('https://api.stripe.com/v1/charges', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${secretKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      'Idempotency-Key': token,
    },
    body: new URLSearchParams({
      amount: String(amountCents),
      currency: 'usd',
      source: token,
      description: `DreamPitch ${plan} plan`,
      'metadata[user_id]': userId,
      'metadata[plan]': plan,
    }).toString(),
  });
  const payload = (await response.json().catch(() => ({}))) as { status?: string; error?: StripeError };
  if (stripeChargeSucceeded(response.ok, payload)) return null;
  const error = payload.error ?? {};
  return fail(402, error.code ?? 'payment_failed', error.message ?? 'Payment failed', {
    ...(error.type ? { type: error.type } : {}),
    ...(error.decline_code ? { decline_code: error.decline_code } : {}),
  });
}

async function userIdFrom(request: Request, service: SupabaseClient): Promise<string | null> {
  const jwt = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!jwt) return null;
  const { data, error } = await service.auth.getUser(jwt);
  return error || !data.user ? null : data.user.id;
}

/** A payment already recorded for this token: the same request again succeeds without a second charge. */
function replay(paid: PaymentRow, userId: string, plan: PaidPlan, token: string): Response {
  const outcome = paymentReplay(paid, userId, plan, token);
  return outcome.ok ? json(200, outcome.body) : fail(outcome.status, outcome.code, outcome.message);
}

/**
 * Records the plan as the database allows it since subscriptions exist (issue 20): as a billing event through
 * billing_apply_event (service role), the one path the simulated provider and Stripe's webhook use too. 'free'
 * cancels at the end of the period. The charge here is the first month; renewal needs Stripe Billing (see
 * billing-webhook), which this function does not create yet.
 */
async function setPlan(service: SupabaseClient, userId: string, plan: Plan): Promise<boolean> {
  const now = new Date();
  const current = await service
    .from('subscriptions')
    .select(
      'plan, status, current_period_start, current_period_end, provider_subscription_id, provider_customer_id',
    )
    .eq('user_id', userId)
    .maybeSingle<{
      plan: PaidPlan;
      status: string;
      current_period_start: string;
      current_period_end: string;
      provider_subscription_id: string;
      provider_customer_id: string | null;
    }>();
  if (current.error) return false;
  const row = current.data;
  let event: BillingEvent;
  if (plan === 'free') {
    if (!row || row.status === 'canceled') return true;
    event = {
      id: `evt_checkout_${crypto.randomUUID()}`,
      type: 'subscription.updated',
      provider: 'stripe',
      created: now.toISOString(),
      userId,
      subscription: {
        id: row.provider_subscription_id,
        customer: row.provider_customer_id,
        plan: row.plan,
        status: row.status === 'past_due' ? 'past_due' : 'active',
        currentPeriodStart: row.current_period_start,
        currentPeriodEnd: row.current_period_end,
        cancelAtPeriodEnd: true,
      },
    };
  } else {
    const end = new Date(now);
    end.setUTCMonth(end.getUTCMonth() + 1);
    event = {
      id: `evt_checkout_${crypto.randomUUID()}`,
      type: 'subscription.created',
      provider: 'stripe',
      created: now.toISOString(),
      userId,
      subscription: {
        id: `sub_charge_${crypto.randomUUID()}`,
        customer: null,
        plan,
        status: 'active',
        currentPeriodStart: now.toISOString(),
        currentPeriodEnd: end.toISOString(),
        cancelAtPeriodEnd: false,
      },
    };
  }
  const { error } = await service.rpc('billing_apply_event', { p_event: event });
  if (error) console.error('billing-checkout: subscription update failed', error.message);
  return !error;
}

async function handle(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (request.method !== 'POST') return fail(405, 'method_not_allowed', 'Functions are called with POST');

  const supabaseUrl = Deno.env.get('SUPABASE_URL');
  const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  const stripeSecretKey = Deno.env.get('STRIPE_SECRET_KEY');
  if (!supabaseUrl || !serviceRoleKey) {
    return fail(500, 'server_misconfigured', 'The payment service is not configured.');
  }
  const service = createClient(supabaseUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });

  const userId = await userIdFrom(request, service);
  if (!userId) return fail(401, 'not_authenticated', 'Sign in to change your plan.');

  let input: Record<string, unknown>;
  try {
    const body: unknown = await request.json();
    input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return fail(400, 'invalid_json', 'The body is not valid JSON');
  }

  const request = parseCheckoutRequest(input);
  if (!request.ok) return fail(request.status, request.code, request.message);
  if (request.plan === 'free') {
    return (await setPlan(service, userId, 'free'))
      ? json(200, { plan: 'free', cancelAtPeriodEnd: true })
      : fail(500, 'update_failed', 'Failed to update subscription');
  }
  const { plan, token, amountCents } = request;
  // Never accept a payment without Stripe in production: there is no simulated provider here.
  if (!stripeSecretKey) return fail(503, 'payments_unavailable', 'Payments are not available right now.');

  const previous = await service
    .from('payments')
    .select('user_id, plan, amount_cents')
    .eq('id', token)
    .maybeSingle<PaymentRow>();
  if (previous.error) return fail(500, 'lookup_failed', 'Payment failed');
  if (previous.data) return replay(previous.data, userId, plan, token);

  const refused = await chargeWithStripe(stripeSecretKey, token, plan, amountCents, userId);
  if (refused) return refused;

  const recorded = await service
    .from('payments')
    .insert({ id: token, user_id: userId, plan, amount_cents: amountCents, provider: 'stripe' });
  if (recorded.error) {
    if (recorded.error.code !== UNIQUE_VIOLATION) return fail(500, 'record_failed', 'Payment failed');
    // A concurrent request with the same token recorded it first.
    const winner = await service
      .from('payments')
      .select('user_id, plan, amount_cents')
      .eq('id', token)
      .single<PaymentRow>();
    return winner.data
      ? replay(winner.data, userId, plan, token)
      : fail(500, 'record_failed', 'Payment failed');
  }

  if (!(await setPlan(service, userId, plan))) {
    // Forget the payment so a retry with the same token (charged once, thanks to the idempotency key) can finish.
    await service.from('payments').delete().eq('id', token);
    return fail(500, 'update_failed', 'Failed to update subscription');
  }
  return json(200, checkoutPaidBody(plan, token, amountCents));
}

Deno.serve(handle);
