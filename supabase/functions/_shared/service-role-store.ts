/**
 * The billing store of ./stripe-billing.ts over PostgREST with the service role, as the Edge Functions use it
 * (./edge.ts). Each call is its own request and transaction: nothing is held between two calls, so every rule that
 * must hold across concurrent requests (one idempotency key per purchase, one event applied once) is a database
 * function's.
 *
 * Runtime imports: none (see ./stripe-billing.ts); the host passes in its supabase-js client's calls.
 */
import type { PaidPlan } from './billing-events.ts';
import type { BillingStore, PurchaseRefusal, StoredSubscription } from './stripe-billing.ts';

interface Answer<T> {
  data: T | null;
  error: { message: string } | null;
}

/**
 * The two calls this file makes with the host's supabase-js client, the service role's: `row` is
 * `from(table).select(columns).eq(column, value).maybeSingle()`, `rpc` is `rpc(fn, args)`.
 */
export interface ServiceRoleApi {
  row(table: string, columns: string, column: string, value: string): PromiseLike<Answer<unknown>>;
  rpc(fn: string, args: Record<string, unknown>): PromiseLike<Answer<unknown>>;
}

async function call<T>(answer: PromiseLike<Answer<unknown>>): Promise<T | null> {
  const { data, error } = await answer;
  if (error) throw new Error(error.message);
  return data as T | null;
}

export function serviceRoleBillingStore(service: ServiceRoleApi): BillingStore {
  return {
    async subscription(userId) {
      const row = await call<Record<string, unknown>>(
        service.row(
          'subscriptions',
          'plan, status, cancel_at_period_end, provider, provider_customer_id, provider_subscription_id',
          'user_id',
          userId,
        ),
      );
      return row
        ? {
            plan: row.plan as PaidPlan,
            status: row.status as StoredSubscription['status'],
            cancelAtPeriodEnd: row.cancel_at_period_end === true,
            provider: row.provider as StoredSubscription['provider'],
            providerCustomerId: (row.provider_customer_id as string | null) ?? null,
            providerSubscriptionId: row.provider_subscription_id as string,
          }
        : null;
    },
    async accountType(userId) {
      const row = await call<{ account_type: string }>(service.row('profiles', 'account_type', 'id', userId));
      return row?.account_type ?? null;
    },
    purchaseRefusal: (userId, plan, newPurchase) =>
      call<PurchaseRefusal>(
        service.rpc('billing_purchase_refusal', {
          p_user: userId,
          p_plan: plan,
          p_new_purchase: newPurchase,
        }),
      ),
    async purchaseMade(userId, plan) {
      await call(service.rpc('billing_purchase_made', { p_user: userId, p_plan: plan }));
    },
    async checkoutKey(userId, plan, previousSubscriptionId, now) {
      const key = await call<string>(
        service.rpc('billing_checkout_key', {
          p_user: userId,
          p_plan: plan,
          p_previous: previousSubscriptionId,
          p_now: now.toISOString(),
        }),
      );
      if (!key) throw new Error('billing_checkout_key answered no key');
      return key;
    },
    async apply(event) {
      const result = await call<{ applied: boolean; reason?: string }>(
        service.rpc('billing_apply_event', { p_event: event }),
      );
      if (!result) throw new Error('billing_apply_event answered nothing');
      return result;
    },
  };
}
