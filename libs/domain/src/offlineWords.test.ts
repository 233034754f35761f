import { describe, expect, test } from '@rstest/core';
import { keptCopyMessage } from './offlineWords';

describe('keptCopyMessage', () => {
  test('says the time a copy of today was kept, on a 12-hour clock', () => {
    const now = new Date(2026, 11, 3, 18, 0);
    expect(keptCopyMessage(new Date(2026, 11, 3, 16, 5), now)).toBe(
      "You're offline. Showing what you saw last, saved at 4:05 PM.",
    );
    expect(keptCopyMessage(new Date(2026, 11, 3, 0, 7), now)).toContain('saved at 12:07 AM.');
    expect(keptCopyMessage(new Date(2026, 11, 3, 12, 30), now)).toContain('saved at 12:30 PM.');
  });

  test('names the day of a copy kept before today', () => {
    expect(keptCopyMessage(new Date(2026, 10, 28, 9, 41), new Date(2026, 11, 3, 8, 0))).toBe(
      "You're offline. Showing what you saw last, saved on 28 Nov at 9:41 AM.",
    );
  });
});
