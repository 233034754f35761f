/** Calendar-date labels; the arithmetic on `YYYY-MM-DD` days lives in @dreampitch/domain (calendar.ts). */
export { addDays, daysBetween, localIsoDate, startOfWeek } from '@dreampitch/domain';

function toUtcMs(isoDate: string): number {
  return Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

/** "Mon 3 Feb" style label for a calendar date, in the reader's locale. */
export function formatShortDate(isoDate: string): string {
  return new Date(toUtcMs(isoDate)).toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** "3 February 2025" style label for a calendar date. */
export function formatLongDate(isoDate: string): string {
  return new Date(toUtcMs(isoDate)).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
