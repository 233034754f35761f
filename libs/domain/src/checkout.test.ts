import { describe, expect, test } from '@rstest/core';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  checkoutPaidBody,
  parseCheckoutRequest,
  paymentReplay,
  PLAN_PRICES_CENTS,
  stripeChargeSucceeded,
} from './checkout';
import { planById } from './plans';

const read = (relative: string) => readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8');

describe('checkout rules', () => {
  test('the plan cards show the prices the payment paths charge', () => {
    expect(planById('pro').price * 100).toBe(PLAN_PRICES_CENTS.pro);
    expect(planById('parent').price * 100).toBe(PLAN_PRICES_CENTS.parent);
    expect(planById('free').price).toBe(0);
  });

  test('a request is the free plan, or a paid plan with a token and its price; anything else is refused', () => {
    expect(parseCheckoutRequest({ plan: 'free' })).toEqual({ ok: true, plan: 'free' });
    expect(parseCheckoutRequest({ plan: 'parent', token: 'tok_1' })).toEqual({
      ok: true,
      plan: 'parent',
      token: 'tok_1',
      amountCents: 800,
    });
    expect(parseCheckoutRequest({ plan: 'gold', token: 'tok_1' })).toMatchObject({
      ok: false,
      code: 'invalid_plan',
    });
    expect(parseCheckoutRequest(null)).toMatchObject({ ok: false, status: 400, code: 'invalid_plan' });
    for (const token of [undefined, '', 'x'.repeat(256), 42]) {
      expect(parseCheckoutRequest({ plan: 'pro', token })).toMatchObject({
        ok: false,
        code: 'missing_token',
      });
    }
  });

  test('only a charge that says succeeded pays (both checkouts used to disagree)', () => {
    expect(stripeChargeSucceeded(true, { status: 'succeeded' })).toBe(true);
    expect(stripeChargeSucceeded(true, { status: 'pending' })).toBe(false);
    expect(stripeChargeSucceeded(true, {})).toBe(false);
    expect(stripeChargeSucceeded(false, { status: 'succeeded' })).toBe(false);
  });

  test('a paid token replays for the same user and plan only', () => {
    const paid = { user_id: 'u1', plan: 'pro', amount_cents: 500 };
    expect(paymentReplay(paid, 'u1', 'pro', 'tok')).toEqual({
      ok: true,
      body: checkoutPaidBody('pro', 'tok', 500),
    });
    expect(paymentReplay(paid, 'u2', 'pro', 'tok')).toMatchObject({
      ok: false,
      status: 409,
      code: 'token_already_used',
    });
    expect(paymentReplay(paid, 'u1', 'parent', 'tok')).toMatchObject({ ok: false, status: 409 });
  });

  test('the Edge Function uses this file, which imports nothing so Deno can bundle it', () => {
    expect(read('./checkout.ts')).not.toMatch(/^import /m);
    const edge = read('../../../supabase/functions/billing-checkout/index.ts');
    expect(edge).toContain("from '../../../libs/domain/src/checkout.ts'");
    expect(edge).not.toMatch(/PLAN_PRICES_CENTS|\b(pro|parent): \d/);
  });
});
