/**
 * Billing events, shared by the Edge Functions (Deno) and the local backend (Node): the provider-neutral event that
 * `public.billing_apply_event` applies (the one code path for the simulated provider and Stripe), Stripe's webhook
 * signature check, and the mapping of Stripe's events onto ours. Web standard APIs only (crypto.subtle,
 * TextEncoder), no imports, so both runtimes load this file as it is.
 */

export type PaidPlan = 'pro' | 'parent';
export type BillingProvider = 'simulated' | 'stripe';

export type BillingEventType =
  | 'subscription.created'
  | 'subscription.updated'
  | 'subscription.deleted'
  | 'invoice.paid'
  | 'invoice.payment_failed';

export interface BillingSubscriptionState {
  id: string;
  customer: string | null;
  plan: PaidPlan;
  status: 'active' | 'past_due' | 'canceled';
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  graceUntil?: string | null;
  cardBrand?: string | null;
  cardLast4?: string | null;
}

export interface BillingInvoiceState {
  id: string;
  subscription: string | null;
  customer?: string | null;
  plan: PaidPlan;
  description: string;
  amountCents: number;
  currency?: string;
  periodStart: string | null;
  periodEnd: string | null;
}

/** What `public.billing_apply_event(p_event)` takes. */
export interface BillingEvent {
  id: string;
  type: BillingEventType;
  provider: BillingProvider;
  /** ISO time the provider created the event; older events than a subscription's last one are ignored. */
  created: string;
  userId?: string | null;
  subscription?: BillingSubscriptionState;
  invoice?: BillingInvoiceState;
}

// ---------------------------------------------------------------------------------------------------------------
// Stripe webhook signatures: header `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">,...`
// signed with the endpoint's whsec_ secret; a timestamp outside the tolerance is refused (replay protection).
// ---------------------------------------------------------------------------------------------------------------

export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'missing_header' | 'malformed_header' | 'timestamp_outside_tolerance' | 'no_match' };

const encoder = new TextEncoder();

async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Compares every character, so the time taken does not reveal how much of a guess was right. */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** The `Stripe-Signature` header for a payload, as Stripe computes it (tests sign their payloads with it). */
export async function stripeSignatureHeader(
  payload: string,
  secret: string,
  timestamp: number,
): Promise<string> {
  return `t=${timestamp},v1=${await hmacSha256Hex(secret, `${timestamp}.${payload}`)}`;
}

export async function verifyStripeSignature(
  payload: string,
  header: string | null | undefined,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = STRIPE_SIGNATURE_TOLERANCE_SECONDS,
): Promise<SignatureCheck> {
  if (!header) return { ok: false, reason: 'missing_header' };
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 1) continue;
    const name = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, reason: 'malformed_header' };
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
    return { ok: false, reason: 'timestamp_outside_tolerance' };
  }
  const expected = await hmacSha256Hex(secret, `${timestamp}.${payload}`);
  return signatures.some((signature) => constantTimeEqual(signature, expected))
    ? { ok: true, timestamp }
    : { ok: false, reason: 'no_match' };
}

// ---------------------------------------------------------------------------------------------------------------
// Stripe objects onto billing events.
// ---------------------------------------------------------------------------------------------------------------

interface StripeObject {
  [key: string]: unknown;
}

const object = (value: unknown): StripeObject =>
  typeof value === 'object' && value !== null ? (value as StripeObject) : {};
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;
const idOf = (value: unknown): string | null => text(value) ?? text(object(value).id);
const isoFromUnix = (value: unknown): string | null =>
  typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000).toISOString() : null;
const isPaidPlan = (value: unknown): value is PaidPlan => value === 'pro' || value === 'parent';

/**
 * The plan of a Stripe subscription or invoice: its price looked up (a price changed in the Dashboard changes the
 * plan), else metadata.plan as the app set it at checkout.
 */
