import {
  isReminderTime,
  MESSAGES,
  NOTIFICATION_FREQUENCIES,
  REMINDER_DEFAULT_TIME,
  reminderDays,
  reminderScheduleText,
  WEEKDAYS,
  type NotificationFrequency,
  type NotificationPreferences,
} from '@dreampitch/domain';
import { deviceTimeZone } from '@dreampitch/data';
import { Button, ChoiceGroup, ErrorMessage, Switch, TextField } from '@dreampitch/ui';
import { useState, type FormEvent } from 'react';
import { formErrorMessage } from '../../lib/useLoaded';
import './notifications.css';

const FREQUENCY_LABELS: Record<NotificationFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  custom: 'Custom',
};

const TRIGGERS: readonly {
  id: keyof NotificationPreferences['triggers'];
  label: string;
  description: string;
}[] = [
  {
    id: 'practiceReminders',
    label: 'Practice reminders',
    description: 'Before your scheduled training sessions.',
  },
  {
    id: 'communicationNotifications',
    label: 'Communication notifications',
    description: 'Messages from coaches and parents.',
  },
  {
    id: 'milestoneReminders',
    label: 'Milestone reminders',
    description: 'When a goal’s target date is a week away.',
  },
];

interface ScheduleErrors {
  days?: string;
  time?: string;
}

/** What the schedule fields need before a save; nothing is checked while notifications are off. */
function scheduleErrors(preferences: NotificationPreferences, time: string): ScheduleErrors {
  if (!preferences.enabled) return {};
  return {
    ...(preferences.frequency === 'custom' && reminderDays(preferences.customDays).length === 0
      ? { days: MESSAGES.reminderDaysRequired }
      : {}),
    ...(isReminderTime(time) ? {} : { time: MESSAGES.reminderTimeInvalid }),
  };
}

export interface NotificationSettingsPanelProps {
  /** The saved preferences (the profile's, with spec §3 defaults filled in). */
  initialPreferences: NotificationPreferences;
  onSave(preferences: NotificationPreferences): Promise<void>;
  id?: string;
}

/** Spec §2 screen 5: a master switch; with it off the options are hidden and a 'disabled' message shows. */
export function NotificationSettingsPanel({
  initialPreferences,
  onSave,
  id,
}: NotificationSettingsPanelProps) {
  const [preferences, setPreferences] = useState(initialPreferences);
  const [time, setTime] = useState(initialPreferences.reminderTime ?? REMINDER_DEFAULT_TIME);
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const timeZone = deviceTimeZone() ?? preferences.timeZone;
  const days = reminderDays(preferences.customDays);

  function toggleDay(day: number, on: boolean) {
    setPreferences((current) => {
      const chosen = reminderDays(current.customDays).filter((candidate) => candidate !== day);
      return { ...current, customDays: reminderDays(on ? [...chosen, day] : chosen) };
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = scheduleErrors(preferences, time);
    setErrors(problems);
    if (problems.days || problems.time) return;
    setSaving(true);
    setSaveError(null);
    const { customDays: _unused, ...rest } = preferences;
    try {
      // SMS is not offered until it is sent (docs/SPEC-REVIEW.md): never save a promise the app cannot keep.
      // Reminders follow this device's clock: its time zone is saved with the time.
      await onSave({
        ...rest,
        methods: { ...preferences.methods, sms: false },
        ...(isReminderTime(time) ? { reminderTime: time } : {}),
        ...(days.length > 0 ? { customDays: days } : {}),
        ...(timeZone ? { timeZone } : {}),
      });
    } catch (error) {
      // Said here, beside the form that keeps the user's choices for a retry (the session does not toast it).
      setSaveError(await formErrorMessage(error, MESSAGES.genericError));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      id={id}
      className="tracker-notifications"
      aria-label="Notification settings"
      noValidate
      onSubmit={handleSubmit}
    >
      <Switch
        label="Enable notifications"
        checked={preferences.enabled}
        onCheckedChange={(enabled) => setPreferences((current) => ({ ...current, enabled }))}
      />
      {preferences.enabled ? (
        <div className="tracker-notifications__details">
          <fieldset className="tracker-notifications__group">
            <legend>How should we reach you?</legend>
            <Switch
              label="Email"
              checked={preferences.methods.email}
              onCheckedChange={(email) =>
                setPreferences((current) => ({ ...current, methods: { ...current.methods, email } }))
              }
            />
            <p className="tracker-muted">Text messages (SMS) are not available yet.</p>
          </fieldset>
          <ChoiceGroup
            label="Frequency"
            variant="emoji"
            options={NOTIFICATION_FREQUENCIES.map((frequency) => ({
              value: frequency,
              label: FREQUENCY_LABELS[frequency],
            }))}
            value={preferences.frequency}
            onChange={(frequency) => setPreferences((current) => ({ ...current, frequency }))}
          />
          {preferences.frequency === 'custom' && (
            <fieldset
              className="tracker-notifications__group"
              aria-describedby={errors.days ? 'tracker-notifications-days-error' : undefined}
            >
              <legend>On which days?</legend>
              <div className="tracker-notifications__days">
                {WEEKDAYS.map(({ day, label }) => (
                  <label key={day} className="tracker-notifications__day">
                    <input
                      type="checkbox"
                      checked={days.includes(day)}
                      onChange={(event) => toggleDay(day, event.target.checked)}
                    />
                    <span>{label}</span>
                  </label>
                ))}
              </div>
              {errors.days && (
                <p id="tracker-notifications-days-error" className="dp-field__error" role="alert">
                  {errors.days}
                </p>
              )}
            </fieldset>
          )}
          <TextField
            label="Reminder time"
            type="time"
            required
            value={time}
            error={errors.time}
            hint={
              preferences.frequency === 'weekly'
                ? `Weekly reminders come on Mondays with the week’s plan${timeZone ? ` (your time zone: ${timeZone})` : ''}.`
                : `${reminderScheduleText({ ...preferences, reminderTime: time })}${timeZone ? `, your time zone: ${timeZone}` : ''}. Each reminder lists the sessions coming up before the next one.`
            }
            onChange={(event) => setTime(event.target.value)}
          />
          <fieldset className="tracker-notifications__group">
            <legend>What should we remind you about?</legend>
            {TRIGGERS.map((trigger) => (
              <Switch
                key={trigger.id}
                label={trigger.label}
                description={trigger.description}
                checked={preferences.triggers[trigger.id]}
                onCheckedChange={(checked) =>
                  setPreferences((current) => ({
                    ...current,
                    triggers: { ...current.triggers, [trigger.id]: checked },
                  }))
                }
              />
            ))}
          </fieldset>
        </div>
      ) : (
        <p className="tracker-notifications__disabled" role="status">
          {MESSAGES.notificationsDisabled}
        </p>
      )}
      {saveError && <ErrorMessage>{saveError}</ErrorMessage>}
      <Button type="submit" loading={saving}>
        {saving ? 'Saving...' : 'Save Preferences'}
      </Button>
    </form>
  );
}
