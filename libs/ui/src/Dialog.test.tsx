import { describe, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './Button';
import { Dialog, DialogClose } from './Dialog';

describe('Dialog', () => {
  test('the trigger opens a titled, described modal and the action closes it', async () => {
    const user = userEvent.setup();
    render(
      <Dialog
        trigger={<Button>Show achievement</Button>}
        title="Achievement Unlocked!"
        description="Decision Rookie: 10 points"
        icon="🏆"
        actions={
          <DialogClose asChild>
            <Button>Awesome!</Button>
          </DialogClose>
        }
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show achievement' }));
    const dialog = screen.getByRole('dialog', { name: 'Achievement Unlocked!' });
    expect(dialog).toHaveAccessibleDescription('Decision Rookie: 10 points');

    await user.click(screen.getByRole('button', { name: 'Awesome!' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show achievement' })).toHaveFocus();
  });

  test('Escape and the close button close a controlled dialog', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Reopen</Button>
          <Dialog open={open} onOpenChange={setOpen} title="Confirm">
            <p>Body text</p>
          </Dialog>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('dialog', { name: 'Confirm' })).toHaveTextContent('Body text');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
