import { bootTestHost, configureTestDemo, signedInBackend, uniqueEmail } from '@dreampitch/data/testing';
import type { SupabaseBackend } from '@dreampitch/data';
import { getFamilyBackend } from '@dreampitch/data/family';
import { FAMILY_ERROR_MESSAGES, LABELS, PLAN_REQUEST_MESSAGES, signInEmail } from '@dreampitch/domain';
import { beforeAll, beforeEach, describe, expect, test } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SubscriptionPage from '../../pages/SubscriptionPage';
import { configureDemo, renderBilling, signInDemoParent } from '../../test/renderBilling';

const openParentPlan = () =>
  renderBilling(<SubscriptionPage />, { path: '/app/subscription', state: { selectedPlan: 'parent' } });

beforeAll(bootTestHost, 120_000);

describe('a player on the Parent plan: Ask a parent', () => {
  let backend: SupabaseBackend;
  beforeEach(async () => {
    backend = await configureDemo();
  });

  test('with no linked parent the player is told to link one first', async () => {
    // The parent named at sign-up has no account: the link waits for nobody.
    await configureTestDemo(await signedInBackend({ parentEmail: uniqueEmail('no-account') }));
    openParentPlan();
    await userEvent.click(await screen.findByRole('button', { name: LABELS.askAParent }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAMILY_ERROR_MESSAGES.no_linked_parent!);
  });

  test('a linked player asks once; asking again the same day says the parent already has it', async () => {
    await backend.signOut();
    await signInDemoParent(backend);
    await getFamilyBackend().createChildAccount({
      firstName: 'Maya',
      age: 9,
      username: 'maya9',
      password: 'kick-it-9',
    });
    await backend.signOut();
    await backend.signIn(signInEmail('maya9'), 'kick-it-9');
    openParentPlan();

    await userEvent.click(await screen.findByRole('button', { name: LABELS.askAParent }));
    expect(await screen.findByRole('status')).toHaveTextContent(PLAN_REQUEST_MESSAGES.sent);
    await userEvent.click(screen.getByRole('button', { name: LABELS.askAParent }));
    expect(await screen.findByText(PLAN_REQUEST_MESSAGES.alreadyAsked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});
