import { describe, expect, test } from '@rstest/core';
import {
  analyticsSince,
  consistencyCalendar,
  consistencySummary,
  factsFromRecords,
  goalProgressLine,
  sumFacts,
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
  const facts = factsFromRecords({
    checkIns: [
      { date: '2026-11-24', pillar: 'technical' },
      { date: '2026-11-25', pillar: 'technical' },
      { date: '2026-11-17', pillar: 'mental' },
      { date: '2025-01-01', pillar: 'mental' },
    ],
    sessions: [
      { date: '2026-11-24', pillar: 'physical', minutes: 45, completed: true },
      { date: '2026-11-24', pillar: 'physical', minutes: 60, completed: false },
    ],
    quickTrack: [
      { ageGroup: '13-17', date: '2026-11-23', rating: 6, note: '' },
      { ageGroup: '13-17', date: '2026-11-24', rating: 9, note: '' },
      { ageGroup: '8-12', date: '2026-11-24', emoji: 'great' },
      {
        ageGroup: '18+',
        date: '2026-11-25',
        activity: 'technical',
        trainingLoad: 'high',
        metrics: { technical: 8, physical: 4, tactical: 6, mental: 7 },
        note: '',
      },
    ],
    mindset: [{ date: '2026-11-25', seconds: 60 }],
  });
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

  test('server facts summed per day give the same weeks as one fact per row', () => {
    const summed = sumFacts(facts);
    expect(summed.length).toBeLessThan(facts.length);
    expect(weeklyTrends(summed, today)).toEqual(weeks);
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
