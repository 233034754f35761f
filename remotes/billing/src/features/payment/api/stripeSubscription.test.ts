import { DataError } from '@dreampitch/data';
import type { StripeSubscriptionStart } from '@dreampitch/data/billing';
import { MESSAGES } from '@dreampitch/domain';
import { describe, expect, rs, test } from '@rstest/core';
import { subscribeWithStripe } from './stripeSubscription';

function fakeBilling(start: StripeSubscriptionStart) {
  return {
    startStripeSubscription: rs.fn(async () => start),
    confirmStripeSubscription: rs.fn(async () => undefined),
  };
}

describe('subscribing with Stripe Billing', () => {
  test('starts the subscription, confirms its payment with the client secret, then lets the server mirror it', async () => {
    const billing = fakeBilling({ subscriptionId: 'sub_1', clientSecret: 'pi_1_secret_2' });
    const confirm = rs.fn(async () => ({}));
    await expect(subscribeWithStripe('pro', confirm, billing)).resolves.toEqual({
      subscribed: true,
    });
    expect(billing.startStripeSubscription).toHaveBeenCalledWith('pro');
    expect(confirm).toHaveBeenCalledWith('pi_1_secret_2');
    expect(billing.confirmStripeSubscription).toHaveBeenCalledWith('pro', 'sub_1');
  });

  test("a refused card is Stripe's message and the plan is not confirmed", async () => {
    const billing = fakeBilling({ subscriptionId: 'sub_1', clientSecret: 'pi_1_secret_2' });
    const declined = rs.fn(async () => ({ error: { message: 'Your card was declined.' } }));
    await expect(subscribeWithStripe('pro', declined, billing)).resolves.toEqual({
      error: { message: 'Your card was declined.' },
    });
    const silent = rs.fn(async () => ({ error: {} }));
    await expect(subscribeWithStripe('pro', silent, billing)).resolves.toEqual({
      error: { message: MESSAGES.paymentFailed },
    });
    expect(billing.confirmStripeSubscription).not.toHaveBeenCalled();
  });

  test('nothing to pay now: no card confirmation; a server refusal reaches the form', async () => {
    const billing = fakeBilling({ subscriptionId: null, clientSecret: null });
    const confirm = rs.fn(async () => ({}));
    await expect(subscribeWithStripe('pro', confirm, billing)).resolves.toEqual({
      subscribed: true,
    });
    expect(confirm).not.toHaveBeenCalled();
    const refusing = {
      ...billing,
      startStripeSubscription: rs.fn(async (): Promise<StripeSubscriptionStart> => {
        throw new DataError('You are already on the Pro plan.', 'already_subscribed');
      }),
    };
    await expect(subscribeWithStripe('pro', confirm, refusing)).rejects.toThrow(
      'You are already on the Pro plan.',
    );
  });
});
