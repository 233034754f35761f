/**
 * Words of the app offline, apart from MESSAGES (whose one shared copy every page's first load carries): the tracker
 * loads them in its offline chunk, after the page (remotes/tracker/src/lib/offline.tsx).
 */

/**
 * What a form whose save cannot wait on the device says when the server cannot be reached (errorMessage's
 * `unreached`): that it needs the connection, and that what was typed stays.
 */
export const NEEDS_CONNECTION =
  "This needs a connection, and DreamPitch can't be reached right now: nothing was changed, and what you typed is still here. Try again once you're back online.";

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
    savedAt.toDateString() === now.toDateString()
      ? ''
      : ` on ${savedAt.getDate()} ${MONTHS[savedAt.getMonth()]}`;
  return `You're offline. Showing what you saw last, saved${day} at ${clockTime(savedAt)}.`;
}
