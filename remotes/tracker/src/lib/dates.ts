/** Calendar-date labels; the arithmetic on `YYYY-MM-DD` days lives in @dreampitch/domain (calendar.ts). */
export { addDays, daysBetween, localIsoDate, startOfWeek } from '@dreampitch/domain';

/**
 * The day's parts, from toUTCString, whose format the language fixes ("Mon, 03 Feb 2025 00:00:00 GMT"). Not
 * toLocaleDateString: a page's first Intl call sets up the browser's locale data, 20 to 45 ms of main thread on a
 * fast machine (four times that on Lighthouse's phone), inside the render that shows the data. English, as all the
 * app's copy. Null for text that is not a date.
 */
function dayParts(isoDate: string) {
  const ms = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(ms)) return null;
  const [weekday = '', day = '', month = '', year = ''] = new Date(ms).toUTCString().split(' ');
  return { weekday: weekday.slice(0, 3), day: Number(day), month, year };
}

/** "Mon 3 Feb" for a calendar date (or a timestamp starting with one); other text as it is. */
export function formatShortDate(isoDate: string): string {
  const parts = dayParts(isoDate);
  return parts ? `${parts.weekday} ${parts.day} ${parts.month}` : isoDate;
}

/** "3 Feb 2025" for a calendar date (or a timestamp starting with one); other text as it is. */
export function formatLongDate(isoDate: string): string {
  const parts = dayParts(isoDate);
  return parts ? `${parts.day} ${parts.month} ${parts.year}` : isoDate;
}
