import { describe, expect, test } from '@rstest/core';
import { formatLongDate, formatShortDate } from './dates';

describe('date labels', () => {
  test('are English and read the calendar day, whatever the time zone', () => {
    expect(formatShortDate('2025-02-03')).toBe('Mon 3 Feb');
    expect(formatShortDate('2024-02-29T23:30:00Z')).toBe('Thu 29 Feb');
    expect(formatLongDate('2025-02-03')).toBe('3 Feb 2025');
    expect(formatLongDate('2027-12-31')).toBe('31 Dec 2027');
  });

  test('show text that is not a date as it is', () => {
    expect(formatShortDate('')).toBe('');
    expect(formatLongDate('not a date')).toBe('not a date');
  });

  test('make no Intl call (its first use on a page sets up the locale data)', () => {
    const original = Date.prototype.toLocaleDateString;
    Date.prototype.toLocaleDateString = () => {
      throw new Error('Intl used');
    };
    try {
      expect(formatShortDate('2025-02-03')).toBe('Mon 3 Feb');
      expect(formatLongDate('2025-02-03')).toBe('3 Feb 2025');
    } finally {
      Date.prototype.toLocaleDateString = original;
    }
  });
});
