import { bootTestHost, signedInBackend } from '@dreampitch/data/testing';
import { MESSAGES } from '@dreampitch/domain';
import { asOneTransition, SessionProvider, useAuth, useToast } from '@dreampitch/session';
import { beforeAll, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@dreampitch/ui/router';
import { AppLayout } from '../layout/AppLayout';
import { RouteGuard } from './RouteGuard';

/** Every path the router showed, in order: a guard that bounced the visitor through sign-in leaves it here. */
function PathLog({ log }: { log: string[] }) {
  const { pathname } = useLocation();
  useEffect(() => void log.push(pathname), [log, pathname]);
  return null;
}

/** The account page's "delete my account" flow (remotes/tracker AccountData): sign out, tell, leave for `/`. */
function LeavingPage() {
  const { logout } = useAuth();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const leave = () =>
    asOneTransition(async () => {
      await logout();
      showToast(MESSAGES.accountDeleted, 'success');
      void navigate('/', { replace: true });
    });
  return (
    <button type="button" onClick={() => void leave()}>
      Delete and leave
    </button>
  );
}

/**
 * The pages from the moment the demo user is signed in: the session lives in a module-level store, which the previous
 * test left signed out.
 */
function SignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [started, setStarted] = useState(false);
  if (user && !started) setStarted(true);
  return started ? children : null;
}

beforeAll(bootTestHost, 120_000);

async function renderSignedInAt(path: string, log: string[]) {
  const backend = await signedInBackend();
  render(
    <SessionProvider backend={backend}>
      <SignedIn>
        <MemoryRouter initialEntries={[path]}>
          <PathLog log={log} />
          <Routes>
            <Route path="/" element={<p>landing page</p>} />
            <Route element={<AppLayout />}>
              <Route path="/app" element={<p>home page</p>} />
              <Route path="/app/auth" element={<p>sign-in page</p>} />
              <Route
                path="/app/account"
                element={
                  <RouteGuard access="signed-in">
                    <LeavingPage />
                  </RouteGuard>
                }
              />
            </Route>
          </Routes>
        </MemoryRouter>
      </SignedIn>
    </SessionProvider>,
  );
}

// The sign-out's session change and the navigation away render together: had the signed-out session rendered first,
// on the protected page still shown, the guard would send the visitor to sign in instead of where they were going.
test("the nav's Logout on a protected page goes home, never through sign-in", async () => {
  const log: string[] = [];
  await renderSignedInAt('/app/account', log);
  await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
  expect(await screen.findByText('home page')).toBeInTheDocument();
  expect(log).toEqual(['/app/account', '/app']);
});

test('signing out and leaving from a protected page lands where it was going, never through sign-in', async () => {
  const log: string[] = [];
  await renderSignedInAt('/app/account', log);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete and leave' }));
  expect(await screen.findByText('landing page')).toBeInTheDocument();
  expect(log).toEqual(['/app/account', '/']);
});
