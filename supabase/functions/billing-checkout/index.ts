/**
 * `billing-checkout`, the production payment path (Supabase Edge Function, Deno). The only way a plan changes:
 * a paid plan needs a Stripe card token, which is charged once here with the secret key before the profile is
 * updated with the service role; 'free' moves the caller back to the free plan. Request and response bodies are
 * those of tools/local-backend/src/billing.ts (`checkout`), which runs the same contract locally.
 *
 * Deploy: `supabase functions deploy billing-checkout` and `supabase secrets set STRIPE_SECRET_KEY=sk_...`
 * (SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by the platform).
 */
import { createClient, type SupabaseClient } from 'jsr:@supabase/supabase-js@2';

/** The prices of libs/domain PLANS (Pro $5/month, Parent $8/month), in cents. */
const PLAN_PRICES_CENTS = { pro: 500, parent: 800 } as const;
type PaidPlan = keyof typeof PLAN_PRICES_CENTS;
type Plan = PaidPlan | 'free';

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

interface PaymentRow {
  user_id: string;
  plan: string;
  amount_cents: number;
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
      amount: String(PLAN_PRICES_CENTS[plan]),
      currency: 'usd',
      source: token,
      description: `DreamPitch ${plan} plan`,
      'metadata[user_id]': userId,
      'metadata[plan]': plan,
    }).toString(),
  });
  const payload = (await response.json().catch(() => ({}))) as { status?: string; error?: StripeError };
  if (response.ok && payload.status === 'succeeded') return null;
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
  if (paid.user_id === userId && paid.plan === plan) {
    return json(200, { plan, status: 'active', paymentId: token, amountCents: paid.amount_cents });
  }
  return fail(409, 'token_already_used', 'This payment token has already been used.');
}

async function setPlan(service: SupabaseClient, userId: string, plan: Plan): Promise<boolean> {
  const { error } = await service
    .from('profiles')
    .update({ subscription_plan: plan, subscription_status: plan === 'free' ? 'inactive' : 'active' })
    .eq('id', userId);
  if (error) console.error('billing-checkout: profile update failed', error.message);
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

  const plan = input.plan;
  if (plan !== 'free' && plan !== 'pro' && plan !== 'parent') {
    return fail(400, 'invalid_plan', 'Choose the free, pro or parent plan.');
  }
  if (plan === 'free') {
    return (await setPlan(service, userId, 'free'))
      ? json(200, { plan: 'free', status: 'inactive' })
      : fail(500, 'update_failed', 'Failed to update subscription');
  }

  const token = input.token;
  if (typeof token !== 'string' || token.length === 0 || token.length > 255) {
    return fail(400, 'missing_token', 'A payment token is required for paid plans.');
  }
  // Never accept a payment without Stripe in production: there is no simulated provider here.
  if (!stripeSecretKey) return fail(503, 'payments_unavailable', 'Payments are not available right now.');

  const previous = await service
    .from('payments')
    .select('user_id, plan, amount_cents')
    .eq('id', token)
    .maybeSingle<PaymentRow>();
  if (previous.error) return fail(500, 'lookup_failed', 'Payment failed');
  if (previous.data) return replay(previous.data, userId, plan, token);

  const refused = await chargeWithStripe(stripeSecretKey, token, plan, userId);
  if (refused) return refused;

  const amountCents = PLAN_PRICES_CENTS[plan];
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
  return json(200, { plan, status: 'active', paymentId: token, amountCents });
}

Deno.serve(handle);
