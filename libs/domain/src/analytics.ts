/**
 * Advanced analytics (Pro). The server sums the player's rows per day into "facts" (pro_analytics in
 * supabase/migrations/*_pro_features.sql); these pure functions fold facts into weekly trends, a consistency
 * calendar and goal progress lines.
 */
import { addDays } from './calendar';
import { PILLARS } from './pillars';
import type { GoalStatus, Pillar } from './types';

/**
 * The line under /app/insights's heading, the same for every visitor: the page shows it, and so does the
 * shell's frame of it (its HTML and skeleton, shell/src/prerender/storedFrames.tsx) before the page's code runs.
 */
export const INSIGHTS_SUBTITLE =
  'How your training is going, where each goal is heading, and what to work on next.';

export type ActivityKind =
  'check_in' | 'session_minutes' | 'quick_track' | 'rating' | 'mood' | 'load' | 'metric' | 'mindset';

/** The sum of one kind of activity on one day (for one pillar where it has one). */
export interface ActivityFact {
  /** `YYYY-MM-DD`. */
  date: string;
  kind: ActivityKind;
  pillar: Pillar | null;
  count: number;
  sum: number;
}

export interface GoalProgressPoint {
  date: string;
  progress: number;
}

/** A goal and the progress the player reported at each check-in (last one of a day). */
export interface GoalProgressHistory {
  id: string;
  title: string;
  pillar: Pillar;
  status: GoalStatus;
  progress: number;
  /** ISO timestamp. */
  createdAt: string;
  targetDate: string | null;
  points: GoalProgressPoint[];
}

export interface ProAnalyticsData {
  facts: ActivityFact[];
  goals: GoalProgressHistory[];
}

/** How many weeks the analytics page shows. */
export const ANALYTICS_WEEKS = 12;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date (calendar arithmetic, no time zone). */
export function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return Math.round(Date.UTC(year!, month! - 1, day!) / DAY_MS);
}

export function isoDateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday starting the week of `isoDate`. */
export function weekStart(isoDate: string): string {
  const day = dayNumber(isoDate);
  // 1970-01-01 was a Thursday: day 0 has weekday index 3 counted from Monday.
  const weekday = (((day + 3) % 7) + 7) % 7;
  return isoDateOfDay(day - weekday);
}

/** The first day the analytics ask the server for: the Monday `weeks - 1` weeks before this week's. */
export function analyticsSince(today: string, weeks = ANALYTICS_WEEKS): string {
  return addDays(weekStart(today), -7 * (weeks - 1));
}

/** One week of the trends: per pillar counts and averages; an average is null when nothing was logged. */
export interface WeekTrend {
  weekStart: string;
  checkIns: Record<Pillar, number>;
  sessionMinutes: Record<Pillar, number>;
  /** 18+ Quick Track self-ratings per pillar (0-10). */
  metricAverage: Record<Pillar, number | null>;
  mindsetSessions: number;
  quickTrackEntries: number;
  /** 13-17 Quick Track rating (1-10). */
  ratingAverage: number | null;
  /** 8-12 Quick Track mood (1 tough … 5 amazing). */
  moodAverage: number | null;
  /** 18+ training load: average RPE and the week's load (sum of RPE per entry). */
  loadAverage: number | null;
  loadTotal: number;
}

const perPillar = <T>(value: () => T) =>
  Object.fromEntries(PILLARS.map((pillar) => [pillar, value()])) as Record<Pillar, T>;

const average = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 10) / 10 : null);

