import { localIsoDate } from './calendar';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "4:05 PM", by hand: a page's first Intl call costs tens of ms of main thread (tracker's lib/dates.ts). */
function clockTime(date: Date): string {
  const hours = date.getHours() % 12 || 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/**
 * What a page says while it shows, offline, the data this device kept at `savedAt`: that it is offline, and how old
 * what it shows is (the day too, when it is not today's).
 */
export function keptCopyMessage(savedAt: Date, now: Date = new Date()): string {
  const day =
    localIsoDate(savedAt) === localIsoDate(now)
      ? ''
      : ` on ${savedAt.getDate()} ${MONTHS[savedAt.getMonth()]}`;
  return `You're offline. Showing what you saw last, saved${day} at ${clockTime(savedAt)}.`;
}
