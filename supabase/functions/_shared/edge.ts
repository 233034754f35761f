/**
 * What the signed-in billing Edge Functions (billing-checkout, billing-cancel, billing-resume, billing-portal) share
 * in Deno: CORS, the caller from the JWT, the official Stripe client and the store over the service role, wired
 * into ./stripe-billing.ts exactly as tools/local-backend/src/stripe.ts wires it locally.
 *
 * Secrets (`supabase secrets set`): STRIPE_SECRET_KEY, STRIPE_PRICE_PRO, STRIPE_PRICE_PARENT, APP_URL (the site's
 * origin, where the customer portal returns to). SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY come from the platform.
 * STRIPE_API_URL is for tests only (a fake Stripe); production leaves it unset.
 */
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2';
import Stripe from 'npm:stripe@23';
import { subscriptionFromStripe } from './billing-events.ts';
import { PAST_DUE_GRACE_DAYS, PLAN_PRICES_CENTS } from './plan-rules.ts';
import { serviceRoleBillingStore } from './service-role-store.ts';
import { stripeEndpoint } from './stripe-endpoint.ts';
import type { StripeBillingDeps, StripeBillingResult } from './stripe-billing.ts';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });
}

const fail = (status: number, code: string, message: string) => json(status, { error: { code, message } });

async function userIdFrom(request: Request, service: SupabaseClient): Promise<string | null> {
  const jwt = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!jwt) return null;
  const { data, error } = await service.auth.getUser(jwt);
  return error || !data.user ? null : data.user.id;
}

function deps(service: SupabaseClient, secretKey: string): StripeBillingDeps {
  const prices = { pro: Deno.env.get('STRIPE_PRICE_PRO'), parent: Deno.env.get('STRIPE_PRICE_PARENT') };
  const planForPrice = (priceId: string) =>
    priceId === prices.pro ? 'pro' : priceId === prices.parent ? 'parent' : null;
  return {
    stripe: new Stripe(secretKey, {
      httpClient: Stripe.createFetchHttpClient(),
      maxNetworkRetries: 1,
      ...stripeEndpoint(Deno.env.get('STRIPE_API_URL')),
    }),
    prices,
    priceCents: PLAN_PRICES_CENTS,
    appUrl: Deno.env.get('APP_URL') ?? null,
    mirror: (subscription) => subscriptionFromStripe(subscription, planForPrice, PAST_DUE_GRACE_DAYS),
    newEventId: () => `evt_app_${crypto.randomUUID()}`,
    now: () => new Date(),
    store: serviceRoleBillingStore({
      row: (table, columns, column, value) =>
        service.from(table).select(columns).eq(column, value).maybeSingle(),
      rpc: (fn, args) => service.rpc(fn, args),
    }),
  };
}

/** Serves one signed-in billing function: `run` gets Stripe Billing for the caller, or the caller gets 401/503. */
export function serveBilling(
  run: (billing: StripeBillingDeps, userId: string, body: unknown) => Promise<StripeBillingResult>,
): void {
  Deno.serve(async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
    if (request.method !== 'POST') return fail(405, 'method_not_allowed', 'Functions are called with POST');
    const supabaseUrl = Deno.env.get('SUPABASE_URL');
    const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
    if (!supabaseUrl || !serviceRoleKey) {
      return fail(500, 'server_misconfigured', 'The payment service is not configured.');
    }
    const service = createClient(supabaseUrl, serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const userId = await userIdFrom(request, service);
    if (!userId) return fail(401, 'not_authenticated', 'Sign in to manage your plan.');
    let body: unknown = {};
    const text = await request.text();
    if (text.length > 0) {
      try {
        body = JSON.parse(text);
      } catch {
        return fail(400, 'invalid_json', 'The body is not valid JSON');
      }
    }
    // There is no simulated provider in production: without Stripe nobody is charged or billed.
    const secretKey = Deno.env.get('STRIPE_SECRET_KEY');
    if (!secretKey) return fail(503, 'payments_unavailable', 'Payments are not available right now.');
    try {
      const result = await run(deps(service, secretKey), userId, body);
      return json(result.status, result.body);
    } catch (error) {
      console.error('billing function failed', error instanceof Error ? error.message : error);
      return fail(500, 'billing_failed', 'Something went wrong. Please try again.');
    }
  });
}
