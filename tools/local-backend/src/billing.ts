import { randomBytes } from 'node:crypto';
import {
  cardBrand,
  cardNumberDigits,
  checkoutPaidBody,
  fullExpiryYear,
  parseCheckoutRequest,
  paymentReplay,
  stripeChargeSucceeded,
  testCardRefusal,
  type RecordedPayment,
} from '@dreampitch/domain';
import type { BackendContext } from './context';
import type { Queryable } from './db';

export interface FunctionResult {
  status: number;
  body: unknown;
}

const fail = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): FunctionResult => ({
  status,
  body: { error: { code, message, ...extra } },
});

const cardError = (code: string, message: string, declineCode?: string): FunctionResult =>
  fail(402, code, message, { type: 'card_error', ...(declineCode ? { decline_code: declineCode } : {}) });

function toInt(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : null;
}

/**
 * `billing-token`: the simulated card provider. Applies Stripe's test-card rules and registers a single-use
 * `tok_sim_…` token that `billing-checkout` accepts.
 */
export async function createCardToken(
  ctx: BackendContext,
  body: unknown,
  now = new Date(),
): Promise<FunctionResult> {
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const digits = typeof input.number === 'string' ? cardNumberDigits(input.number) : '';
  const expMonth = toInt(input.expMonth);
  const rawYear = toInt(input.expYear);
  const expYear = rawYear === null ? null : fullExpiryYear(rawYear);
  const refusal = testCardRefusal(
    { number: digits, expMonth, expYear, cvc: typeof input.cvc === 'string' ? input.cvc : '' },
    now,
  );
  if (refusal) return cardError(refusal.code, refusal.message, refusal.declineCode);
  const brand = cardBrand(digits);
  const id = `tok_sim_${randomBytes(18).toString('base64url')}`;
  const last4 = digits.slice(-4);
  await ctx.db.query(
    'insert into local_billing.card_tokens (id, brand, last4, exp_month, exp_year) values ($1, $2, $3, $4, $5)',
    [id, brand, last4, expMonth, expYear],
  );
  return {
    status: 200,
    body: {
      id,
      object: 'token',
      type: 'card',
      created: Math.floor(now.getTime() / 1000),
      livemode: false,
      used: false,
      card: { brand, last4, exp_month: expMonth, exp_year: expYear },
    },
  };
}

/** Charges a token once. `tx` runs as the service role. */
type Charger = (tx: Queryable, token: string, amountCents: number) => Promise<FunctionResult | null>;

const chargeSimulated: Charger = async (tx, token) => {
  const found = await tx.query('select 1 from local_billing.card_tokens where id = $1', [token]);
  return found.rows.length === 0 ? fail(402, 'invalid_token', 'The payment token is not valid.') : null;
};

/** Real Stripe: charge the token; Stripe's idempotency key makes a retried request charge once. */
function stripeCharger(secretKey: string): Charger {
  return async (_tx, token, amountCents) => {
    const response = await fetch('https://api.stripe.com/v1/charges', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Idempotency-Key': token,
      },
      body: new URLSearchParams({ amount: String(amountCents), currency: 'usd', source: token }).toString(),
    });
    const payload = (await response.json().catch(() => ({}))) as {
      status?: string;
      error?: { code?: string; message?: string };
    };
    if (stripeChargeSucceeded(response.ok, payload)) return null;
    return fail(402, payload.error?.code ?? 'payment_failed', payload.error?.message ?? 'Payment failed');
  };
}

/**
 * `billing-checkout`: the only way a plan changes. Verifies the payment token (paid plans), records the payment
 * keyed by the token (so a token pays once and a repeated request returns the first result), then sets the
 * plan as the service role.
 */
export async function checkout(
  ctx: BackendContext,
  userId: string | null,
  body: unknown,
  runAsService: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>,
): Promise<FunctionResult> {
  if (!userId) return fail(401, 'not_authenticated', 'Sign in to change your plan.');
  const request = parseCheckoutRequest(body);
  if (!request.ok) return fail(request.status, request.code, request.message);
  if (request.plan === 'free') {
    return runAsService(async (tx) => {
      await tx.query(
        `update public.profiles set subscription_plan = 'free', subscription_status = 'inactive' where id = $1`,
        [userId],
      );
      return { status: 200, body: { plan: 'free', status: 'inactive' } };
    });
  }
  const { plan, token, amountCents } = request;
  const provider = ctx.stripeSecretKey ? 'stripe' : 'simulated';
  const charge = ctx.stripeSecretKey ? stripeCharger(ctx.stripeSecretKey) : chargeSimulated;
  return runAsService(async (tx) => {
    // Serialises two requests with the same token so only one can pay.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [token]);
    const previous = await tx.query<RecordedPayment>(
      'select user_id::text, plan, amount_cents from public.payments where id = $1',
      [token],
    );
    const paid = previous.rows[0];
    if (paid) {
      const replay = paymentReplay(paid, userId, plan, token);
      return replay.ok
        ? { status: 200, body: replay.body }
        : fail(replay.status, replay.code, replay.message);
    }
    const refused = await charge(tx, token, amountCents);
    if (refused) return refused;
    await tx.query(
      'insert into public.payments (id, user_id, plan, amount_cents, provider) values ($1, $2, $3, $4, $5)',
      [token, userId, plan, amountCents, provider],
    );
    await tx.query(
      `update public.profiles set subscription_plan = $2, subscription_status = 'active' where id = $1`,
      [userId, plan],
    );
    return { status: 200, body: checkoutPaidBody(plan, token, amountCents) };
  });
}
