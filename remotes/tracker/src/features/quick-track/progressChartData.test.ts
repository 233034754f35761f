import { describe, expect, test } from '@rstest/core';
import type { QuickTrackRecord } from '@dreampitch/domain';
import { fourWeekBuckets } from './progressChartData';
import { quickTrackScore, quickTrackSummary } from './quickTrackSummary';

const TODAY = '2025-03-29';

describe('fourWeekBuckets', () => {
  test('four rolling weeks ending today, oldest first', () => {
    const buckets = fourWeekBuckets([], TODAY);
    expect(buckets.map((bucket) => [bucket.label, bucket.start, bucket.end])).toEqual([
      ['3 weeks ago', '2025-03-02', '2025-03-08'],
      ['2 weeks ago', '2025-03-09', '2025-03-15'],
      ['Last week', '2025-03-16', '2025-03-22'],
      ['This week', '2025-03-23', '2025-03-29'],
    ]);
    expect(buckets.every((bucket) => bucket.entries === 0 && bucket.averageScore === null)).toBe(true);
  });

  test('counts entries per week with their mean score; older or future entries are left out', () => {
    const entries: QuickTrackRecord[] = [
      { ageGroup: '13-17', date: TODAY, rating: 8, note: '' },
      { ageGroup: '13-17', date: '2025-03-23', rating: 5, note: '' },
      { ageGroup: '13-17', date: '2025-03-22', rating: 3, note: '' },
      { ageGroup: '13-17', date: '2025-03-02', rating: 10, note: '' },
      { ageGroup: '13-17', date: '2025-03-01', rating: 10, note: '' },
      { ageGroup: '13-17', date: '2025-03-30', rating: 10, note: '' },
    ];
    expect(fourWeekBuckets(entries, TODAY).map((bucket) => [bucket.entries, bucket.averageScore])).toEqual([
      [1, 10],
      [0, null],
      [1, 3],
      [2, 6.5],
    ]);
  });
});

describe('Quick Track score and summary', () => {
  test('every age group maps onto 0-10', () => {
    expect(quickTrackScore({ ageGroup: '8-12', date: TODAY, emoji: 'tough' })).toBe(2);
    expect(quickTrackScore({ ageGroup: '8-12', date: TODAY, emoji: 'amazing' })).toBe(10);
    expect(quickTrackScore({ ageGroup: '13-17', date: TODAY, rating: 7, note: '' })).toBe(7);
    expect(
      quickTrackScore({
        ageGroup: '18+',
        date: TODAY,
        activity: null,
        trainingLoad: null,
        metrics: { technical: 8, physical: 6, tactical: 4, mental: 2 },
        note: '',
      }),
    ).toBe(5);
  });

  test('summaries read as a sentence fragment with the note', () => {
    expect(quickTrackSummary({ ageGroup: '8-12', date: TODAY, emoji: 'okay' })).toBe('😐 Okay');
    expect(quickTrackSummary({ ageGroup: '13-17', date: TODAY, rating: 6, note: ' Good passing ' })).toBe(
      'Session rating 6/10: "Good passing"',
    );
    expect(
      quickTrackSummary({
        ageGroup: '18+',
        date: TODAY,
        activity: 'match_play',
        trainingLoad: 'high',
        metrics: { technical: 7, physical: 8, tactical: 6, mental: 5 },
        note: '',
      }),
    ).toBe('Match Play · High (RPE 7-8) load · Technical 7/10, Physical 8/10, Tactical 6/10, Mental 5/10');
  });
});
