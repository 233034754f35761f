import { MESSAGES } from '@dreampitch/domain';
import type { PaidTier, PlanChangeQuote } from '@dreampitch/domain';
import { DataError, toDataError, type SupabaseBackend } from '@dreampitch/data';
import type { BillingBackend, BillingOverview, StripeSubscriptionStart } from './billing-backend';

const RECEIPTS_SHOWN = 24;

/** Subscriptions over supabase-js: the tables read under RLS, every change through a billing-* function. */
export class SupabaseBillingBackend implements BillingBackend {
  constructor(private readonly backend: SupabaseBackend) {}

  async getOverview(): Promise<BillingOverview> {
    const client = await this.backend.dataClient();
    const [subscription, invoices] = await Promise.all([
      client
        .from('subscriptions')
        .select(
          'plan, status, current_period_start, current_period_end, cancel_at_period_end, grace_until, provider, card_brand, card_last4',
        )
        .eq('user_id', (await this.backend.getSession())?.id ?? '')
        .maybeSingle(),
      client
        .from('invoices')
        .select('id, plan, description, amount_cents, currency, status, period_start, period_end, created_at')
        .order('number', { ascending: false })
        .limit(RECEIPTS_SHOWN),
    ]);
    if (subscription.error) throw toDataError(subscription.error, MESSAGES.failedToLoadPlan);
    if (invoices.error) throw toDataError(invoices.error, MESSAGES.failedToLoadReceipts);
    const row = subscription.data;
    return {
      subscription: row
        ? {
            plan: row.plan,
            status: row.status,
            currentPeriodStart: row.current_period_start,
            currentPeriodEnd: row.current_period_end,
            cancelAtPeriodEnd: row.cancel_at_period_end,
            graceUntil: row.grace_until,
            provider: row.provider,
            cardBrand: row.card_brand,
            cardLast4: row.card_last4,
          }
        : null,
      invoices: (invoices.data ?? []).map((invoice) => ({
        id: invoice.id,
        plan: invoice.plan,
        description: invoice.description,
        amountCents: invoice.amount_cents,
        currency: invoice.currency,
        status: invoice.status,
        periodStart: invoice.period_start,
        periodEnd: invoice.period_end,
        createdAt: invoice.created_at,
      })),
    };
  }

  async cancel(): Promise<void> {
    await this.call('billing-cancel', {});
  }

  async resume(): Promise<void> {
    await this.call('billing-resume', {});
  }

  async quotePlanChange(plan: PaidTier): Promise<PlanChangeQuote> {
    const body = await this.call('billing-change-plan', { plan });
    return (body as { quote: PlanChangeQuote }).quote;
  }

  async changePlan(plan: PaidTier, expectedAmountCents: number): Promise<void> {
    await this.call('billing-change-plan', { plan, confirm: true, expectedAmountCents });
  }

  async updateCard(token: string): Promise<void> {
    await this.call('billing-update-card', { token });
  }

  async startStripeSubscription(plan: PaidTier): Promise<StripeSubscriptionStart> {
    const body = (await this.call('billing-checkout', { plan })) as {
      subscriptionId?: unknown;
      clientSecret?: unknown;
    };
    if (typeof body.clientSecret === 'string' && typeof body.subscriptionId === 'string') {
      return { subscriptionId: body.subscriptionId, clientSecret: body.clientSecret };
    }
    // Nothing to pay now: the server has already started and mirrored the subscription.
    return { subscriptionId: null, clientSecret: null };
  }

  async confirmStripeSubscription(plan: PaidTier, subscriptionId: string): Promise<void> {
    await this.call('billing-checkout', { plan, subscriptionId });
  }

  async openBillingPortal(returnPath: string): Promise<string> {
    const body = (await this.call('billing-portal', { returnPath })) as { url?: unknown };
    if (typeof body.url !== 'string') throw new DataError(MESSAGES.somethingWentWrongTryAgain);
    return body.url;
  }

  private async call(name: string, body: object): Promise<unknown> {
    const result = await this.backend.invokeFunction(name, body);
    const error = (result as { error?: { message?: unknown; code?: unknown } } | null)?.error;
    if (error) {
      throw new DataError(
        typeof error.message === 'string' ? error.message : MESSAGES.somethingWentWrongTryAgain,
        typeof error.code === 'string' ? error.code : null,
      );
    }
    return result;
  }
}
