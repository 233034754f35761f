import { describe, expect, test } from '@rstest/core';
import { isTestMode } from './PaymentForm';

describe('the test-card note', () => {
  test('shows for the simulated provider and Stripe test keys, never with a live key', () => {
    expect(isTestMode(null)).toBe(true);
    expect(isTestMode('pk_test_51Habc')).toBe(true);
    expect(isTestMode('pk_live_51Habc')).toBe(false);
  });
});
