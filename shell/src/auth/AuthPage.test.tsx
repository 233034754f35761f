import { configureData, DemoBackend } from '@dreampitch/data';
import { MESSAGES } from '@dreampitch/domain';
import { SessionProvider } from '@dreampitch/session';
import { beforeAll, describe, expect, test } from '@rstest/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@dreampitch/ui/router';
import { AuthPage } from './AuthPage';

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
    expect(screen.getByText(MESSAGES.signUpAgeRange)).toBeInTheDocument();
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

test('after sign-in the visitor returns to the page they asked for, with its state', async () => {
  const backend = new DemoBackend({ signedIn: false });
  await backend.signUp({
    email: 'keeper@example.com',
    password: 'secret123',
    first_name: 'Kim',
    last_name: 'Keeper',
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
  render(
    <SessionProvider backend={backend}>
      <MemoryRouter initialEntries={[{ pathname: '/app/auth', state: { from } }]}>
        <Routes>
          <Route path="/app/auth" element={<AuthPage />} />
          <Route path="/app/subscription" element={<Destination />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
  await user.type(await screen.findByLabelText('Email'), 'keeper@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('destination {"selectedPlan":"parent"}')).toBeInTheDocument();
});
