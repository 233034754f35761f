/**
 * The checkout rules, once, for every payment path: the local backend's billing-checkout, the production Edge
 * Function (supabase/functions/billing-checkout imports this file as it is, so it imports nothing) and the plan
 * cards (PLANS prices are these, in dollars).
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

/**
 * Whether Stripe took the money: a 2xx answer is not enough, the charge itself must say `succeeded` (a pending or
 * failed charge does not pay for a plan).
 */
export function stripeChargeSucceeded(httpOk: boolean, charge: unknown): boolean {
  return (
    httpOk &&
    typeof charge === 'object' &&
    charge !== null &&
    (charge as { status?: unknown }).status === 'succeeded'
  );
}

export interface RecordedPayment {
  user_id: string;
  plan: string;
  amount_cents: number;
}

/** A token already paid: the same request again succeeds without a second charge; anyone else's use is refused. */
export function paymentReplay(
  paid: RecordedPayment,
  userId: string,
  plan: CheckoutPaidPlan,
  token: string,
): { ok: true; body: CheckoutPaidBody } | CheckoutRefusal {
  if (paid.user_id === userId && paid.plan === plan) {
    return { ok: true, body: checkoutPaidBody(plan, token, paid.amount_cents) };
  }
  return refuse(409, 'token_already_used', 'This payment token has already been used.');
}

export interface CheckoutPaidBody {
  plan: CheckoutPaidPlan;
  status: 'active';
  paymentId: string;
  amountCents: number;
}

export function checkoutPaidBody(
  plan: CheckoutPaidPlan,
  token: string,
  amountCents: number,
): CheckoutPaidBody {
  return { plan, status: 'active', paymentId: token, amountCents };
}
