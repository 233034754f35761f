import { describe, expect, test } from '@rstest/core';
import {
  analyticsSince,
  consistencyCalendar,
  consistencySummary,
  goalProgressLine,
  weeklyTrends,
  weekStart,
  type ActivityFact,
} from './analytics';
import { addDays } from './calendar';

const today = '2026-11-25'; // a Wednesday

describe('calendar arithmetic', () => {
  test('weeks start on Monday', () => {
    expect(weekStart('2026-11-25')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
  });
  test('the analytics window is 12 Mondays ending with this week', () => {
    expect(analyticsSince(today)).toBe('2026-09-07');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('weekly trends', () => {
  /** A day's sum of one kind, as the server answers it (pro_analytics): `count` rows summing to `sum`. */
  const fact = (
    date: string,
    kind: ActivityFact['kind'],
    pillar: ActivityFact['pillar'],
    sum = 1,
    count = 1,
  ) => ({
    date,
    kind,
    pillar,
    count,
    sum,
  });
  const facts: ActivityFact[] = [
    fact('2026-11-24', 'check_in', 'technical'),
    fact('2026-11-25', 'check_in', 'technical'),
    fact('2026-11-17', 'check_in', 'mental'),
    fact('2025-01-01', 'check_in', 'mental'),
    // Two sessions that day, one of them done: the server sums only the done one's minutes.
    fact('2026-11-24', 'session_minutes', 'physical', 45),
    fact('2026-11-23', 'quick_track', null),
    fact('2026-11-23', 'rating', null, 6),
    // The 13-17 rating and the 8-12 emoji ("great" = 4) the same day.
    fact('2026-11-24', 'quick_track', null, 2, 2),
    fact('2026-11-24', 'rating', null, 9),
    fact('2026-11-24', 'mood', null, 4),
    // An 18+ entry: training load "high" (RPE 7.5) and the four pillar metrics.
    fact('2026-11-25', 'quick_track', null),
    fact('2026-11-25', 'load', null, 7.5),
    fact('2026-11-25', 'metric', 'technical', 8),
    fact('2026-11-25', 'metric', 'physical', 4),
    fact('2026-11-25', 'metric', 'tactical', 6),
    fact('2026-11-25', 'metric', 'mental', 7),
    fact('2026-11-25', 'mindset', 'mental', 60),
  ];
  const weeks = weeklyTrends(facts, today);

  test('twelve weeks, oldest first, empty weeks included', () => {
    expect(weeks).toHaveLength(12);
    expect(weeks[0]!.weekStart).toBe('2026-09-07');
    expect(weeks[11]!.weekStart).toBe('2026-11-23');
    expect(weeks[0]!.ratingAverage).toBeNull();
  });

  test('this week sums check-ins and completed session minutes per pillar and averages ratings', () => {
    const week = weeks[11]!;
    expect(week.checkIns).toEqual({ technical: 2, physical: 0, tactical: 0, mental: 0 });
    expect(week.sessionMinutes.physical).toBe(45);
    expect(week.ratingAverage).toBe(7.5);
    expect(week.moodAverage).toBe(4);
    expect(week.loadAverage).toBe(7.5);
    expect(week.metricAverage.technical).toBe(8);
    expect(week.mindsetSessions).toBe(1);
    expect(week.quickTrackEntries).toBe(4);
    expect(weeks[10]!.checkIns.mental).toBe(1);
  });
});

describe('consistency calendar', () => {
  test('every day of the window with its activity count, and streaks', () => {
    const facts: ActivityFact[] = [
      { date: '2026-11-23', kind: 'check_in', pillar: 'technical', count: 2, sum: 2 },
      { date: '2026-11-24', kind: 'quick_track', pillar: null, count: 1, sum: 1 },
      { date: '2026-11-24', kind: 'rating', pillar: null, count: 1, sum: 7 },
      { date: '2026-11-20', kind: 'mindset', pillar: 'mental', count: 1, sum: 60 },
    ];
    const days = consistencyCalendar(facts, today);
    expect(days[0]!.date).toBe('2026-09-07');
    expect(days.at(-1)).toEqual({ date: today, activities: 0 });
    expect(days.find((day) => day.date === '2026-11-24')!.activities).toBe(1);
    expect(consistencySummary(days)).toMatchObject({ activeDays: 3, currentStreak: 2, longestStreak: 2 });
  });
});

test('a goal line starts at 0 on its creation day', () => {
  expect(
    goalProgressLine({
      id: 'g',
      title: 'G',
      pillar: 'technical',
      status: 'active',
      progress: 20,
      createdAt: '2026-11-01T10:00:00Z',
      targetDate: null,
      points: [{ date: '2026-11-05', progress: 20 }],
    }),
  ).toEqual([
    { date: '2026-11-01', progress: 0 },
    { date: '2026-11-05', progress: 20 },
  ]);
});
