import type Stripe from 'stripe';
import { PAST_DUE_GRACE_DAYS, PLAN_PRICES_CENTS, type PaidTier } from '@dreampitch/domain';
import { subscriptionFromStripe } from '../../../supabase/functions/_shared/billing-events';
import { stripeEndpoint } from '../../../supabase/functions/_shared/stripe-endpoint';
import type {
  BillingStore,
  PurchaseRefusal,
  StripeBillingDeps,
  StoredSubscription,
} from '../../../supabase/functions/_shared/stripe-billing';
import type { BackendContext } from './context';
import type { Queryable } from './database';

/**
 * The local backend's host for supabase/functions/_shared/stripe-billing.ts: the official `stripe` client (pointed
 * at STRIPE_API_URL when set, so tests answer it offline) and a store over the service role's transaction.
 */

const clients = new Map<string, Stripe>();

/** The SDK loads on first use: a host without STRIPE_SECRET_KEY (the browser demo) never needs it. */
async function stripeClient(secretKey: string, apiUrl: string | null): Promise<Stripe> {
  const key = `${secretKey}\n${apiUrl ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    const { default: StripeSdk } = await import('stripe');
    client = new StripeSdk(secretKey, { maxNetworkRetries: 1, timeout: 20_000, ...stripeEndpoint(apiUrl) });
    clients.set(key, client);
  }
  return client;
}

export function planForStripePrice(prices: { pro?: string | null; parent?: string | null }) {
  return (priceId: string): PaidTier | null =>
    priceId === prices.pro ? 'pro' : priceId === prices.parent ? 'parent' : null;
}

interface StoredRow {
  plan: PaidTier;
  status: StoredSubscription['status'];
  cancel_at_period_end: boolean;
  provider: StoredSubscription['provider'];
  provider_customer_id: string | null;
  provider_subscription_id: string;
}

/** Stripe Billing over this transaction, or null when no STRIPE_SECRET_KEY is set (the simulated provider's turn). */
export async function stripeBillingFor(
  ctx: BackendContext,
  tx: Queryable,
  apply: BillingStore['apply'],
  now: Date = new Date(),
): Promise<StripeBillingDeps | null> {
  if (!ctx.stripeSecretKey) return null;
  const planForPrice = planForStripePrice(ctx.stripePrices);
  return {
    stripe: await stripeClient(ctx.stripeSecretKey, ctx.stripeApiUrl),
    prices: ctx.stripePrices,
    priceCents: PLAN_PRICES_CENTS,
    appUrl: ctx.appUrl,
    mirror: (subscription) => subscriptionFromStripe(subscription, planForPrice, PAST_DUE_GRACE_DAYS),
    newEventId: () => `evt_app_${crypto.randomUUID()}`,
    now: () => now,
    store: {
      async subscription(userId) {
        const result = await tx.query<StoredRow>(
          `select plan, status, cancel_at_period_end, provider, provider_customer_id, provider_subscription_id
           from public.subscriptions where user_id = $1 for update`,
          [userId],
        );
        const row = result.rows[0];
        return row
          ? {
              plan: row.plan,
              status: row.status,
              cancelAtPeriodEnd: row.cancel_at_period_end,
              provider: row.provider,
              providerCustomerId: row.provider_customer_id,
              providerSubscriptionId: row.provider_subscription_id,
            }
          : null;
      },
      async accountType(userId) {
        const result = await tx.query<{ account_type: string }>(
          'select account_type from public.profiles where id = $1',
          [userId],
        );
        return result.rows[0]?.account_type ?? null;
      },
      async purchaseRefusal(userId, plan, newPurchase) {
        const result = await tx.query<{ refusal: PurchaseRefusal | null }>(
          'select private.billing_purchase_refusal($1, $2, $3) as refusal',
          [userId, plan, newPurchase],
        );
        return result.rows[0]?.refusal ?? null;
      },
      async purchaseMade(userId, plan) {
        await tx.query('select private.billing_purchase_made($1, $2)', [userId, plan]);
      },
      async checkoutKey(userId, plan, previousSubscriptionId, at) {
        const result = await tx.query<{ key: string }>(
          'select private.billing_checkout_key($1, $2, $3, $4) as key',
          [userId, plan, previousSubscriptionId, at.toISOString()],
        );
        return result.rows[0]!.key;
      },
      apply,
    },
  };
}
