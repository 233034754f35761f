import { bootTestHost, configureTestDemo } from '@dreampitch/data/testing';
import { billingBackendFor } from '@dreampitch/data/billing';
import type { SupabaseBackend } from '@dreampitch/data';
import { formatBillingDate, type SubscriptionRecord } from '@dreampitch/domain';
import { beforeAll, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountBillingSection from '../../pages/AccountBilling';
import { configureDemo, renderBilling, subscribeDemoUser } from '../../test/renderBilling';

const section = () => screen.getByRole('region', { name: 'Your subscription' });

beforeAll(bootTestHost, 120_000);

describe('the account page’s plan and billing (billing/AccountBilling)', () => {
  let backend: SupabaseBackend;
  beforeEach(async () => {
    backend = await configureDemo();
  });

  test('a free user sees the Free plan and a way to the plans', async () => {
    renderBilling(<AccountBillingSection />, { path: '/app/account' });
    expect(await within(section()).findByText('You are on the Free plan.')).toBeInTheDocument();
    await userEvent.click(within(section()).getByRole('link', { name: 'See plans' }));
    expect(screen.getByText('Now at /app/plans')).toBeInTheDocument();
  });

  test('a subscriber sees the plan, when it renews, the receipts, and can cancel and resume here', async () => {
    await subscribeDemoUser(backend, 'pro');
    const { subscription } = await billingBackendFor(backend).getOverview();
    const until = formatBillingDate(subscription!.currentPeriodEnd);
    renderBilling(<AccountBillingSection />, { path: '/app/account' });
    expect(await within(section()).findByText(`Renews on ${until}.`)).toBeInTheDocument();
    expect(within(section()).getByText('Pro')).toBeInTheDocument();
    expect(within(section()).getByRole('table', { name: 'Receipts' })).toHaveTextContent('$5.00');
    // The simulated provider: the card is updated here, there is no Stripe portal.
    expect(within(section()).queryByRole('button', { name: 'Manage card and billing' })).toBeNull();

    await userEvent.click(within(section()).getByRole('button', { name: 'Cancel plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your plan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    // The dialog closes once the server has answered.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(section()).findByText(`Active until ${until}. Your account moves to Free after that.`),
    ).toBeInTheDocument();
    await userEvent.click(within(section()).getByRole('button', { name: 'Resume Pro' }));
    expect(await within(section()).findByText(`Renews on ${until}.`)).toBeInTheDocument();
  });
});

describe('with Stripe', () => {
  const stripeSubscription: SubscriptionRecord = {
    plan: 'pro',
    status: 'active',
    currentPeriodStart: '2026-11-01T00:00:00.000Z',
    currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    graceUntil: null,
    provider: 'stripe',
    cardBrand: 'visa',
    cardLast4: '4242',
  };

  async function configureWithStripeKey(): Promise<SupabaseBackend> {
    const demo = await configureTestDemo(undefined, { stripePublishableKey: 'pk_test_offline' });
    rs.spyOn(billingBackendFor(demo), 'getOverview').mockResolvedValue({
      subscription: stripeSubscription,
      invoices: [],
    });
    return demo;
  }

  test('"Manage card and billing" opens the customer portal, returning to this page; a failure says so', async () => {
    const demo = await configureWithStripeKey();
    const portal = rs
      .spyOn(billingBackendFor(demo), 'openBillingPortal')
      .mockRejectedValue(new Error('The billing portal is not available right now.'));
    renderBilling(<AccountBillingSection />, { path: '/app/account' });
    const manage = await within(section()).findByRole('button', { name: 'Manage card and billing' });
    // Stripe keeps the card: no simulated card form.
    expect(within(section()).queryByRole('button', { name: 'Update card' })).toBeNull();
    await userEvent.click(manage);
    expect(portal).toHaveBeenCalledWith('/app/account#billing');
    expect(await screen.findByText('The billing portal is not available right now.')).toBeInTheDocument();
    await waitFor(() => expect(manage).toBeEnabled());
  });

  test('without a publishable key the portal button is not offered', async () => {
    const demo = await configureDemo();
    rs.spyOn(billingBackendFor(demo), 'getOverview').mockResolvedValue({
      subscription: stripeSubscription,
      invoices: [],
    });
    renderBilling(<AccountBillingSection />, { path: '/app/account' });
    await within(section()).findByText(/^Renews on /);
    expect(screen.queryByRole('button', { name: 'Manage card and billing' })).toBeNull();
  });
});
