import { renderPages } from '@dreampitch/app-frame/testing';
import {
  DataError,
  EMAIL_CONFIRMATION_REQUIRED,
  rememberReturnPath,
  type SupabaseBackend,
} from '@dreampitch/data';
import {
  backdateAuthMail,
  bootTestHostConfirmingEmail,
  configureTestDemo,
  mailedToken,
  signedOutBackend,
  testHost,
  uniqueEmail,
} from '@dreampitch/data/testing';
import { checkInboxMessage, createGoal, LABELS, MESSAGES, recommendGoals } from '@dreampitch/domain';
import { beforeAll, beforeEach, expect, test } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthPage } from './AuthPage';
import { ConfirmEmailPage } from './ConfirmEmailPage';

/**
 * The goal wizard's sign-up on a backend with "Confirm email" on (GoalWizard.test.tsx hands over: the goals wait on
 * this device, the tracker is remembered, /app/auth opens with `state.checkInbox`). Here: the resend, the way back to
 * sign-in, and the confirmation link that signs in, syncs the goals and leads back to the tracker.
 */
beforeAll(bootTestHostConfirmingEmail, 120_000);

const PASSWORD = 'secret1';
const goal = createGoal(recommendGoals('messi', '8-12')[0]!, {
  id: crypto.randomUUID(),
  ageGroup: '8-12',
  now: new Date(),
});

let backend: SupabaseBackend;
let email: string;

beforeEach(async () => {
  backend = await configureTestDemo(await signedOutBackend());
  email = uniqueEmail('mia');
  // The account exists, unconfirmed: the server answers the sign-up without a session.
  const signUp = backend.signUp({
    email,
    password: PASSWORD,
    firstName: 'Mia',
    lastName: 'Lopez',
    accountType: 'player',
    age: 18,
  });
  await expect(signUp).rejects.toEqual(
    new DataError(MESSAGES.confirmEmailToFinish, EMAIL_CONFIRMATION_REQUIRED),
  );
  // The wizard left its goal on this device and remembered the tracker.
  await backend.saveGoals([goal], null);
  rememberReturnPath('/app/goal-tracker');
});

/** How many sign-up confirmations the server mailed to `to`. */
async function confirmationsTo(to: string): Promise<number> {
  const { server } = await testHost();
  return server.sentMail.filter((mail) => mail.to === to && mail.kind === 'signup').length;
}

const pages = [
  { path: '/app/auth', element: <AuthPage /> },
  { path: '/app/confirm-email', element: <ConfirmEmailPage /> },
];

test('"Check your inbox" names the address, sends the link again once a minute has passed, and says when not', async () => {
  const user = userEvent.setup();
  renderPages(pages, { at: '/app/auth', state: { checkInbox: email }, backend });

  expect(await screen.findByRole('heading', { name: LABELS.checkYourInbox })).toBeInTheDocument();
  expect(screen.getByText(checkInboxMessage(email))).toBeInTheDocument();
  // The server mailed the link at sign-up and sends another only a minute later: the page says a minute.
  await user.click(screen.getByRole('button', { name: LABELS.resendEmail }));
  expect(await screen.findByText(MESSAGES.emailJustSent)).toBeInTheDocument();
  expect(await confirmationsTo(email)).toBe(1);

  await backdateAuthMail(email, 60);
  await user.click(screen.getByRole('button', { name: LABELS.resendEmail }));
  expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.confirmationResent);
  expect(await confirmationsTo(email)).toBe(2);

  // Not a dead end: back to the sign-in form.
  await user.click(screen.getByRole('button', { name: LABELS.backToSignIn }));
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(backend.getPendingGoals()).toHaveLength(1);
});

test('the confirmation link signs in, syncs the wizard’s goals and leads back to the tracker', async () => {
  const token = await mailedToken(email, 'signup', 'token_hash');
  renderPages(pages, { at: `/app/confirm-email?token_hash=${token}&type=signup`, backend });

  expect(await screen.findByText(MESSAGES.emailConfirmed)).toHaveAttribute('role', 'status');
  // The session the link signed in renders as a transition of its own, a moment after the message.
  await waitFor(() =>
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/app/goal-tracker'),
  );
  const signedIn = await backend.getSession();
  expect(signedIn?.email).toBe(email);
  await waitFor(async () =>
    expect((await backend.listGoals(signedIn!.id)).map((g) => g.title)).toEqual([goal.title]),
  );
  expect(backend.getPendingGoals()).toEqual([]);
});