/** `weeks` weeks ending with the week of `today`, oldest first, every week present even when empty. */
export function weeklyTrends(
  facts: readonly ActivityFact[],
  today: string,
  weeks = ANALYTICS_WEEKS,
): WeekTrend[] {
  const first = analyticsSince(today, weeks);
  const sums = new Map<string, { sum: number; count: number }>();
  const add = (key: string, item: ActivityFact) => {
    const current = sums.get(key) ?? { sum: 0, count: 0 };
    sums.set(key, { sum: current.sum + item.sum, count: current.count + item.count });
  };
  for (const item of facts) {
    if (item.date < first || item.date > today) continue;
    add(`${weekStart(item.date)}|${item.kind}|${item.pillar ?? ''}`, item);
  }
  const get = (week: string, kind: ActivityKind, pillar: Pillar | null = null) =>
    sums.get(`${week}|${kind}|${pillar ?? ''}`) ?? { sum: 0, count: 0 };
  return Array.from({ length: weeks }, (_, index) => {
    const week = addDays(first, index * 7);
    const rating = get(week, 'rating');
    const mood = get(week, 'mood');
    const load = get(week, 'load');
    return {
      weekStart: week,
      checkIns: perPillar(() => 0),
      sessionMinutes: perPillar(() => 0),
      metricAverage: perPillar<number | null>(() => null),
      mindsetSessions: get(week, 'mindset', 'mental').count,
      quickTrackEntries: get(week, 'quick_track').count,
      ratingAverage: average(rating.sum, rating.count),
      moodAverage: average(mood.sum, mood.count),
      loadAverage: average(load.sum, load.count),
      loadTotal: Math.round(load.sum * 10) / 10,
    };
  }).map((trend) => {
    for (const pillar of PILLARS) {
      trend.checkIns[pillar] = get(trend.weekStart, 'check_in', pillar).count;
      trend.sessionMinutes[pillar] = get(trend.weekStart, 'session_minutes', pillar).sum;
      const metric = get(trend.weekStart, 'metric', pillar);
      trend.metricAverage[pillar] = average(metric.sum, metric.count);
    }
    return trend;
  });
}

export interface CalendarDay {
  date: string;
  /** Check-ins, completed sessions, Quick Track entries and mindset exercises that day. */
  activities: number;
}

const CALENDAR_KINDS: readonly ActivityKind[] = ['check_in', 'session_minutes', 'quick_track', 'mindset'];

/** Every day from the first analytics Monday to `today`, with how much the player did. */
export function consistencyCalendar(
  facts: readonly ActivityFact[],
  today: string,
  weeks = ANALYTICS_WEEKS,
): CalendarDay[] {
  const first = analyticsSince(today, weeks);
  const counts = new Map<string, number>();
  for (const item of facts) {
    if (!CALENDAR_KINDS.includes(item.kind)) continue;
    counts.set(item.date, (counts.get(item.date) ?? 0) + item.count);
  }
  const days = dayNumber(today) - dayNumber(first) + 1;
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(first, index);
    return { date, activities: counts.get(date) ?? 0 };
  });
}

export interface ConsistencySummary {
  activeDays: number;
  totalDays: number;
  /** Consecutive active days up to today (or yesterday, when today is not logged yet). */
  currentStreak: number;
  longestStreak: number;
}

export function consistencySummary(days: readonly CalendarDay[]): ConsistencySummary {
  let longest = 0;
  let run = 0;
  for (const day of days) {
    run = day.activities > 0 ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  let current = 0;
  const last = days.length - 1;
  const startFrom = last >= 0 && days[last]!.activities === 0 ? last - 1 : last;
  for (let index = startFrom; index >= 0 && days[index]!.activities > 0; index -= 1) current += 1;
  return {
    activeDays: days.filter((day) => day.activities > 0).length,
    totalDays: days.length,
    currentStreak: current,
    longestStreak: longest,
  };
}

/** A goal's progress line: 0 on the day it was created, then each check-in's reported progress. */
export function goalProgressLine(goal: GoalProgressHistory): GoalProgressPoint[] {
  const created = goal.createdAt.slice(0, 10);
  const points = goal.points.filter((point) => point.date >= created);
  if (points[0]?.date === created) return points;
  return [{ date: created, progress: 0 }, ...points];
}
