import { describe, expect, test } from '@rstest/core';
import { PAST_DUE_GRACE_DAYS, PLAN_PRICES_CENTS } from '@dreampitch/domain';
import * as edgeRules from '../../../supabase/functions/_shared/plan-rules';

describe('the plan rules the Edge Functions apply', () => {
  test('are the domain’s prices and grace days', () => {
    expect(edgeRules.PLAN_PRICES_CENTS).toEqual(PLAN_PRICES_CENTS);
    expect(edgeRules.PAST_DUE_GRACE_DAYS).toBe(PAST_DUE_GRACE_DAYS);
  });
});
