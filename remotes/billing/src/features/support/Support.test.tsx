import { bootTestHost } from '@dreampitch/data/testing';
import { LABELS, SUPPORT_SUBTITLE } from '@dreampitch/domain';
import { beforeAll, describe, expect, test } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SupportPage from '../../pages/SupportPage';
import { configureDemo, renderBilling, subscribeDemoUser } from '../../test/renderBilling';

async function send(message: string) {
  await userEvent.selectOptions(await screen.findByLabelText(/What is it about\?/), 'training');
  await userEvent.type(screen.getByLabelText(/Your message/), message);
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

beforeAll(bootTestHost, 120_000);

describe('/app/support', () => {
  test('a free player can write to support, is told the standard reply time, and sees priority as Pro', async () => {
    await configureDemo();
    renderBilling(<SupportPage />, { path: '/app/support' });
    expect(await screen.findByRole('heading', { name: 'Premium support', level: 2 })).toBeInTheDocument();
    // The demo player is 14: the way to Pro is to ask a parent.
    expect(screen.getByRole('link', { name: `${LABELS.askAParent} for Pro` })).toHaveAttribute(
      'href',
      '/app/subscription',
    );
    // The header is the same for everyone (its HTML shows it before any script); the reply line is the visitor's.
    expect(screen.getByText(SUPPORT_SUBTITLE)).toHaveClass('dp-page-header__subtitle');
    expect(screen.getByText(/^We reply to \S+@\S+ within 5 business days\.$/)).not.toHaveClass(
      'dp-page-header__subtitle',
    );
    await send('How do I add a session?');
    expect(await screen.findByRole('status')).toHaveTextContent('within 5 business days');
  });

  test('a Pro player is priority, with a reply within 1 business day', async () => {
    await subscribeDemoUser(await configureDemo(), 'pro');
    renderBilling(<SupportPage />, { path: '/app/support' });
    expect(await screen.findByText('Priority support')).toBeInTheDocument();
    expect(screen.getByText(/^We reply to \S+@\S+ within 1 business day\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: `${LABELS.askAParent} for Pro` })).toBeNull();
    await send('Where do I find my export?');
    expect(await screen.findByRole('status')).toHaveTextContent(/priority request.*within 1 business day/);
  });

  test('a short message is refused with a clear message and nothing is sent', async () => {
    await configureDemo();
    renderBilling(<SupportPage />, { path: '/app/support' });
    await send('help');
    expect(
      await screen.findByText('Please write at least 10 characters so we can help.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
