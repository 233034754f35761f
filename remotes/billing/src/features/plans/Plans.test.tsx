import { bootTestHost } from '@dreampitch/data/testing';
import type { SupabaseBackend } from '@dreampitch/data';
import { billingBackendFor } from '@dreampitch/data/billing';
import { formatBillingDate, FREE_GOAL_LIMIT, LABELS } from '@dreampitch/domain';
import { beforeAll, beforeEach, describe, expect, test } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlansPage from '../../pages/PlansPage';
import { FAMILY_PLAN_NOTE } from './plansContent';
import { configureDemo, renderBilling, signInDemoParent, subscribeDemoUser } from '../../test/renderBilling';

const planCard = (name: string) => {
  const heading = screen.getByRole('heading', { level: 2, name });
  const card = heading.closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
};
const planButtonOf = (name: string) => planCard(name).getByRole('button');

beforeAll(bootTestHost, 120_000);

describe('plans page', () => {
  let backend: SupabaseBackend;
  beforeEach(async () => {
    backend = await configureDemo();
  });

  test('a free player of 14 sees Free as the current plan and is sent to a parent for Pro and Parent', async () => {
    renderBilling(<PlansPage />, { path: '/app/plans' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await screen.findByText('Your plan:');
    expect(planButtonOf('Free')).toHaveTextContent(LABELS.currentPlan);
    expect(planButtonOf('Free')).toBeDisabled();
    expect(planCard('Free').getByText(LABELS.current)).toBeInTheDocument();
    expect(planCard('Pro').getByText(LABELS.mostPopular)).toBeInTheDocument();
    expect(planButtonOf('Pro')).toHaveTextContent(LABELS.askAParent);
    expect(planButtonOf('Parent')).toHaveTextContent(LABELS.askAParent);
    expect(screen.queryByText(FAMILY_PLAN_NOTE)).toBeNull();
    expect(planCard('Pro').getByText('$5/month')).toBeInTheDocument();
    expect(planCard('Parent').getByText('$8/month')).toBeInTheDocument();
  });

  test('a signed-out visitor is told of no plan of theirs: no "Your plan", no Current; Free opens sign-up', async () => {
    await backend.signOut();
    renderBilling(<PlansPage />, { path: '/app/plans' });
    expect(await screen.findByRole('button', { name: `${LABELS.startFree}, Free plan` })).toBeEnabled();
    expect(screen.queryByText('Your plan:')).toBeNull();
    expect(screen.queryByText(LABELS.current)).toBeNull();
    expect(screen.queryByText(LABELS.currentPlan)).toBeNull();
    expect(planButtonOf('Pro')).toHaveTextContent(LABELS.upgradeNow);
    await userEvent.click(planButtonOf('Free'));
    expect(screen.getByText('Now at /app/auth')).toBeInTheDocument();
  });

  test('Upgrade Now takes the chosen plan to the subscription page in navigation state', async () => {
    renderBilling(<PlansPage />, { path: '/app/plans' });
    await userEvent.click(planButtonOf('Parent'));
    expect(screen.getByText('Now at /app/subscription')).toBeInTheDocument();
    expect(screen.getByTestId('router-state')).toHaveTextContent('{"selectedPlan":"parent"}');
  });

  test('a Pro parent sees Pro as current, Downgrade on Free and Switch to Parent', async () => {
    await signInDemoParent(backend);
    await subscribeDemoUser(backend, 'pro');
    renderBilling(<PlansPage />, { path: '/app/plans' });
    await waitFor(() => expect(planButtonOf('Pro')).toHaveTextContent(LABELS.currentPlan));
    expect(planButtonOf('Pro')).toBeDisabled();
    expect(planCard('Pro').getByText(LABELS.current)).toBeInTheDocument();
    expect(planCard('Free').queryByText(LABELS.current)).not.toBeInTheDocument();
    expect(planButtonOf('Free')).toHaveTextContent(LABELS.downgrade);
    expect(planButtonOf('Free')).toBeEnabled();
    expect(planButtonOf('Parent')).toHaveTextContent('Switch to Parent');
  });

  test('Downgrade is a cancellation at the end of the period: asked first, plan kept until then, resumable', async () => {
    await subscribeDemoUser(backend, 'pro');
    renderBilling(<PlansPage />, { path: '/app/plans' });
    const section = await screen.findByRole('region', { name: 'Your subscription' });
    await within(section).findByText(/^Renews on /);
    const { subscription } = await billingBackendFor(backend).getOverview();
    const until = formatBillingDate(subscription!.currentPeriodEnd);

    await userEvent.click(planButtonOf('Free'));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your plan?' });
    expect(dialog).toHaveTextContent(`Pro stays active until ${until}`);
    expect(dialog).toHaveTextContent(`cannot create new goals beyond ${FREE_GOAL_LIMIT}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await billingBackendFor(backend).getOverview()).subscription?.cancelAtPeriodEnd).toBe(false);

    await userEvent.click(within(section).getByRole('button', { name: 'Cancel plan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    expect(
      await screen.findByText(`Your plan is cancelled. Pro stays active until ${until}.`),
    ).toBeInTheDocument();
    expect(
      await within(section).findByText(`Active until ${until}. Your account moves to Free after that.`),
    ).toBeInTheDocument();
    expect(planButtonOf('Pro')).toHaveTextContent(LABELS.currentPlan);
    expect((await backend.getProfile((await backend.getSession())!.id)).subscriptionPlan).toBe('pro');

    await userEvent.click(within(section).getByRole('button', { name: 'Resume Pro' }));
    expect(await within(section).findByText(`Renews on ${until}.`)).toBeInTheDocument();
    expect(within(section).getByRole('table', { name: 'Receipts' })).toHaveTextContent('$5.00');
  });

  test('the comparison is a table with plan columns and feature rows, and the FAQ is a set of disclosures', () => {
    renderBilling(<PlansPage />, { path: '/app/plans' });
    const table = screen.getByRole('table', { name: /compare plans/i });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(columns).toEqual(['Feature', 'Free', 'Pro', 'Parent']);
    const goalsRow = within(table).getByRole('row', { name: /^Goals/ });
    expect(
      within(goalsRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([`Up to ${FREE_GOAL_LIMIT}`, 'Unlimited', 'Unlimited']);
    const parental = within(table).getByRole('row', { name: /^Parental controls/ });
    expect(
      within(parental)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—Not included', '—Not included', '✓Included']);

    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const question = within(faq).getByText('Can I change my plan at any time?');
    expect(question.tagName).toBe('SUMMARY');
    expect(question.closest('details')).not.toHaveAttribute('open');
  });

  test('a player on a parent’s Parent plan is told what it gives them; the cards show the plan they pay for', async () => {
    const ownProfile = backend.getProfile.bind(backend);
    backend.getProfile = async (userId) => ({ ...(await ownProfile(userId)), effectivePlan: 'pro' });
    renderBilling(<PlansPage />, { path: '/app/plans' });
    expect(await screen.findByText(FAMILY_PLAN_NOTE)).toBeInTheDocument();
    expect(planButtonOf('Free')).toHaveTextContent(LABELS.currentPlan);
    expect(planCard('Parent').getByText('Pro for every linked player')).toBeInTheDocument();
  });
});
