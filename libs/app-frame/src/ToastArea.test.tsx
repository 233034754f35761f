import { bootTestHost, signedOutBackend } from '@dreampitch/data/testing';
import { SessionProvider, useToast } from '@dreampitch/session';
import { beforeAll, expect, test } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastArea } from './ToastArea';

beforeAll(bootTestHost, 120_000);

function Poster() {
  const { showToast } = useToast();
  return (
    <>
      <button type="button" onClick={() => showToast('Goals saved successfully!', 'success')}>
        good news
      </button>
      <button type="button" onClick={() => showToast('Payment failed', 'error')}>
        bad news
      </button>
    </>
  );
}

test('toasts posted anywhere appear in one polite region; errors are alerts; each can be dismissed', async () => {
  const user = userEvent.setup();
  render(
    <SessionProvider backend={await signedOutBackend()}>
      <Poster />
      <ToastArea />
    </SessionProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'good news' }));
  await user.click(screen.getByRole('button', { name: 'bad news' }));
  const region = screen.getByRole('region', { name: 'Notifications' });
  expect(within(region).getByText('Goals saved successfully!')).toBeInTheDocument();
  expect(within(region).getByRole('alert')).toHaveTextContent('Payment failed');
  // No list semantics broken by roles on list items.
  expect(region.querySelector('li')).toBeNull();
  await user.click(within(region).getAllByRole('button', { name: 'Dismiss notification' })[0]!);
  expect(within(region).queryByText('Goals saved successfully!')).not.toBeInTheDocument();
});
