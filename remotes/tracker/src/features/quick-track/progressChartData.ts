import type { QuickTrackRecord } from '@dreampitch/domain';
import { addDays, daysBetween } from '../../lib/dates';
import { quickTrackScore } from './quickTrackSummary';

export const CHART_WEEKS = 4;
const DAYS_PER_WEEK = 7;

export interface WeekBucket {
  /** 'This week', 'Last week', '2 weeks ago', '3 weeks ago'. */
  label: string;
  /** First and last calendar day of the 7-day window, inclusive. */
  start: string;
  end: string;
  /** Quick Track entries logged in the window. */
  entries: number;
  /** Mean 0-10 score of those entries (one decimal), or null with none. */
  averageScore: number | null;
}

function weekLabel(weeksAgo: number): string {
  if (weeksAgo === 0) return 'This week';
  if (weeksAgo === 1) return 'Last week';
  return `${weeksAgo} weeks ago`;
}

/**
 * The last 4 weeks as rolling 7-day windows ending today, oldest first. Rolling windows (rather than calendar weeks)
 * keep "This week" a full week on a Monday, so a child never sees an empty bar just because the week turned.
 */
export function fourWeekBuckets(entries: readonly QuickTrackRecord[], today: string): WeekBucket[] {
  const buckets = Array.from({ length: CHART_WEEKS }, (_, index) => {
    const weeksAgo = CHART_WEEKS - 1 - index;
    const end = addDays(today, -weeksAgo * DAYS_PER_WEEK);
    return {
      label: weekLabel(weeksAgo),
      start: addDays(end, -(DAYS_PER_WEEK - 1)),
      end,
      scores: [] as number[],
    };
  });
  for (const entry of entries) {
    const daysAgo = daysBetween(entry.date, today);
    if (daysAgo < 0 || daysAgo >= CHART_WEEKS * DAYS_PER_WEEK) continue;
    const bucket = buckets[CHART_WEEKS - 1 - Math.floor(daysAgo / DAYS_PER_WEEK)];
    bucket?.scores.push(quickTrackScore(entry));
  }
  return buckets.map(({ scores, ...bucket }) => ({
    ...bucket,
    entries: scores.length,
    averageScore:
      scores.length === 0
        ? null
        : Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10,
  }));
}
