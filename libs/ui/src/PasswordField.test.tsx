import { describe, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PasswordField } from './PasswordField';

function NewPassword({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label="New Password"
      name="newPassword"
      autoComplete="new-password"
      hint="At least 8 characters."
      required
      error={error}
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

describe('PasswordField', () => {
  test('is a labelled, described password input', () => {
    render(<NewPassword />);
    const input = screen.getByLabelText('New Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAttribute('name', 'newPassword');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('At least 8 characters.');
  });

  test('the keyboard reaches the button after the input, and it shows and hides what was typed', async () => {
    const user = userEvent.setup();
    render(<NewPassword />);
    const input = screen.getByLabelText('New Password');
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('kick0ff!');
    await user.tab();
    const reveal = screen.getByRole('button', { name: 'Show new password' });
    expect(reveal).toHaveFocus();
    expect(reveal).toHaveAttribute('aria-pressed', 'false');
    expect(reveal).toHaveAttribute('aria-controls', input.id);

    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('kick0ff!');
    expect(screen.getByRole('button', { name: 'Hide new password' })).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
  });

  test('announces an error and marks the input invalid', () => {
    render(<NewPassword error="Use at least 8 characters." />);
    const input = screen.getByLabelText('New Password');
    expect(input).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Use at least 8 characters.');
  });
});
