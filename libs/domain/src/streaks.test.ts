import { describe, expect, test } from '@rstest/core';
import { forgivingStreak, streakDays, streakMessage } from './streaks';
import type { Goal } from './types';

// Wednesday 2026-03-11; its week runs Monday 03-09 to Sunday 03-15.
const TODAY = '2026-03-11';

describe('forgivingStreak', () => {
  test('consecutive days count; today not done yet does not break it', () => {
    expect(forgivingStreak(['2026-03-11', '2026-03-10', '2026-03-09'], TODAY)).toBe(3);
    expect(forgivingStreak(['2026-03-10', '2026-03-09'], TODAY)).toBe(2);
    expect(forgivingStreak([], TODAY)).toBe(0);
  });

  test('one rest day a week keeps the streak, a second in the same week ends it', () => {
    // Rest on Tuesday 03-10 (this week) and on Thursday 03-05 (last week): both forgiven.
    expect(
      forgivingStreak(
        ['2026-03-11', '2026-03-09', '2026-03-08', '2026-03-07', '2026-03-06', '2026-03-04'],
        TODAY,
      ),
    ).toBe(6);
    // Two rest days this week (Tuesday and Monday): the run stops at today.
    expect(forgivingStreak(['2026-03-11', '2026-03-08', '2026-03-07'], TODAY)).toBe(1);
    // Yesterday a rest day, today not yet: the streak is still alive.
    expect(forgivingStreak(['2026-03-09', '2026-03-08'], TODAY)).toBe(2);
  });

  test('days only from the server data: check-ins, Quick Track, sessions by the day they were marked done, games', () => {
    const goal = {
      checkIns: [
        { date: '2026-03-10', note: '' },
        { date: '', note: '' },
      ],
      sessions: [
        { completed: true, completedAt: '2026-03-11T12:00:00', sessionDate: '2026-03-01' },
        { completed: false, completedAt: null, sessionDate: '2026-03-09' },
      ],
    } as unknown as Goal;
    expect(streakDays([goal], [{ date: '2026-03-09' }]).sort()).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    // A game played on Saturday 03-07 (local noon) fills the day: with Sunday 03-08 as the week's rest day, the
    // streak runs back to it.
    const played = new Date(2026, 2, 7, 12).toISOString();
    expect(streakDays([], [], [played])).toEqual(['2026-03-07']);
    const days = streakDays([goal], [{ date: '2026-03-09' }], [played]);
    expect(forgivingStreak(days, TODAY)).toBe(4);
    expect(forgivingStreak(streakDays([goal], [{ date: '2026-03-09' }]), TODAY)).toBe(3);
  });

  test('the words never pressure', () => {
    for (const streak of [0, 1, 5]) expect(streakMessage(streak)).not.toMatch(/don't|lose|break|miss|hurry/i);
  });
});
