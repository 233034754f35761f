import { describe, expect, test } from '@rstest/core';
import { PURCHASE_RULES, purchaseRule } from './purchaseRules';

describe('who may pay', () => {
  test('under 13 a parent pays, 13 to 17 a parent approves, 18 and over (and parents) pay alone', () => {
    expect(purchaseRule('player', PURCHASE_RULES.parentApprovesFromAge - 1)).toBe('parent_pays');
    expect(purchaseRule('player', PURCHASE_RULES.parentApprovesFromAge)).toBe('parent_approves');
    expect(purchaseRule('player', PURCHASE_RULES.paysAloneFromAge - 1)).toBe('parent_approves');
    expect(purchaseRule('player', PURCHASE_RULES.paysAloneFromAge)).toBe('alone');
    expect(purchaseRule('parent', null)).toBe('alone');
  });

  test('a player of unknown age is treated as the youngest', () => {
    expect(purchaseRule('player', null)).toBe('parent_pays');
  });
});
