import { describe, expect, test } from '@rstest/core';
import { formatChecks, isOver, markdownTable, type BudgetCheck } from './budgets';

const check = (actual: number, limit: number, kind: 'max' | 'min'): BudgetCheck => ({
  name: 'x',
  actual,
  limit,
  kind,
  unit: 'ms',
});

describe('isOver', () => {
  test('a maximum is over only above the limit, a minimum only below it', () => {
    expect(isOver(check(100, 100, 'max'))).toBe(false);
    expect(isOver(check(101, 100, 'max'))).toBe(true);
    expect(isOver(check(95, 95, 'min'))).toBe(false);
    expect(isOver(check(94, 95, 'min'))).toBe(true);
  });
});

describe('formatChecks', () => {
  test('prints measured value, budget and verdict per row', () => {
    const table = formatChecks([
      { name: 'LCP /', actual: 2400.4, limit: 1800, kind: 'max', unit: 'ms' },
      { name: 'Score /', actual: 97, limit: 95, kind: 'min', unit: '' },
      { name: 'JS /', actual: 151.25, limit: 150, kind: 'max', unit: 'KiB' },
    ]);
    const lines = table.split('\n');
    expect(lines[2]).toMatch(/\| LCP \/\s+\| 2400 ms\s+\| <= 1800 ms\s+\| OVER\s+\|/);
    expect(lines[3]).toMatch(/\| Score \/\s+\| 97\s+\| >= 95\s+\| ok\s+\|/);
    expect(lines[4]).toContain('151.3 KiB');
  });
});

describe('markdownTable', () => {
  test('pads columns to the widest cell', () => {
    expect(markdownTable(['a', 'bb'], [['long', 'x']])).toBe('| a    | bb |\n| ---- | -- |\n| long | x  |');
  });
});
