/**
 * Calendar-date helpers on ISO `YYYY-MM-DD` strings. Arithmetic runs in UTC so a daylight-saving change never makes
 * a day 23 or 25 hours long; "today" is the player's local calendar day.
 */

const MS_PER_DAY = 86_400_000;

/** The local calendar day of `date` as `YYYY-MM-DD`. */
export function localIsoDate(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function toUtcMs(isoDate: string): number {
  return Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(toUtcMs(isoDate) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);
}

/** The Monday of the week `isoDate` falls in (weeks run Monday to Sunday). */
export function startOfWeek(isoDate: string): string {
  const weekday = new Date(toUtcMs(isoDate)).getUTCDay();
  const daysSinceMonday = (weekday + 6) % 7;
  return addDays(isoDate, -daysSinceMonday);
}
