import { describe, expect, test } from '@rstest/core';
import { DEFAULT_NOTIFICATION_PREFERENCES, normaliseNotificationPreferences } from './notifications';
import { reminderDays, reminderScheduleText, reminderSendDays, trainingReminderEmail } from './reminders';

const prefs = DEFAULT_NOTIFICATION_PREFERENCES;

describe('the reminder schedule', () => {
  test('daily is every day, weekly Mondays, custom the days chosen (Mondays when none)', () => {
    expect(reminderSendDays({ ...prefs, frequency: 'daily' })).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(reminderSendDays({ ...prefs, frequency: 'weekly', customDays: [3] })).toEqual([1]);
    expect(reminderSendDays({ ...prefs, frequency: 'custom', customDays: [6, 2, 2] })).toEqual([2, 6]);
    expect(reminderSendDays({ ...prefs, frequency: 'custom' })).toEqual([1]);
  });

  test('said in words, with the default time when none was chosen', () => {
    expect(reminderScheduleText({ ...prefs, frequency: 'daily', reminderTime: '17:30' })).toBe(
      'Every day at 17:30',
    );
    expect(reminderScheduleText(prefs)).toBe('Mondays at 08:00');
    expect(reminderScheduleText({ ...prefs, frequency: 'custom', customDays: [2, 4, 6] })).toBe(
      'Tue, Thu and Sat at 08:00',
    );
  });

  test('stored values are cleaned: only weekdays 1-7 and HH:MM times survive', () => {
    expect(reminderDays([0, 3, 3, 8, 'x', 1.5, 7])).toEqual([3, 7]);
    expect(reminderDays('monday')).toEqual([]);
    const cleaned = normaliseNotificationPreferences({
      reminderTime: '7pm',
      customDays: [9],
      timeZone: 'Europe/Paris',
    });
    expect(cleaned.reminderTime).toBeUndefined();
    expect(cleaned.customDays).toBeUndefined();
    expect(cleaned.timeZone).toBe('Europe/Paris');
    expect(normaliseNotificationPreferences({ reminderTime: '18:45', customDays: [5, 1] })).toMatchObject({
      reminderTime: '18:45',
      customDays: [1, 5],
    });
  });
});

describe('the reminder e-mail', () => {
  test('lists the sessions and goal dates, links to the plan and to the settings, never pushes', () => {
    const mail = trainingReminderEmail(
      {
        firstName: 'Mia',
        sessions: [
          { goalTitle: 'Juggling', date: '2026-11-25', startTime: '17:00', duration: 30, notes: 'Park' },
          { goalTitle: 'Passing', date: '2026-11-30', startTime: null, duration: 45, notes: '' },
        ],
        milestones: [{ goalTitle: 'Weak foot', targetDate: '2026-12-01', progress: 40 }],
      },
      'https://dreampitch.app/',
    );
    expect(mail.subject).toBe('Coming up: 2 training sessions');
    expect(mail.text).toContain('Hi Mia,');
    expect(mail.text).toContain('- Wed 25 Nov at 17:00: Juggling, 30 min (Park)');
    expect(mail.text).toContain('- Mon 30 Nov: Passing, 45 min');
    expect(mail.text).toContain('- Weak foot: Tue 1 Dec (40% so far)');
    expect(mail.text).toContain('https://dreampitch.app/app/goal-tracker');
    expect(mail.text).toContain(
      'Notification Settings on your dashboard: https://dreampitch.app/app/dashboard',
    );
    expect(mail.text).not.toMatch(/don't break|miss|lose your streak|hurry/i);
  });

  test('a payload with only a goal date, or malformed fields, still reads well', () => {
    const mail = trainingReminderEmail(
      { sessions: 'nope', milestones: [{ goalTitle: 'Sprint', targetDate: '2026-12-02' }, null] },
      'http://localhost:3000',
    );
    expect(mail.subject).toBe('A goal date is coming up');
    expect(mail.text).toContain('Hi there,');
    expect(mail.text).toContain('- Sprint: Wed 2 Dec');
    expect(mail.text).not.toContain('training session');
  });
});
