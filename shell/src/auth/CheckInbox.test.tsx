import { renderPages } from '@dreampitch/app-frame/testing';
import { configureData, createMemoryStorage, getBackend, rememberReturnPath } from '@dreampitch/data';
import { getAccountBackend } from '@dreampitch/data/account';
import { checkInboxMessage, createGoal, LABELS, MESSAGES, recommendGoals } from '@dreampitch/domain';
import { beforeEach, expect, test } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthPage } from './AuthPage';
import { ConfirmEmailPage } from './ConfirmEmailPage';

/**
 * The goal wizard's sign-up on a backend with "Confirm email" on (GoalWizard.test.tsx hands over: the goals wait on
 * this device, the tracker is remembered, /app/auth opens with `state.checkInbox`). Here: the resend, the way back to
 * sign-in, and the confirmation link that signs in, syncs the goals and leads back to the tracker.
 */
const EMAIL = 'mia@example.com';
const PASSWORD = 'secret1';
const goal = createGoal(recommendGoals('messi', '8-12')[0]!, {
  id: 'wizard-goal',
  ageGroup: '8-12',
  now: new Date(),
});

beforeEach(async () => {
  configureData(
    { supabaseUrl: null, supabaseAnonKey: null, stripePublishableKey: null },
    { storage: createMemoryStorage() },
  );
  const backend = getBackend();
  // The account exists, unconfirmed; the wizard left its goal on this device and remembered the tracker.
  await backend.signUp({
    email: EMAIL,
    password: PASSWORD,
    firstName: 'Mia',
    lastName: 'Lopez',
    accountType: 'player',
    age: 15,
  });
  await backend.signOut();
  await backend.saveGoals([goal], null);
  rememberReturnPath('/app/goal-tracker');
});

const pages = [
  { path: '/app/auth', element: <AuthPage /> },
  { path: '/app/confirm-email', element: <ConfirmEmailPage /> },
];

test('"Check your inbox" names the address, sends the link again, and says when that fails', async () => {
  const user = userEvent.setup();
  const account = getAccountBackend();
  const resentTo: string[] = [];
  account.resendConfirmation = async (email) => {
    resentTo.push(email);
    if (resentTo.length > 1) throw new Error(MESSAGES.genericError);
  };
  renderPages(pages, { at: '/app/auth', state: { checkInbox: EMAIL }, backend: getBackend() });

  expect(await screen.findByRole('heading', { name: LABELS.checkYourInbox })).toBeInTheDocument();
  expect(screen.getByText(checkInboxMessage(EMAIL))).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: LABELS.resendEmail }));
  expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.confirmationResent);
  expect(resentTo).toEqual([EMAIL]);
  await user.click(screen.getByRole('button', { name: LABELS.resendEmail }));
  expect(await screen.findByText(MESSAGES.genericError)).toBeInTheDocument();

  // Not a dead end: back to the sign-in form.
  await user.click(screen.getByRole('button', { name: LABELS.backToSignIn }));
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(getBackend().getPendingGoals()).toHaveLength(1);
});

test('the confirmation link signs in, syncs the wizard’s goals and leads back to the tracker', async () => {
  const backend = getBackend();
  // The link's verification signs its user in, as GoTrue's /verify does.
  getAccountBackend().openMailedLink = async () => {
    await backend.signIn(EMAIL, PASSWORD);
  };
  renderPages(pages, {
    at: '/app/confirm-email?token_hash=0123456789abcdef0123456789abcdef&type=signup',
    backend,
  });

  expect(await screen.findByText(MESSAGES.emailConfirmed)).toHaveAttribute('role', 'status');
  // The session the link signed in renders as a transition of its own, a moment after the message.
  await waitFor(() =>
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/app/goal-tracker'),
  );
  const signedIn = await backend.getSession();
  expect(signedIn?.email).toBe(EMAIL);
  await waitFor(async () =>
    expect((await backend.listGoals(signedIn!.id)).map((g) => g.title)).toEqual([goal.title]),
  );
  expect(backend.getPendingGoals()).toEqual([]);
});
