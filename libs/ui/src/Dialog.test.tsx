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
          <DialogClose>
            <Button>Awesome!</Button>
          </DialogClose>
        }
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Show achievement' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
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

  test("the trigger's own click handler still runs, and can keep the dialog shut", async () => {
    const user = userEvent.setup();
    let clicks = 0;
    render(
      <Dialog
        trigger={
          <Button
            onClick={(event) => {
              clicks += 1;
              if (clicks === 1) event.preventDefault();
            }}
          >
            Open
          </Button>
        }
        title="Details"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(clicks).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(clicks).toBe(2);
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument();
  });
});
