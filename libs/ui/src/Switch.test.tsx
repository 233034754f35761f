import { describe, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Switch } from './Switch';

function Notifications() {
  const [enabled, setEnabled] = useState(true);
  return (
    <>
      <Switch
        label="Notifications"
        description="Reminders and milestones"
        checked={enabled}
        onCheckedChange={setEnabled}
      />
      {!enabled && <p>Notifications are disabled</p>}
    </>
  );
}

describe('Switch', () => {
  test('is a labelled, described switch', () => {
    render(<Notifications />);
    const control = screen.getByRole('switch', { name: 'Notifications' });
    expect(control).toBeChecked();
    expect(control).toHaveAccessibleDescription('Reminders and milestones');
  });

  test('Space and Enter toggle it from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Notifications />);
    const control = screen.getByRole('switch', { name: 'Notifications' });
    await user.tab();
    expect(control).toHaveFocus();
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(screen.getByText('Notifications are disabled')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(control).toBeChecked();
    expect(screen.queryByText('Notifications are disabled')).toBeNull();
  });

  test('clicking the label toggles it', async () => {
    render(<Notifications />);
    await userEvent.click(screen.getByText('Notifications'));
    expect(screen.getByRole('switch', { name: 'Notifications' })).not.toBeChecked();
  });

  test('a disabled switch does not toggle', async () => {
    render(<Switch label="SMS" defaultChecked={false} disabled />);
    const control = screen.getByRole('switch', { name: 'SMS' });
    await userEvent.click(control);
    expect(control).not.toBeChecked();
    expect(control).toBeDisabled();
  });
});
