import { getBackend } from '@dreampitch/data';
import { familyBackendFor } from '@dreampitch/data/family';
import {
  bootTestHost,
  configureTestDemo,
  setOffline,
  signedInBackend,
  uniqueEmail,
} from '@dreampitch/data/testing';
import type { SupabaseBackend } from '@dreampitch/data';
import { billingBackendFor } from '@dreampitch/data/billing';
import { formatCents, LABELS, MESSAGES, planPriceCents, PURCHASE_MESSAGES } from '@dreampitch/domain';
import { beforeAll, beforeEach, describe, expect, test } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SubscriptionPage from '../../pages/SubscriptionPage';
import {
  configureDemo,
  renderBilling,
  signInDemoAdult,
  signInDemoParent,
  subscribeDemoUser,
} from '../../test/renderBilling';
import { CARD_MESSAGES } from '../payment/cardValidation';

const PAYMENT_WAIT = { timeout: 5000 };
const futureExpiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

async function fillCard(number: string, expiry = futureExpiry, cvc = '123') {
  if (number) await userEvent.type(screen.getByLabelText(/Card number/), number);
  if (expiry) await userEvent.type(screen.getByLabelText(/Expiry date/), expiry);
  if (cvc) await userEvent.type(screen.getByLabelText(/CVC/), cvc);
}

const payButton = () => screen.getByRole('button', { name: /^Pay|Processing/ });

/** Counts the card tokens the page asks the provider for. */
function countTokenRequests(backend: SupabaseBackend): () => number {
  let requests = 0;
  const createCardToken = backend.createCardToken.bind(backend);
  backend.createCardToken = (card) => {
    requests += 1;
    return createCardToken(card);
  };
  return () => requests;
}

beforeAll(bootTestHost, 120_000);

