/**
 * The device's IANA time zone: the calendar the server counts streak days and game-time limits in, and the one saved
 * with the reminder preferences. Temporal answers without Intl, whose first call on a page sets up the browser's
 * locale data (20 to 45 ms of main thread on a fast machine) in the task that sends the dashboard's data requests.
 * Undefined when the browser names none.
 */
export function deviceTimeZone(): string | undefined {
  const { Temporal } = globalThis as { Temporal?: { Now: { timeZoneId(): string } } };
  try {
    return Temporal?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
