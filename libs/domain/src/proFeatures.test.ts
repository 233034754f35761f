import { describe, expect, test } from '@rstest/core';
import { PLAN_COMPARISON, PLANS } from './plans';
import { hasProFeatures, PLAN_FEATURE_ROUTES, PRO_FEATURES, proErrorMessage } from './proFeatures';

const included = (value: string | boolean) => value !== false;

describe('every feature a plan sells has a home in the app', () => {
  test('each Pro-card line past the Free plan is a Pro feature with a page', () => {
    const pro = PLANS.find((plan) => plan.id === 'pro')!;
    const sold = pro.features.filter((line) => !/^Everything in /.test(line));
    for (const feature of PRO_FEATURES) expect(sold).toContain(feature.name);
  });

  test('each line of each card and each included comparison row maps to a route', () => {
    const lines = [
      ...PLANS.flatMap((plan) => plan.features.filter((line) => !/^Everything in /.test(line))),
      ...PLAN_COMPARISON.filter((row) => [row.free, row.pro, row.parent].some(included)).map(
        (row) => row.feature,
      ),
    ];
    const missing = lines.filter((line) => !PLAN_FEATURE_ROUTES[line]);
    expect(missing).toEqual([]);
  });

  test('"Everything in" lines name a plan that exists', () => {
    const names = PLANS.map((plan) => plan.name);
    for (const line of PLANS.flatMap((plan) => plan.features).filter((item) =>
      /^Everything in /.test(item),
    )) {
      expect(names).toContain(line.replace('Everything in ', ''));
    }
  });

  test('the comparison table lists every Pro feature the card sells', () => {
    const rows = PLAN_COMPARISON.map((row) => row.feature);
    for (const feature of PRO_FEATURES) expect(rows).toContain(feature.name);
  });
});

test('Pro features are open to pro and parent, not to free or signed-out players', () => {
  expect(hasProFeatures('pro')).toBe(true);
  expect(hasProFeatures('parent')).toBe(true);
  expect(hasProFeatures('free')).toBe(false);
  expect(hasProFeatures(null)).toBe(false);
});

test('database tokens become the app’s words; unknown ones are null', () => {
  expect(proErrorMessage('pro_required')).toMatch(/Pro/);
  expect(proErrorMessage('nope')).toBeNull();
  expect(proErrorMessage(null)).toBeNull();
});
