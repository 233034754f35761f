import { configureDemoData, renderPages } from '@dreampitch/app-frame/testing';
import { expect, test } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { RouteGuard } from '../guard/RouteGuard';
import { AppLayout } from './AppLayout';

// The SPA page (shell/dist/200.html) is built from this loading state (tools/prerender): the app's first render
// must show the same frame and skeleton, and the nav must suit a guest and a member alike.
test('while the session is restored: a neutral nav and the skeleton; then the member sees the page and their nav', async () => {
  renderPages(
    [
      {
        path: '/app/account',
        element: (
          <>
            <AppLayout />
            <RouteGuard access="signed-in">
              <h1>Account</h1>
            </RouteGuard>
          </>
        ),
      },
    ],
    { at: '/app/account', backend: configureDemoData() },
  );
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  expect(screen.getByRole('status')).toHaveTextContent('Checking your account');
  expect(document.querySelectorAll('.shell-skeleton__card')).toHaveLength(3);

  expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  expect(document.querySelector('.shell-skeleton')).toBeNull();
});
