import { describe, expect, test } from '@rstest/core';
import {
  addBillingMonths,
  formatCents,
  graceEndsAt,
  planChangeQuote,
  renewalAmountCents,
  subscriptionStatusLine,
  subscriptionTier,
  unusedCreditCents,
  type SubscriptionRecord,
} from './billing';
import { testCardChargeRefusal } from './testCards';

const iso = (value: string) => new Date(value).toISOString();

describe('billing periods', () => {
  test('a month later is the same day, clamped to the end of a shorter month', () => {
    expect(addBillingMonths(new Date('2026-01-15T10:00:00Z'), 1).toISOString()).toBe(
      iso('2026-02-15T10:00:00Z'),
    );
    expect(addBillingMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe(
      iso('2026-02-28T10:00:00Z'),
    );
    expect(addBillingMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe(
      iso('2028-02-29T10:00:00Z'),
    );
    expect(addBillingMonths(new Date('2026-12-31T23:30:00Z'), 1).toISOString()).toBe(
      iso('2027-01-31T23:30:00Z'),
    );
    expect(addBillingMonths(new Date('2026-11-30T00:00:00Z'), 3).toISOString()).toBe(
      iso('2027-02-28T00:00:00Z'),
    );
  });

  test('the grace period is seven days after the failed renewal', () => {
    expect(graceEndsAt(new Date('2026-03-01T00:00:00Z')).toISOString()).toBe(iso('2026-03-08T00:00:00Z'));
  });
});

describe('proration', () => {
  const start = new Date('2026-04-01T00:00:00Z');
  const end = new Date('2026-05-01T00:00:00Z');

  test('the unused share of a period, rounded down', () => {
    expect(unusedCreditCents(500, start, end, start)).toBe(500);
    expect(unusedCreditCents(500, start, end, new Date('2026-04-16T00:00:00Z'))).toBe(250);
    expect(unusedCreditCents(800, start, end, new Date('2026-04-21T00:00:00Z'))).toBe(266);
    expect(unusedCreditCents(500, start, end, end)).toBe(0);
    expect(unusedCreditCents(500, start, end, new Date('2026-06-01T00:00:00Z'))).toBe(0);
  });

  test('Pro to Parent halfway: $8.00 less $2.50 credit', () => {
    const quote = planChangeQuote(
      { plan: 'pro', currentPeriodStart: start.toISOString(), currentPeriodEnd: end.toISOString() },
      'parent',
      new Date('2026-04-16T00:00:00Z'),
    );
    expect(quote).toEqual({
      from: 'pro',
      to: 'parent',
      priceCents: 800,
      creditCents: 250,
      amountDueCents: 550,
      remainingCreditCents: 0,
      periodStart: iso('2026-04-16T00:00:00Z'),
      periodEnd: iso('2026-05-16T00:00:00Z'),
    });
  });

  test('Parent to Pro at once: the credit exceeds the price, nothing is due and the rest is kept', () => {
    const quote = planChangeQuote(
      { plan: 'parent', currentPeriodStart: start.toISOString(), currentPeriodEnd: end.toISOString() },
      'pro',
      start,
      100,
    );
    expect(quote).toMatchObject({ creditCents: 900, amountDueCents: 0, remainingCreditCents: 400 });
    expect(renewalAmountCents('pro', 400)).toBe(100);
    expect(renewalAmountCents('pro', 900)).toBe(0);
  });
});

describe('what a subscription means', () => {
  const subscription: SubscriptionRecord = {
    plan: 'pro',
    status: 'active',
    currentPeriodStart: '2026-11-24T12:00:00Z',
    currentPeriodEnd: '2026-12-24T12:00:00Z',
    cancelAtPeriodEnd: false,
    graceUntil: null,
    provider: 'simulated',
    cardBrand: 'visa',
    cardLast4: '4242',
  };

  test('the plan it gives: its own while active or past due, Free once ended or without one', () => {
    expect(subscriptionTier(subscription)).toBe('pro');
    expect(subscriptionTier({ ...subscription, status: 'past_due' })).toBe('pro');
    expect(subscriptionTier({ ...subscription, status: 'canceled' })).toBe('free');
    expect(subscriptionTier(null)).toBe('free');
  });

  test('one status line: renews, active until, payment failed with what to do, ended', () => {
    expect(subscriptionStatusLine(subscription, 'UTC')).toBe('Renews on 24 December 2026.');
    expect(subscriptionStatusLine({ ...subscription, cancelAtPeriodEnd: true }, 'UTC')).toBe(
      'Active until 24 December 2026. Your account moves to Free after that.',
    );
    expect(
      subscriptionStatusLine(
        { ...subscription, status: 'past_due', graceUntil: '2026-12-31T12:00:00Z' },
        'UTC',
      ),
    ).toBe(
      'Your last payment failed. Update your card by 31 December 2026 to keep Pro; after that your account moves to Free.',
    );
    expect(subscriptionStatusLine({ ...subscription, status: 'canceled' }, 'UTC')).toMatch(/has ended/);
  });

  test('amounts in dollars', () => {
    expect(formatCents(500)).toBe('$5.00');
    expect(formatCents(43)).toBe('$0.43');
  });

  test('Stripe’s 0341 test card is saved but its charges fail; other cards are charged', () => {
    expect(testCardChargeRefusal('4000 0000 0000 0341')).toMatchObject({ code: 'card_declined' });
    expect(testCardChargeRefusal('4242424242424242')).toBeNull();
  });
});
