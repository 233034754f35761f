import { describe, expect, test } from '@rstest/core';
import { billingEventFromStripe } from '../../../supabase/functions/_shared/billing-events';
import { planForStripePrice } from './stripe';

/** Stripe's objects (API 2025-03-31 and later: periods on the items, the invoice's subscription under parent). */
const planForPrice = planForStripePrice({ pro: 'price_pro', parent: 'price_parent' });
const event = (type: string, object: Record<string, unknown>) => ({
  id: 'evt_1',
  object: 'event',
  type,
  created: 1_790_000_000,
  data: { object },
});
const subscription = (price: string, metadataPlan: string) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  cancel_at_period_end: false,
  metadata: { user_id: 'u1', plan: metadataPlan },
  items: {
    data: [{ price: { id: price }, current_period_start: 1_790_000_000, current_period_end: 1_792_592_000 }],
  },
});

describe("Stripe's events as billing events", () => {
  test('the plan is the price’s: a price changed in Stripe (say in the portal) changes the plan', () => {
    const mapped = billingEventFromStripe(
      event('customer.subscription.updated', subscription('price_parent', 'pro')),
      planForPrice,
      7,
    );
    expect(mapped).toMatchObject({
      type: 'subscription.updated',
      userId: 'u1',
      subscription: { id: 'sub_1', plan: 'parent', currentPeriodStart: '2026-09-21T14:13:20.000Z' },
    });
    // An unknown price falls back to the plan the app wrote at checkout.
    expect(
      billingEventFromStripe(
        event('customer.subscription.created', subscription('price_other', 'pro')),
        planForPrice,
        7,
      )?.subscription?.plan,
    ).toBe('pro');
  });

  test("an invoice's plan comes from its line's price_details, its subscription from parent.subscription_details", () => {
    const mapped = billingEventFromStripe(
      event('invoice.paid', {
        id: 'in_1',
        object: 'invoice',
        customer: 'cus_1',
        amount_paid: 800,
        amount_due: 800,
        currency: 'usd',
        period_start: 1_790_000_000,
        period_end: 1_790_000_000,
        lines: { data: [{ pricing: { type: 'price_details', price_details: { price: 'price_parent' } } }] },
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: 'sub_1', metadata: { user_id: 'u1', plan: 'pro' } },
        },
      }),
      planForPrice,
      7,
    );
    expect(mapped).toMatchObject({
      type: 'invoice.paid',
      userId: 'u1',
      invoice: {
        id: 'in_1',
        subscription: 'sub_1',
        plan: 'parent',
        amountCents: 800,
        description: 'Parent plan',
      },
    });
  });

  test('an incomplete subscription (waiting for its first payment) is not mirrored', () => {
    expect(
      billingEventFromStripe(
        event('customer.subscription.created', { ...subscription('price_pro', 'pro'), status: 'incomplete' }),
        planForPrice,
        7,
      ),
    ).toBeNull();
  });
});
