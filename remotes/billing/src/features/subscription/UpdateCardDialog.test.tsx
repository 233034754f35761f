import { bootTestHost } from '@dreampitch/data/testing';
import { billingBackendFor } from '@dreampitch/data/billing';
import type { SupabaseBackend } from '@dreampitch/data';
import { MESSAGES, type SubscriptionRecord } from '@dreampitch/domain';
import { beforeAll, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountBillingSection from '../../pages/AccountBilling';
import { configureDemo, renderBilling, subscribeDemoUser } from '../../test/renderBilling';

const PAYMENT_WAIT = { timeout: 5000 };
const futureExpiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const section = () => screen.getByRole('region', { name: 'Your subscription' });

/** The demo's own subscription, turned past due: the server's state after a failed renewal. */
async function pastDueSubscriber(backend: SupabaseBackend) {
  await subscribeDemoUser(backend, 'pro');
  const { subscription } = await billingBackendFor(backend).getOverview();
  let shown: SubscriptionRecord = { ...subscription!, status: 'past_due' };
  rs.spyOn(billingBackendFor(backend), 'getOverview').mockImplementation(async () => ({
    subscription: shown,
    invoices: [],
  }));
  // The server charges the failed renewal to the new card at once: the plan is active again.
  const updateCard = rs.spyOn(billingBackendFor(backend), 'updateCard').mockImplementation(async () => {
    shown = { ...shown, status: 'active' };
  });
  return { updateCard };
}

async function payWithCard(number: string) {
  await userEvent.click(await within(section()).findByRole('button', { name: 'Update card' }));
  const dialog = screen.getByRole('dialog', { name: 'Update your card' });
  await userEvent.type(within(dialog).getByLabelText(/Card number/), number);
  await userEvent.type(within(dialog).getByLabelText(/Expiry date/), futureExpiry);
  await userEvent.type(within(dialog).getByLabelText(/CVC/), '123');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pay and save card' }));
  return dialog;
}

beforeAll(bootTestHost, 120_000);

describe('updating the card of a past-due plan', () => {
  let backend: SupabaseBackend;
  beforeEach(async () => {
    backend = await configureDemo();
  });

  test('a good card is sent as a token, the plan shows active again without a reload, and the user is told', async () => {
    const { updateCard } = await pastDueSubscriber(backend);
    renderBilling(<AccountBillingSection />, { path: '/app/account' });
    expect(await within(section()).findByText(/^Your last payment failed\./)).toBeInTheDocument();

    await payWithCard('4242424242424242');

    expect(
      await screen.findByText('Payment received. Your plan is active again.', {}, PAYMENT_WAIT),
    ).toBeInTheDocument();
    expect(updateCard).toHaveBeenCalledTimes(1);
    expect(updateCard).toHaveBeenCalledWith(expect.stringMatching(/\S/));
    // The change invalidated the overview on screen: it was read again and shows the renewal.
    expect(await within(section()).findByText(/^Renews on /)).toBeInTheDocument();
    expect(within(section()).queryByText(MESSAGES.paymentFailed)).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Update your card' })).toBeNull();
  });

  test("a declined card shows the provider's message, keeps the dialog open and changes nothing", async () => {
    const { updateCard } = await pastDueSubscriber(backend);
    renderBilling(<AccountBillingSection />, { path: '/app/account' });

    const dialog = await payWithCard('4000000000000002');

    expect(await within(dialog).findByText('Your card was declined.', {}, PAYMENT_WAIT)).toBeInTheDocument();
    expect(updateCard).not.toHaveBeenCalled();
    // The section behind the open dialog is hidden from the accessibility tree, so it is found by its text.
    expect(screen.getByText(/^Your last payment failed\./)).toBeInTheDocument();
  });
});
