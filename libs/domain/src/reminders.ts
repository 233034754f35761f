import type { NotificationPreferences } from './types';

/**
 * Training reminders (issue 18): when they are sent and what they say. The server decides what is due
 * (private.enqueue_due_reminders in supabase/migrations/20261125180000_training_reminders.sql; the same defaults);
 * this module gives the app the words and the schedule's defaults, and renders the queued mail.
 */

/** The time of day reminders go out when the player has not chosen one. */
export const REMINDER_DEFAULT_TIME = '08:00';
/** A weekly reminder goes out on Mondays (ISO weekday 1), with the week's plan. */
export const WEEKLY_REMINDER_DAY = 1;
/** A goal's target date is "near" (a milestone reminder) this many days ahead. */
export const MILESTONE_REMINDER_DAYS = 7;

/** ISO weekdays, Monday first, as the settings list them. */
export const WEEKDAYS: readonly { day: number; label: string; short: string }[] = [
  { day: 1, label: 'Monday', short: 'Mon' },
  { day: 2, label: 'Tuesday', short: 'Tue' },
  { day: 3, label: 'Wednesday', short: 'Wed' },
  { day: 4, label: 'Thursday', short: 'Thu' },
  { day: 5, label: 'Friday', short: 'Fri' },
  { day: 6, label: 'Saturday', short: 'Sat' },
  { day: 7, label: 'Sunday', short: 'Sun' },
];

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isReminderTime(value: unknown): value is string {
  return typeof value === 'string' && TIME_PATTERN.test(value);
}

/** Unique ISO weekdays 1-7 in week order; anything else dropped. */
export function reminderDays(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return [
    ...new Set(value.filter((day): day is number => Number.isInteger(day) && day >= 1 && day <= 7)),
  ].sort((a, b) => a - b);
}

/** The days reminders go out on, for the frequency chosen. */
export function reminderSendDays(preferences: NotificationPreferences): number[] {
  if (preferences.frequency === 'daily') return WEEKDAYS.map(({ day }) => day);
  if (preferences.frequency === 'custom') {
    const days = reminderDays(preferences.customDays);
    return days.length > 0 ? days : [WEEKLY_REMINDER_DAY];
  }
  return [WEEKLY_REMINDER_DAY];
}

/** "Every day at 08:00", "Mondays at 17:30", "Tue, Thu and Sat at 16:00": when the reminders arrive, in words. */
export function reminderScheduleText(preferences: NotificationPreferences): string {
  const time = isReminderTime(preferences.reminderTime) ? preferences.reminderTime : REMINDER_DEFAULT_TIME;
  const days = reminderSendDays(preferences);
  if (days.length === 7) return `Every day at ${time}`;
  const names = days.map((day) => WEEKDAYS[day - 1]!.short);
  if (names.length === 1) return `${WEEKDAYS[days[0]! - 1]!.label}s at ${time}`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} at ${time}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The e-mail
// ---------------------------------------------------------------------------------------------------------------

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Tue 25 Nov" from `YYYY-MM-DD`, the same in every time zone. */
function dayName(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const weekday = WEEKDAYS[(date.getUTCDay() + 6) % 7]!.short;
  return `${weekday} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];
}

/**
 * The reminder mail for a queued `training_reminder` (payload: firstName, sessions, milestones). Calm words for
 * young players: what is planned, nothing about what was missed, and how to change or stop the reminders.
 */
export function trainingReminderEmail(
  payload: Record<string, unknown>,
  appUrl: string,
): { subject: string; text: string } {
  const app = appUrl.replace(/\/+$/, '');
  const name = text(payload.firstName, 'there');
  const sessions = list(payload.sessions);
  const milestones = list(payload.milestones);
  const lines: string[] = [`Hi ${name},`, ''];
  if (sessions.length > 0) {
    lines.push(sessions.length === 1 ? 'Your next training session:' : 'Your next training sessions:');
    for (const session of sessions) {
      const time = text(session.startTime);
      const notes = text(session.notes);
      lines.push(
        `- ${dayName(text(session.date))}${time ? ` at ${time}` : ''}: ${text(session.goalTitle, 'Training')}, ` +
          `${typeof session.duration === 'number' ? session.duration : 60} min${notes ? ` (${notes})` : ''}`,
      );
    }
    lines.push('');
  }
  if (milestones.length > 0) {
    lines.push(milestones.length === 1 ? 'A goal date is coming up:' : 'Goal dates coming up:');
    for (const milestone of milestones) {
      const progress = typeof milestone.progress === 'number' ? ` (${milestone.progress}% so far)` : '';
      lines.push(
        `- ${text(milestone.goalTitle, 'Your goal')}: ${dayName(text(milestone.targetDate))}${progress}`,
      );
    }
    lines.push('', 'You can move a target date or a session any time in your goal tracker.', '');
  }
  lines.push(
    `Your plan: ${app}/app/goal-tracker`,
    '',
    'Have fun out there, and rest when you need to.',
    '',
    `You get these reminders because you asked for them. Change when they come, or turn them off, in Notification Settings on your dashboard: ${app}/app/dashboard`,
    '',
    '— The DreamPitch team',
  );
  const subject =
    sessions.length > 0
      ? `Coming up: ${sessions.length === 1 ? 'your training session' : `${sessions.length} training sessions`}`
      : 'A goal date is coming up';
  return { subject, text: lines.join('\n') };
}
