import { LocationProbe, renderPages } from '@dreampitch/app-frame/testing';
import {
  configureData,
  DataError,
  EMAIL_CONFIRMATION_REQUIRED,
  type SupabaseBackend,
} from '@dreampitch/data';
import { familyBackendFor } from '@dreampitch/data/family';
import {
  bootTestHost,
  configureTestDemo,
  signedInBackend,
  signedInParent,
  signedOutBackend,
} from '@dreampitch/data/testing';
import {
  checkInboxMessage,
  LABELS,
  MESSAGES,
  SIGN_UP_ERROR_MESSAGES,
  signUpAgeHint,
} from '@dreampitch/domain';
import { SessionProvider } from '@dreampitch/session';
import { afterEach, beforeAll, describe, expect, test } from '@rstest/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@dreampitch/ui/router';
import type { ReactElement } from 'react';
import { AuthPage } from './AuthPage';
import { CONSENT_LINK_LEAD, PURCHASE_APPROVAL_LINK_LEAD } from './consentLink';

beforeAll(bootTestHost, 120_000);

// A configured but unreachable backend: nobody is signed in and nothing is sent before validation passes.
beforeAll(() => {
  configureData({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'anon', stripePublishableKey: null });
});

async function renderAuthPage() {
  const user = userEvent.setup();
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={['/app/auth']}>
        <AuthPage />
      </MemoryRouter>
    </SessionProvider>,
  );
  await screen.findByRole('button', { name: 'Sign In' });
  return user;
}

