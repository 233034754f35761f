import {
  errorMessage,
  MESSAGES,
  NOTIFICATION_FREQUENCIES,
  type NotificationFrequency,
  type NotificationPreferences,
} from '@dreampitch/domain';
import { Button, ChoiceGroup, ErrorMessage, Switch } from '@dreampitch/ui';
import { useState, type FormEvent } from 'react';
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
  { id: 'milestoneReminders', label: 'Milestone reminders', description: 'When a goal milestone is near.' },
];

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
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setSaveError(null);
    try {
      // SMS is not offered until it is sent (docs/SPEC-REVIEW.md): never save a promise the app cannot keep.
      await onSave({ ...preferences, methods: { ...preferences.methods, sms: false } });
    } catch (error) {
      // Said here, beside the form that keeps the user's choices for a retry (the session does not toast it).
      setSaveError(errorMessage(error, MESSAGES.genericError));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      id={id}
      className="tracker-notifications"
      aria-label="Notification settings"
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