function planOf(
  source: StripeObject,
  planForPrice: (priceId: string) => PaidPlan | null,
  metadataPlan: unknown = object(source.metadata).plan,
): PaidPlan | null {
  const items = object(source.items).data ?? object(source.lines).data;
  const first = Array.isArray(items) ? object(items[0]) : {};
  const details = object(object(first.pricing).price_details);
  const priceId = idOf(first.price) ?? idOf(details.price);
  const byPrice = priceId ? planForPrice(priceId) : null;
  return byPrice ?? (isPaidPlan(metadataPlan) ? metadataPlan : null);
}

/** Stripe's statuses in ours: trialing counts as active, unpaid and incomplete_expired as ended. */
function statusOf(status: unknown): BillingSubscriptionState['status'] | null {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due') return 'past_due';
  if (status === 'canceled' || status === 'unpaid' || status === 'incomplete_expired') return 'canceled';
  return null;
}

/** A Stripe subscription object as our state; null when it is not one we can mirror (incomplete, unknown plan). */
export function subscriptionFromStripe(
  subscription: StripeObject,
  planForPrice: (priceId: string) => PaidPlan | null,
  graceDays: number,
): BillingSubscriptionState | null {
  const id = text(subscription.id);
  const plan = planOf(subscription, planForPrice);
  const status = statusOf(subscription.status);
  // Stripe moved the period fields onto the items in 2025; older API versions keep them on the subscription.
  const firstItem = object(
    Array.isArray(object(subscription.items).data) ? (object(subscription.items).data as unknown[])[0] : null,
  );
  const start = isoFromUnix(subscription.current_period_start) ?? isoFromUnix(firstItem.current_period_start);
  const end = isoFromUnix(subscription.current_period_end) ?? isoFromUnix(firstItem.current_period_end);
  if (!id || !plan || !status || !start || !end) return null;
  return {
    id,
    customer: idOf(subscription.customer),
    plan,
    status,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    graceUntil:
      status === 'past_due'
        ? new Date(Date.parse(start) + graceDays * 24 * 60 * 60 * 1000).toISOString()
        : null,
  };
}

/**
 * A verified Stripe event as a billing event, or null for events we do not mirror. The user comes from the
 * subscription's metadata.user_id (set when the app creates it) or, failing that, from the customer already known.
 */
export function billingEventFromStripe(
  event: StripeObject,
  planForPrice: (priceId: string) => PaidPlan | null,
  graceDays: number,
): BillingEvent | null {
  const id = text(event.id);
  const created = isoFromUnix(event.created);
  const data = object(object(event.data).object);
  if (!id || !created) return null;
  const base = { id, provider: 'stripe' as const, created };
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = subscriptionFromStripe(data, planForPrice, graceDays);
      if (!subscription) return null;
      const type =
        event.type === 'customer.subscription.deleted'
          ? 'subscription.deleted'
          : event.type === 'customer.subscription.created'
            ? 'subscription.created'
            : 'subscription.updated';
      return { ...base, type, userId: text(object(data.metadata).user_id), subscription };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoiceId = text(data.id);
      // The subscription's metadata is copied onto the invoice (subscription_details; parent.* since 2025).
      const details = object(data.subscription_details ?? object(data.parent).subscription_details);
      const metadata = object(details.metadata);
      const invoicePlan = planOf(data, planForPrice, metadata.plan);
      const amount = event.type === 'invoice.paid' ? data.amount_paid : data.amount_due;
      if (!invoiceId || !invoicePlan || typeof amount !== 'number') return null;
      const subscriptionId = idOf(data.subscription) ?? idOf(details.subscription);
      return {
        ...base,
        type: event.type,
        userId: text(metadata.user_id),
        invoice: {
          id: invoiceId,
          subscription: subscriptionId,
          customer: idOf(data.customer),
          plan: invoicePlan,
          description: `${invoicePlan === 'pro' ? 'Pro' : 'Parent'} plan`,
          amountCents: amount,
          currency: text(data.currency) ?? 'usd',
          periodStart: isoFromUnix(data.period_start),
          periodEnd: isoFromUnix(data.period_end),
        },
      };
    }
    default:
      return null;
  }
}
