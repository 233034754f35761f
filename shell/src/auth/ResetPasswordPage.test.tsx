import { configureData, createMemoryStorage, DataError, getBackend } from '@dreampitch/data';
import { getAccountBackend } from '@dreampitch/data/account';
import { FORGOT_PASSWORD_PATH, LABELS, MESSAGES } from '@dreampitch/domain';
import { SessionProvider } from '@dreampitch/session';
import { MemoryRouter, Route, Routes } from '@dreampitch/ui/router';
import { beforeEach, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { ResetPasswordPage } from './ResetPasswordPage';

// Demo mode mails nothing, so no link of it can be opened: the page must say so and offer a new one.
beforeEach(() => {
  configureData(
    { supabaseUrl: null, supabaseAnonKey: null, stripePublishableKey: null },
    { storage: createMemoryStorage() },
  );
});

function renderAt(at: string) {
  return render(
    <SessionProvider backend={getBackend()}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/app/reset-password" element={<ResetPasswordPage />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

test('a link that cannot be used says so and leads to asking for a new one', async () => {
  renderAt('/app/reset-password?token_hash=0123456789abcdef0123456789abcdef&type=recovery');
  expect(await screen.findByText(MESSAGES.emailLinkInvalid)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    FORGOT_PASSWORD_PATH,
  );
  expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
});

test('without a link (or with another kind of link) no password form is offered', async () => {
  for (const at of ['/app/reset-password', '/app/reset-password?token_hash=0123456789abcdef01&type=signup']) {
    const { unmount } = renderAt(at);
    expect(await screen.findByText(MESSAGES.emailLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LABELS.saveNewPassword })).not.toBeInTheDocument();
    unmount();
  }
});

test('reached through the auth server’s GET /verify redirect (session in the fragment): the form is offered', async () => {
  getAccountBackend().openedRedirect = async () => 'recovery';
  renderAt('/app/reset-password');
  expect(await screen.findByRole('button', { name: LABELS.saveNewPassword })).toBeInTheDocument();
  expect(screen.queryByText(MESSAGES.emailLinkInvalid)).not.toBeInTheDocument();
});

test('a redirect carrying GoTrue’s error, or another kind of link, offers a new link instead', async () => {
  for (const redirect of [
    () => Promise.reject(new DataError(MESSAGES.emailLinkInvalid, 'otp_expired')),
    async () => 'signup' as const,
  ]) {
    getAccountBackend().openedRedirect = redirect;
    const { unmount } = renderAt('/app/reset-password');
    expect(await screen.findByText(MESSAGES.emailLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LABELS.saveNewPassword })).not.toBeInTheDocument();
    unmount();
  }
});
