import { describe, expect, test } from '@rstest/core';
import { addDays, daysBetween, localIsoDate, startOfWeek } from './calendar';

describe('calendar dates', () => {
  test('localIsoDate uses the local calendar day', () => {
    expect(localIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });

  test('addDays crosses months, years and leap days', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  test('daysBetween counts whole days in either direction', () => {
    expect(daysBetween('2025-03-01', '2025-03-29')).toBe(28);
    expect(daysBetween('2025-03-29', '2025-03-01')).toBe(-28);
  });

  test('startOfWeek is the Monday of the week', () => {
    expect(startOfWeek('2025-01-06')).toBe('2025-01-06'); // Monday
    expect(startOfWeek('2025-01-12')).toBe('2025-01-06'); // Sunday
    expect(startOfWeek('2025-01-08')).toBe('2025-01-06'); // Wednesday
  });
});
