import { describe, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';

function RemoveLink({ onConfirm }: { onConfirm: () => void | Promise<void> }) {
  return (
    <ConfirmDialog
      trigger={<Button variant="danger">Remove</Button>}
      title="Remove the link with Sam?"
      consequence="You will no longer see Sam's goals. Sam's own data stays. This cannot be undone."
      confirmLabel="Remove link"
      confirmingLabel="Removing..."
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  test('asks with the consequence, focuses the safe choice, and Cancel does nothing', async () => {
    const user = userEvent.setup();
    let removed = 0;
    render(<RemoveLink onConfirm={() => void (removed += 1)} />);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the link with Sam?' });
    expect(dialog).toHaveAccessibleDescription(
      "You will no longer see Sam's goals. Sam's own data stays. This cannot be undone.",
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(removed).toBe(0);
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
  });

  test('the keyboard alone confirms: Tab to the action, Enter runs it once and closes', async () => {
    const user = userEvent.setup();
    let removed = 0;
    render(<RemoveLink onConfirm={() => void (removed += 1)} />);

    screen.getByRole('button', { name: 'Remove' }).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove link' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(removed).toBe(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
  });

  test('Escape cancels', async () => {
    const user = userEvent.setup();
    let removed = 0;
    render(<RemoveLink onConfirm={() => void (removed += 1)} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(removed).toBe(0);
  });

  test('while the action runs the button says so and the dialog stays; a failure is shown inside it', async () => {
    const user = userEvent.setup();
    let reject: (error: Error) => void = () => {};
    render(<RemoveLink onConfirm={() => new Promise<void>((_resolve, fail) => (reject = fail))} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Remove link' }));

    const busy = screen.getByRole('button', { name: 'Removing...' });
    expect(busy).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    reject(new Error('You are offline. Check your connection and try again.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are offline. Check your connection and try again.',
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove link' })).toBeEnabled();
  });

  test('opened from code, it returns focus to the control that had it', async () => {
    const user = userEvent.setup();
    let completed = 0;
    function MarkComplete() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Mark Goal Complete</Button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            tone="primary"
            title="Mark this goal complete?"
            consequence="It moves to your completed goals and stops counting check-ins."
            confirmLabel="Mark complete"
            onConfirm={() => void (completed += 1)}
          />
        </>
      );
    }
    render(<MarkComplete />);
    await user.click(screen.getByRole('button', { name: 'Mark Goal Complete' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    expect(completed).toBe(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark Goal Complete' })).toHaveFocus();
  });
});
