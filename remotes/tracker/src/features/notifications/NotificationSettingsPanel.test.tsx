import { DEFAULT_NOTIFICATION_PREFERENCES, MESSAGES, type NotificationPreferences } from '@dreampitch/domain';
import { expect, rs, test } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationSettingsPanel } from './NotificationSettingsPanel';

function renderPanel(initialPreferences: NotificationPreferences = DEFAULT_NOTIFICATION_PREFERENCES) {
  const onSave = rs.fn<(preferences: NotificationPreferences) => Promise<void>>(async () => {});
  render(<NotificationSettingsPanel initialPreferences={initialPreferences} onSave={onSave} />);
  const toggle = (name: string) => screen.getByRole('switch', { name });
  return { onSave, toggle };
}

test('shows the spec defaults: on, e-mail yes, SMS no, weekly, every trigger on', () => {
  const { toggle } = renderPanel();
  expect(toggle('Enable notifications')).toBeChecked();
  expect(toggle('Email')).toBeChecked();
  expect(screen.queryByRole('switch', { name: 'SMS' })).toBeNull();
  expect(screen.getByText('Text messages (SMS) are not available yet.')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
  expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
    'Daily',
    'Weekly',
    'Custom',
  ]);
  for (const trigger of ['Practice reminders', 'Communication notifications', 'Milestone reminders']) {
    expect(toggle(trigger)).toBeChecked();
  }
  expect(screen.queryByText(MESSAGES.notificationsDisabled)).toBeNull();
});

test('the master switch off hides the options and shows the disabled message', async () => {
  const { toggle } = renderPanel();
  await userEvent.click(toggle('Enable notifications'));
  expect(screen.getByText(MESSAGES.notificationsDisabled)).toBeInTheDocument();
  expect(screen.queryByRole('switch', { name: 'Email' })).toBeNull();
  expect(screen.queryByRole('radio', { name: 'Daily' })).toBeNull();
  await userEvent.click(toggle('Enable notifications'));
  expect(toggle('Email')).toBeChecked();
});

test('saves exactly what was chosen', async () => {
  const { onSave, toggle } = renderPanel();
  await userEvent.click(screen.getByRole('radio', { name: 'Daily' }));
  await userEvent.click(toggle('Milestone reminders'));
  await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
  expect(onSave).toHaveBeenCalledWith({
    enabled: true,
    methods: { email: true, sms: false },
    frequency: 'daily',
    triggers: { practiceReminders: true, communicationNotifications: true, milestoneReminders: false },
    reminderTime: '08:00',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
});

test('custom reminders need a day; the days and the time are saved with this device’s time zone', async () => {
  const { onSave } = renderPanel();
  await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
  expect(await screen.findByText(MESSAGES.reminderDaysRequired)).toBeInTheDocument();
  expect(onSave).not.toHaveBeenCalled();

  const days = screen.getByRole('group', { name: 'On which days?' });
  await userEvent.click(within(days).getByRole('checkbox', { name: 'Thursday' }));
  await userEvent.click(within(days).getByRole('checkbox', { name: 'Tuesday' }));
  const time = screen.getByLabelText(/Reminder time/);
  await userEvent.clear(time);
  await userEvent.type(time, '17:30');
  expect(screen.getByText(/Tue and Thu at 17:30/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
  expect(onSave).toHaveBeenCalledWith(
    expect.objectContaining({ frequency: 'custom', customDays: [2, 4], reminderTime: '17:30' }),
  );
});

test('a reminder time that is not a time of day is not saved', async () => {
  const { onSave } = renderPanel();
  await userEvent.clear(screen.getByLabelText(/Reminder time/));
  await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
  expect(await screen.findByText(MESSAGES.reminderTimeInvalid)).toBeInTheDocument();
  expect(onSave).not.toHaveBeenCalled();
});

test('starts from the saved preferences, and saves the master switch off', async () => {
  const { onSave } = renderPanel({
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    enabled: false,
    frequency: 'custom',
  });
  expect(screen.getByText(MESSAGES.notificationsDisabled)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
  expect(onSave.mock.calls[0]?.[0]).toMatchObject({ enabled: false, frequency: 'custom' });
});

test('a save that fails says why beside the form and keeps the choices for a retry', async () => {
  const onSave = rs.fn<(preferences: NotificationPreferences) => Promise<void>>(async () => {
    throw new Error('You are offline. Check your connection and try again.');
  });
  render(<NotificationSettingsPanel initialPreferences={DEFAULT_NOTIFICATION_PREFERENCES} onSave={onSave} />);
  await userEvent.click(screen.getByRole('switch', { name: 'Email' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You are offline. Check your connection and try again.',
  );
  expect(screen.getByRole('switch', { name: 'Email' })).not.toBeChecked();
});
