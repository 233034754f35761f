import { isReminderTime, reminderDays } from './reminders';
import type { NotificationFrequency, NotificationPreferences } from './types';

export const NOTIFICATION_FREQUENCIES: readonly NotificationFrequency[] = ['daily', 'weekly', 'custom'];

/** Spec §3: enabled, e-mail on, SMS off, weekly, every trigger on. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  enabled: true,
  methods: { email: true, sms: false },
  frequency: 'weekly',
  triggers: { practiceReminders: true, communicationNotifications: true, milestoneReminders: true },
};

function booleanOr(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * Preferences from untrusted stored data (local storage, a JSON column): known fields are kept, anything missing or
 * malformed falls back to the default.
 */
export function normaliseNotificationPreferences(value: unknown): NotificationPreferences {
  const defaults = DEFAULT_NOTIFICATION_PREFERENCES;
  const input = record(value);
  const methods = record(input.methods);
  const triggers = record(input.triggers);
  const frequency =
    NOTIFICATION_FREQUENCIES.find((candidate) => candidate === input.frequency) ?? defaults.frequency;
  const days = reminderDays(input.customDays);
  return {
    ...(isReminderTime(input.reminderTime) ? { reminderTime: input.reminderTime } : {}),
    ...(days.length > 0 ? { customDays: days } : {}),
    ...(typeof input.timeZone === 'string' && input.timeZone.length <= 64
      ? { timeZone: input.timeZone }
      : {}),
    enabled: booleanOr(input.enabled, defaults.enabled),
    methods: {
      email: booleanOr(methods.email, defaults.methods.email),
      sms: booleanOr(methods.sms, defaults.methods.sms),
    },
    frequency,
    triggers: {
      practiceReminders: booleanOr(triggers.practiceReminders, defaults.triggers.practiceReminders),
      communicationNotifications: booleanOr(
        triggers.communicationNotifications,
        defaults.triggers.communicationNotifications,
      ),
      milestoneReminders: booleanOr(triggers.milestoneReminders, defaults.triggers.milestoneReminders),
    },
  };
}
