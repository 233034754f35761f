/**
 * The checkout rules of the simulated provider (the local backend's billing-checkout without a Stripe key) and the
 * plan cards' prices (PLANS prices are these, in dollars). With Stripe the prices are Stripe's (STRIPE_PRICE_*), set
 * to these amounts, and the checkout is supabase/functions/_shared/stripe-billing.ts.
 */

/** Monthly price of each paid plan, in cents (spec §6: Pro $5/month, Parent $8/month). */
export const PLAN_PRICES_CENTS = { pro: 500, parent: 800 } as const;
export type CheckoutPaidPlan = keyof typeof PLAN_PRICES_CENTS;
export type CheckoutPlan = CheckoutPaidPlan | 'free';

export interface CheckoutRefusal {
  ok: false;
  status: number;
  code: string;
  message: string;
}

export type CheckoutRequest =
  { ok: true; plan: 'free' } | { ok: true; plan: CheckoutPaidPlan; token: string; amountCents: number };

const refuse = (status: number, code: string, message: string): CheckoutRefusal => ({
  ok: false,
  status,
  code,
  message,
});

/** What a checkout body asks for: the free plan, or a paid plan with its single-use card token and price. */
export function parseCheckoutRequest(body: unknown): CheckoutRequest | CheckoutRefusal {
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const plan = input.plan;
  if (plan === 'free') return { ok: true, plan };
  if (plan !== 'pro' && plan !== 'parent')
    return refuse(400, 'invalid_plan', 'Choose the free, pro or parent plan.');
  const token = input.token;
  if (typeof token !== 'string' || token.length === 0 || token.length > 255) {
    return refuse(400, 'missing_token', 'A payment token is required for paid plans.');
  }
  return { ok: true, plan, token, amountCents: PLAN_PRICES_CENTS[plan] };
}
