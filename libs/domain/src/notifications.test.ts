import { describe, expect, test } from '@rstest/core';
import { DEFAULT_NOTIFICATION_PREFERENCES, normaliseNotificationPreferences } from './notifications';

describe('notification preferences', () => {
  test('defaults: enabled, e-mail on, sms off, weekly, all triggers on', () => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({
      enabled: true,
      methods: { email: true, sms: false },
      frequency: 'weekly',
      triggers: { practiceReminders: true, communicationNotifications: true, milestoneReminders: true },
    });
  });

  test('stored values are kept and gaps or junk fall back to the defaults', () => {
    expect(normaliseNotificationPreferences(null)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(
      normaliseNotificationPreferences({
        enabled: false,
        methods: { sms: true, email: 'yes' },
        frequency: 'hourly',
        triggers: { milestoneReminders: false },
      }),
    ).toEqual({
      enabled: false,
      methods: { email: true, sms: true },
      frequency: 'weekly',
      triggers: { practiceReminders: true, communicationNotifications: true, milestoneReminders: false },
    });
    expect(normaliseNotificationPreferences({ frequency: 'daily' }).frequency).toBe('daily');
  });

  test('returns a fresh object, so callers cannot change the defaults', () => {
    const copy = normaliseNotificationPreferences(undefined);
    copy.methods.sms = true;
    expect(DEFAULT_NOTIFICATION_PREFERENCES.methods.sms).toBe(false);
  });
});
