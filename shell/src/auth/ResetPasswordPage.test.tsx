import { LocationProbe } from '@dreampitch/app-frame/testing';
import { DataError, type SupabaseBackend } from '@dreampitch/data';
import { getAccountBackend } from '@dreampitch/data/account';
import {
  bootTestHost,
  configureTestDemo,
  DEMO_PLAYER,
  mailedToken,
  signedInBackend,
  signedOutBackend,
} from '@dreampitch/data/testing';
import { FORGOT_PASSWORD_PATH, LABELS, MESSAGES } from '@dreampitch/domain';
import { SessionProvider } from '@dreampitch/session';
import { MemoryRouter, Route, Routes } from '@dreampitch/ui/router';
import { beforeAll, beforeEach, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetPasswordPage } from './ResetPasswordPage';

beforeAll(bootTestHost, 120_000);

// A visitor on the test's server: links it never mailed are refused.
let backend: SupabaseBackend;
beforeEach(async () => {
  backend = await configureTestDemo(await signedOutBackend());
});

function renderAt(at: string) {
  return render(
    <SessionProvider backend={backend}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/app/reset-password" element={<ResetPasswordPage />} />
          <Route path="*" element={<LocationProbe />} />
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

test('the mailed link offers the form, and the new password is the one that signs in', async () => {
  const user = userEvent.setup();
  const player = await signedInBackend({ age: 18 });
  const { email } = (await player.getSession())!;
  await player.signOut();
  await getAccountBackend().requestPasswordReset(email);
  renderAt(
    `/app/reset-password?token_hash=${await mailedToken(email, 'recovery', 'token_hash')}&type=recovery`,
  );

  expect(await screen.findByText(email)).toBeInTheDocument();
  await user.type(screen.getByLabelText('New Password'), 'a-new-pass-1');
  await user.type(screen.getByLabelText('Confirm New Password'), 'a-new-pass-1');
  await user.click(screen.getByRole('button', { name: LABELS.saveNewPassword }));
  // Signed in by the link, the player goes on to the tracker.
  expect(await screen.findByText('Now at /app/goal-tracker')).toBeInTheDocument();
  await backend.signOut();
  await expect(backend.signIn(email, DEMO_PLAYER.password)).rejects.toThrow();
  expect((await backend.signIn(email, 'a-new-pass-1')).email).toBe(email);
});

// What supabase-js reads of a GET /verify redirect's fragment is account/opened-redirect.test.ts's; here, the page's
// answer to each outcome.
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
