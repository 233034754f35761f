import { SessionProvider } from '@dreampitch/session';
import { expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@dreampitch/ui/router';
import { RouteGuard } from './RouteGuard';

// A visitor: the test setup's backend, nobody signed in.
function AuthProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>auth page, from {from}</p>;
}

function renderAt(path: string, access: 'public' | 'signed-in' | 'subscribed') {
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/app/auth" element={<AuthProbe />} />
          <Route
            path="*"
            element={
              <RouteGuard access={access}>
                <p>protected content</p>
              </RouteGuard>
            }
          />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

test('public pages render for visitors', () => {
  renderAt('/app/games', 'public');
  expect(screen.getByText('protected content')).toBeInTheDocument();
});

test('a visitor is sent to sign in, and the origin is remembered', async () => {
  renderAt('/app/dashboard', 'subscribed');
  expect(await screen.findByText('auth page, from /app/dashboard')).toBeInTheDocument();
  expect(screen.queryByText('protected content')).not.toBeInTheDocument();
});
