import {
  addBillingMonths,
  planById,
  planChangeQuote,
  planPriceCents,
  type InvoiceRecord,
  type PaidTier,
  type PlanChangeQuote,
  type SubscriptionRecord,
} from '@dreampitch/domain';
import { DataError } from '../errors';
import { newId } from '../ids';
import type { BillingBackend, BillingOverview, StripeSubscriptionStart } from './billing-backend';
import type { ProfileRow } from '../profile-rows';

const STRIPE_NOT_IN_DEMO = 'Stripe is not available in demo mode.';

/** What the demo billing needs of its DemoBackend: who is signed in, and that user's profile to keep in step. */
export interface DemoBillingHost {
  /** The signed-in user's profile; rejects like the backend when nobody is signed in or it is offline. */
  ownProfile(): ProfileRow;
}

/**
 * Subscriptions in memory for demo mode, with the server's rules (cancel at period end, resume, prorated switch,
 * Parent for parent accounts). Nothing renews: a demo session does not last a month.
 */
export class DemoBillingBackend implements BillingBackend {
  private readonly subscriptions = new Map<string, SubscriptionRecord>();
  private readonly invoices = new Map<string, InvoiceRecord[]>();

  constructor(private readonly host: DemoBillingHost) {}

  async getOverview(): Promise<BillingOverview> {
    const profile = this.host.ownProfile();
    return {
      subscription: this.subscriptions.get(profile.id) ?? null,
      invoices: [...(this.invoices.get(profile.id) ?? [])].reverse(),
    };
  }

  /** A new subscription, paid (the token was checked by the caller). */
  subscribe(plan: PaidTier, now = new Date()): void {
    const profile = this.host.ownProfile();
    if (plan === 'parent' && profile.account_type !== 'parent') {
      throw new DataError(
        'The Parent plan is bought by a parent account. Ask your parent to subscribe from their account.',
        'parent_account_only',
      );
    }
    const current = this.subscriptions.get(profile.id);
    if (current && current.status !== 'canceled') {
      throw new DataError(
        `You are already on the ${planById(current.plan).name} plan.`,
        'already_subscribed',
      );
    }
    this.set(profile, {
      plan,
      status: 'active',
      currentPeriodStart: now.toISOString(),
      currentPeriodEnd: addBillingMonths(now, 1).toISOString(),
      cancelAtPeriodEnd: false,
      graceUntil: null,
      provider: 'simulated',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    this.receipt(profile.id, plan, planPriceCents(plan), `${planById(plan).name} plan, first month`, now);
  }

  async cancel(): Promise<void> {
    const { profile, subscription } = this.live();
    this.set(profile, { ...subscription, cancelAtPeriodEnd: true });
  }

  async resume(): Promise<void> {
    const { profile, subscription } = this.live();
    this.set(profile, { ...subscription, cancelAtPeriodEnd: false });
  }

  async quotePlanChange(plan: PaidTier): Promise<PlanChangeQuote> {
    return this.quote(plan, new Date());
  }

  async changePlan(plan: PaidTier, expectedAmountCents: number): Promise<void> {
    const now = new Date();
    const quote = this.quote(plan, now);
    if (quote.amountDueCents !== expectedAmountCents) {
      throw new DataError('The amount due has changed. Check it and confirm again.', 'quote_changed');
    }
    const { profile, subscription } = this.live();
    this.set(profile, {
      ...subscription,
      plan,
      currentPeriodStart: quote.periodStart,
      currentPeriodEnd: quote.periodEnd,
      cancelAtPeriodEnd: false,
    });
    this.receipt(profile.id, plan, quote.amountDueCents, `Switch to ${planById(plan).name}`, now);
  }

  async updateCard(): Promise<void> {
    this.live();
  }

  /** Demo mode has no Stripe: its card form is the simulated one. */
  async startStripeSubscription(): Promise<StripeSubscriptionStart> {
    throw new DataError(STRIPE_NOT_IN_DEMO, 'payments_unavailable');
  }

  async confirmStripeSubscription(): Promise<void> {
    throw new DataError(STRIPE_NOT_IN_DEMO, 'payments_unavailable');
  }

  async openBillingPortal(): Promise<string> {
    throw new DataError(STRIPE_NOT_IN_DEMO, 'portal_unavailable');
  }

  private quote(plan: PaidTier, now: Date): PlanChangeQuote {
    const { profile, subscription } = this.live();
    if (subscription.plan === plan) {
      throw new DataError(`You are already on the ${planById(plan).name} plan.`, 'already_subscribed');
    }
    if (plan === 'parent' && profile.account_type !== 'parent') {
      throw new DataError('The Parent plan is bought by a parent account.', 'parent_account_only');
    }
    return planChangeQuote(subscription, plan, now);
  }

  private live(): { profile: ProfileRow; subscription: SubscriptionRecord } {
    const profile = this.host.ownProfile();
    const subscription = this.subscriptions.get(profile.id);
    if (!subscription || subscription.status === 'canceled') {
      throw new DataError('You are on the Free plan: there is nothing to change.', 'no_subscription');
    }
    return { profile, subscription };
  }

  /** Stores the subscription and derives the profile's plan from it, as the database trigger does. */
  private set(profile: ProfileRow, subscription: SubscriptionRecord): void {
    this.subscriptions.set(profile.id, subscription);
    profile.subscription_plan = subscription.status === 'canceled' ? 'free' : subscription.plan;
    profile.subscription_status = subscription.status;
    // Demo mode's family links lend no plan: the features are the account's own plan's.
    profile.effective_plan = profile.subscription_plan;
  }

  private receipt(userId: string, plan: PaidTier, amountCents: number, description: string, now: Date): void {
    const list = this.invoices.get(userId) ?? [];
    const subscription = this.subscriptions.get(userId);
    list.push({
      id: `in_demo_${newId()}`,
      plan,
      description,
      amountCents,
      currency: 'usd',
      status: 'paid',
      periodStart: subscription?.currentPeriodStart ?? null,
      periodEnd: subscription?.currentPeriodEnd ?? null,
      createdAt: now.toISOString(),
    });
    this.invoices.set(userId, list);
  }
}