describe('upgrade page', () => {
  let backend: SupabaseBackend;
  let adultEmail: string;
  beforeEach(async () => {
    backend = await configureDemo();
    adultEmail = await signInDemoAdult(backend);
  });

  test('preselects Pro when no plan is passed in navigation state', async () => {
    renderBilling(<SubscriptionPage />, { path: '/app/subscription' });
    expect(screen.getByRole('heading', { level: 1, name: 'Upgrade to DreamPitch Pro' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Parent plan/ })).not.toBeChecked();
    expect(await screen.findByRole('button', { name: 'Pay $5/month' })).toBeInTheDocument();
  });

  test('the switch moves between Pro and Parent: headline, features and price follow', async () => {
    await signInDemoParent(backend);
    renderBilling(<SubscriptionPage />, { path: '/app/subscription', state: { selectedPlan: 'parent' } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Upgrade to DreamPitch Parent' }),
    ).toBeInTheDocument();
    const features = () => screen.getByRole('region', { name: /What you get with/ });
    expect(within(features()).getByText('Parental dashboard')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $8/month' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: /Parent plan/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Upgrade to DreamPitch Pro' })).toBeInTheDocument();
    expect(within(features()).queryByText('Parental dashboard')).not.toBeInTheDocument();
    expect(within(features()).getByText('Advanced analytics')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $5/month' })).toBeInTheDocument();
  });

  test('shows the account, the test-card note, the guarantee, the legal links and three testimonials', async () => {
    renderBilling(<SubscriptionPage />, { path: '/app/subscription' });
    const account = screen.getByRole('region', { name: 'Your account' });
    await waitFor(() => expect(account).toHaveTextContent(adultEmail));
    expect(account).toHaveTextContent('Alex');
    expect(account).toHaveTextContent('Adult');
    expect(screen.getByText(/4242 4242 4242 4242/)).toBeInTheDocument();
    expect(screen.getByText(/30-day money-back guarantee/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    const testimonials = screen.getByRole('region', { name: 'What players and parents say' });
    expect(within(testimonials).getAllByRole('blockquote')).toHaveLength(3);
  });

  test('formats the card number and refuses an incomplete card before anything is sent', async () => {
    const tokenRequests = countTokenRequests(backend);
    renderBilling(<SubscriptionPage />, { path: '/app/subscription' });
    await screen.findByRole('button', { name: 'Pay $5/month' });

    await userEvent.click(payButton());
    expect(screen.getByText(CARD_MESSAGES.numberIncomplete)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.expiryIncomplete)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.cvcIncomplete)).toBeInTheDocument();
    expect(screen.getByLabelText(/Card number/)).toHaveFocus();

    await fillCard('4242424242424241', '0120', '12');
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4242 4242 4242 4241');
    expect(screen.getByLabelText(/Expiry date/)).toHaveValue('01/20');
    expect(screen.getByText(CARD_MESSAGES.numberInvalid)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.expiryPast)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.cvcIncomplete)).toBeInTheDocument();
    await userEvent.click(payButton());
    expect(tokenRequests()).toBe(0);
    expect(payButton()).toBeEnabled();
  });

  test('a declined card shows the provider message and leaves the plan unchanged', async () => {
    renderBilling(<SubscriptionPage />, { path: '/app/subscription', state: { selectedPlan: 'pro' } });
    await screen.findByRole('button', { name: 'Pay $5/month' });
    await fillCard('4000000000000002');
    await userEvent.click(payButton());
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveTextContent('Processing payment...');
    expect(await screen.findByText('Your card was declined.', {}, PAYMENT_WAIT)).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    expect((await backend.getProfile((await backend.getSession())!.id)).subscriptionPlan).toBe('free');
  });

  test('a thrown error shows "Payment failed. Please try again."', async () => {
    renderBilling(<SubscriptionPage />, { path: '/app/subscription' });
    await screen.findByRole('button', { name: 'Pay $5/month' });
    await fillCard('4242424242424242');
    setOffline(backend, true);
    await userEvent.click(payButton());
    expect(await screen.findByText(MESSAGES.paymentFailedTryAgain, {}, PAYMENT_WAIT)).toBeInTheDocument();
  });

  test('a good card pays once, even on a double click, then welcomes the user and opens the dashboard', async () => {
    await signInDemoParent(backend);
    const tokenRequests = countTokenRequests(backend);
    renderBilling(<SubscriptionPage />, { path: '/app/subscription', state: { selectedPlan: 'parent' } });
    await screen.findByRole('button', { name: 'Pay $8/month' });
    await fillCard('4242424242424242');
    await userEvent.dblClick(payButton());
    expect(await screen.findByText(/^Now at \/app\/dashboard/, {}, PAYMENT_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Welcome to DreamPitch Parent!')).toBeInTheDocument();
    expect(tokenRequests()).toBe(1);
    expect((await backend.getProfile((await backend.getSession())!.id)).subscriptionPlan).toBe('parent');
  });

  test('a user already on the chosen plan is not asked to pay again', async () => {
    await subscribeDemoUser(backend, 'pro');
    renderBilling(<SubscriptionPage />, { path: '/app/subscription' });
    // The restored session renders as a transition after the first render (which showed the previous test's user, the
    // session store being module-level), so the message's element may be rendered anew once: wait for the final one.
    await waitFor(() => expect(screen.getByText('You are already on the Pro plan.')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="stripe"]')).toBeNull();
  });

  test('a player choosing Parent is told a parent buys it, and is offered no card form', async () => {
    renderBilling(<SubscriptionPage />, { path: '/app/subscription', state: { selectedPlan: 'parent' } });
    expect(
      await screen.findByText(/The Parent plan is bought by a parent or guardian from their own account/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/app/plans');
  });

  test('a Pro subscriber switching to Parent sees the prorated amount before confirming, then pays exactly that', async () => {
    await signInDemoParent(backend);
    await subscribeDemoUser(backend, 'pro');
    renderBilling(<SubscriptionPage />, { path: '/app/subscription', state: { selectedPlan: 'parent' } });
    expect(await screen.findByText('Charged today')).toBeInTheDocument();
    const billing = billingBackendFor(backend);
    const quote = await billing.quotePlanChange('parent');
    expect(screen.getByText(`−${formatCents(quote.creditCents)}`)).toBeInTheDocument();
    // Nothing changed yet.
    expect((await billing.getOverview()).subscription?.plan).toBe('pro');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Switch to Parent for \$/ }));
    expect(await screen.findByText('Now at /app/plans')).toBeInTheDocument();
    expect(screen.getByText('You are now on the Parent plan.')).toBeInTheDocument();
    const { subscription, invoices } = await billing.getOverview();
    expect(subscription?.plan).toBe('parent');
    expect(invoices[0]?.amountCents).toBe(planPriceCents('parent') - quote.creditCents);
  });
});

describe('a player under 18 on the upgrade page', () => {
  beforeEach(async () => {
    await configureDemo();
  });

  test('a player of 14 whose parent approved is told so above the card form', async () => {
    await familyBackendFor(getBackend()).askParentForPro();
    renderBilling(<SubscriptionPage />, { path: '/app/subscription', state: { selectedPlan: 'pro' } });
    expect(await screen.findByText(PURCHASE_MESSAGES.approved)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $5/month' })).toBeInTheDocument();
  });

  test('a player of 10 is told a parent pays, is offered no card form, and asks the linked parent', async () => {
    await configureTestDemo(await signedInBackend({ age: 10 }));
    renderBilling(<SubscriptionPage />, { path: '/app/subscription', state: { selectedPlan: 'pro' } });
    expect(await screen.findByText(PURCHASE_MESSAGES.parentPays)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: LABELS.askAParent }));
    expect(await screen.findByText(PURCHASE_MESSAGES.askedToPay)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/app/plans');
  });

  // The server sells nothing to a child under 13 whose parent has not consented to the account yet.
  test('a player of 10 whose parent has not said yes yet is told so, and offered no card form', async () => {
    await configureTestDemo(await signedInBackend({ age: 10, parentEmail: uniqueEmail('no-account') }));
    renderBilling(<SubscriptionPage />, { path: '/app/subscription', state: { selectedPlan: 'pro' } });
    expect(await screen.findByText(PURCHASE_MESSAGES.consentPending)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});
