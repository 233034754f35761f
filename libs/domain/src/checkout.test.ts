import { describe, expect, test } from '@rstest/core';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCheckoutRequest, PLAN_PRICES_CENTS } from './checkout';
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

  test('the Stripe code the Edge Functions share imports nothing at run time, so Deno loads it as it is', () => {
    const shared = read('../../../supabase/functions/_shared/stripe-billing.ts');
    expect(shared.match(/^import (?!type )/gm)).toBeNull();
    for (const name of [
      'billing-checkout',
      'billing-cancel',
      'billing-resume',
      'billing-change-plan',
      'billing-portal',
    ]) {
      expect(read(`../../../supabase/functions/${name}/index.ts`)).toContain(
        "from '../_shared/stripe-billing.ts'",
      );
    }
  });
});