describe('AuthPage', () => {
  test('starts in sign-in mode and toggles to sign-up and back', async () => {
    const user = await renderAuthPage();
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByLabelText('First Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  test('sign-up shows every message of spec §5 and focuses the first invalid field', async () => {
    const user = await renderAuthPage();
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await user.type(screen.getByLabelText('Age'), '5');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText(MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByText(SIGN_UP_ERROR_MESSAGES.invalid_sign_up_age)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.parentEmailRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveFocus());
    // What was typed stays.
    expect(screen.getByLabelText('Age')).toHaveValue(5);
  });

  test('a parent is not asked for age or a parent e-mail', async () => {
    const user = await renderAuthPage();
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    await user.click(screen.getByRole('radio', { name: /Parent/ }));
    expect(screen.queryByLabelText('Age')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Parent/Guardian Email')).not.toBeInTheDocument();
  });

  test('sign-in refuses an empty form before calling the backend', async () => {
    const user = await renderAuthPage();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});

// The session store is module-wide: sign out whoever a test signed in, so the next test starts signed out.
const signedInBackends: SupabaseBackend[] = [];
afterEach(async () => {
  await act(async () => {
    for (const backend of signedInBackends.splice(0)) await backend.signOut();
  });
});

/** The sign-in page as the route guard opens it, sent from `from`, whose page is `destination`. */
function renderSentFrom(backend: SupabaseBackend, from: { pathname: string }, destination: ReactElement) {
  render(
    <SessionProvider backend={backend}>
      <MemoryRouter initialEntries={[{ pathname: '/app/auth', state: { from } }]}>
        <Routes>
          <Route path="/app/auth" element={<AuthPage />} />
          <Route path={from.pathname} element={destination} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

test('after sign-in the visitor returns to the page they asked for, with its state', async () => {
  const backend = await signedOutBackend();
  signedInBackends.push(backend);
  await backend.signUp({
    email: 'keeper@example.com',
    password: 'secret123',
    firstName: 'Kim',
    lastName: 'Keeper',
    accountType: 'parent',
  });
  await backend.signOut();
  const from = {
    pathname: '/app/subscription',
    search: '',
    hash: '',
    state: { selectedPlan: 'parent' },
    key: 'x',
  };
  function Destination() {
    const location = useLocation();
    return <p>destination {JSON.stringify(location.state)}</p>;
  }
  const user = userEvent.setup();
  renderSentFrom(backend, from, <Destination />);
  await user.type(await screen.findByLabelText('Email'), 'keeper@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('destination {"selectedPlan":"parent"}')).toBeInTheDocument();
});

function AddressProbe() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

test('a consent link opened signed out says what it is, offers a parent sign-up, and returns to the request', async () => {
  const backend = await signedOutBackend();
  signedInBackends.push(backend);
  const from = { pathname: '/app/family', search: '?consent=tok_mailed', hash: '', state: null, key: 'c' };
  const user = userEvent.setup();
  renderSentFrom(backend, from, <AddressProbe />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Sign in to confirm your player' }),
  ).toBeInTheDocument();
  expect(screen.getByText(CONSENT_LINK_LEAD)).toBeInTheDocument();
  expect(screen.queryByText('Welcome back')).toBeNull();

  await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
  expect(screen.getByRole('heading', { level: 1, name: 'Create your parent account' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Parent/ })).toBeChecked();
  await user.type(screen.getByLabelText('First Name'), 'Ana');
  await user.type(screen.getByLabelText('Last Name'), 'Striker');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('at /app/family?consent=tok_mailed')).toBeInTheDocument();
});

test('a purchase approval link opened signed out says what it is and offers a parent sign-up', async () => {
  const backend = await signedOutBackend();
  signedInBackends.push(backend);
  const from = { pathname: '/app/family', search: '?approve=tok_mailed', hash: '', state: null, key: 'a' };
  const user = userEvent.setup();
  renderSentFrom(backend, from, <AddressProbe />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Sign in to answer your player' }),
  ).toBeInTheDocument();
  expect(screen.getByText(PURCHASE_APPROVAL_LINK_LEAD)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
  expect(screen.getByRole('heading', { level: 1, name: 'Create your parent account' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Parent/ })).toBeChecked();
});

test('without a consent link, sign-up starts as a player', async () => {
  const user = await renderAuthPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
  expect(screen.getByRole('radio', { name: /Player/ })).toBeChecked();
});

async function signInAs(backend: SupabaseBackend, initialEntry: string) {
  signedInBackends.push(backend);
  const user = userEvent.setup();
  render(
    <SessionProvider backend={backend}>
      <MemoryRouter initialEntries={[initialEntry]}>
        <Routes>
          <Route path="/app/auth" element={<AuthPage />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
  return user;
}

test('the Sign Up link (?mode=signup) opens the form in sign-up mode', async () => {
  await signInAs(await signedOutBackend(), '/app/auth?mode=signup');
  expect(await screen.findByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  expect(screen.getByLabelText('First Name')).toBeInTheDocument();
});

test('a free player who signs in without an origin lands on the goal tracker, not a payment page', async () => {
  const backend = await signedInBackend({
    email: 'free@example.com',
    password: 'secret123',
    firstName: 'Fay',
    lastName: 'Free',
    accountType: 'player',
    age: 14,
  });
  await backend.signOut();
  const user = await signInAs(backend, '/app/auth');
  await user.type(await screen.findByLabelText('Email'), 'free@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Now at /app/goal-tracker')).toBeInTheDocument();
});

test('a child whose account a parent made signs in with the username in the Email field', async () => {
  // A managed child exists only as its parent creates it (family-child-create).
  const backend = await signedInParent();
  await familyBackendFor(backend).createChildAccount({
    username: 'maya.k',
    password: 'kick-it-9',
    firstName: 'Maya',
    age: 9,
  });
  await backend.signOut();
  const user = await signInAs(backend, '/app/auth');
  const field = await screen.findByLabelText('Email');
  expect(field).toHaveAccessibleDescription(LABELS.signInUsernameHint);
  await user.type(field, 'a b');
  await user.type(screen.getByLabelText('Password'), 'kick-it-9');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
  await user.clear(field);
  await user.type(field, ' Maya.K ');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Now at /app/goal-tracker')).toBeInTheDocument();
});

test('a parent who signs up lands on the family page', async () => {
  const user = await signInAs(await signedOutBackend(), '/app/auth?mode=signup');
  await user.click(await screen.findByRole('radio', { name: /Parent/ }));
  await user.type(screen.getByLabelText('First Name'), 'Pat');
  await user.type(screen.getByLabelText('Last Name'), 'Parent');
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('Now at /app/family')).toBeInTheDocument();
});

test('a refused sign-in is said once, inline under the form, and not toasted as well', async () => {
  const backend = await signedOutBackend();
  signedInBackends.push(backend);
  const user = userEvent.setup();
  renderPages([{ path: '/app/auth', element: <AuthPage /> }], { at: '/app/auth', backend });
  await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
  expect(screen.getAllByText('Invalid login credentials')).toHaveLength(1);
  const toasts = screen.getByRole('region', { name: 'Notifications' });
  expect(within(toasts).queryAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(0);
});

test('sign-up shows the password rule before submit, and refuses a short password before the server does', async () => {
  const backend = await signedOutBackend();
  const user = await signInAs(backend, '/app/auth?mode=signup');
  const password = await screen.findByLabelText('Password');
  expect(password).toHaveAccessibleDescription(MESSAGES.passwordMinimumHint);
  await user.click(await screen.findByRole('radio', { name: /Parent/ }));
  await user.type(screen.getByLabelText('First Name'), 'Pat');
  await user.type(screen.getByLabelText('Last Name'), 'Parent');
  await user.type(screen.getByLabelText('Email'), 'short@example.com');
  await user.type(password, '12345');
  await user.type(screen.getByLabelText('Confirm Password'), '12345');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
  expect(password).toHaveFocus();
  expect(await backend.getSession()).toBeNull();
});

test('"Forgot password?" mails a reset link to the typed address and says so, whether or not it has an account', async () => {
  const backend = await configureTestDemo(await signedOutBackend());
  const user = userEvent.setup();
  renderPages([{ path: '/app/auth', element: <AuthPage /> }], { at: '/app/auth', backend });
  await user.type(await screen.findByLabelText('Email'), 'not an address');
  await user.click(screen.getByRole('button', { name: LABELS.forgotPassword }));
  // What was typed on the sign-in form comes along.
  const email = screen.getByLabelText('Email');
  expect(email).toHaveValue('not an address');
  await user.click(screen.getByRole('button', { name: LABELS.sendResetLink }));
  expect(screen.getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
  await user.clear(email);
  await user.type(email, 'keeper@example.com');
  await user.click(screen.getByRole('button', { name: LABELS.sendResetLink }));
  expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.passwordResetSent);
  await user.click(screen.getByRole('button', { name: LABELS.backToSignIn }));
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
});

test('?mode=forgot opens the reset request directly (where an expired link sends the user)', async () => {
  await signInAs(await signedOutBackend(), '/app/auth?mode=forgot');
  expect(await screen.findByRole('button', { name: LABELS.sendResetLink })).toBeInTheDocument();
});

test('a sign-up that waits for e-mail confirmation shows "Check your inbox" with a resend, not a signed-in user', async () => {
  // The test host signs up at once; a project with "Confirm email" on answers as this one does.
  const backend = await signedOutBackend();
  backend.signUp = () =>
    Promise.reject(new DataError(MESSAGES.confirmEmailToFinish, EMAIL_CONFIRMATION_REQUIRED));
  const user = await signInAs(backend, '/app/auth?mode=signup');
  await user.click(await screen.findByRole('radio', { name: /Parent/ }));
  await user.type(screen.getByLabelText('First Name'), 'Pat');
  await user.type(screen.getByLabelText('Last Name'), 'Parent');
  await user.type(screen.getByLabelText('Email'), 'wait@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByRole('heading', { name: LABELS.checkYourInbox })).toBeInTheDocument();
  expect(screen.getByText(checkInboxMessage('wait@example.com'))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: LABELS.resendEmail })).toBeInTheDocument();
  expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
});

test('an adult player signs up with no parent e-mail; the age hint follows the age group', async () => {
  const user = await signInAs(await signedOutBackend(), '/app/auth?mode=signup');
  await user.type(screen.getByLabelText('Age'), '15');
  expect(screen.getByText(signUpAgeHint(15))).toBeInTheDocument();
  expect(screen.getByLabelText('Parent/Guardian Email')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Age'));
  await user.type(screen.getByLabelText('Age'), '30');
  expect(screen.getByText(signUpAgeHint(30))).toBeInTheDocument();
  expect(screen.queryByLabelText('Parent/Guardian Email')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('First Name'), 'Alex');
  await user.type(screen.getByLabelText('Last Name'), 'Adult');
  await user.type(screen.getByLabelText('Email'), 'alex@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('Now at /app/goal-tracker')).toBeInTheDocument();
});
