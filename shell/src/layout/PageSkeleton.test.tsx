import { bootTestHost } from '@dreampitch/data/testing';
import { configureDemoData, renderPages } from '@dreampitch/app-frame/testing';
import { beforeAll, expect, test } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { RouteGuard } from '../guard/RouteGuard';
import { AppLayout } from './AppLayout';
import { KEPT_FRAME_CLASS, KEPT_FRAME_KEY } from '@dreampitch/app-frame/routes';

// The SPA page (shell/dist/200.html) is built from this loading state (tools/prerender): the app's first render
// must show the same frame and skeleton, and the nav must suit a guest and a member alike.

beforeAll(bootTestHost, 120_000);

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
    { at: '/app/account', backend: await configureDemoData() },
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

// A signed-in page's HTML keeps its frame (shell/src/firstPaint/fillFrame.ts): the app's first render shows that very
// markup, and only on that path.
test("the frame the page's HTML kept is what the skeleton shows on its path, the plain skeleton elsewhere", async () => {
  const keptFrame = globalThis as { [KEPT_FRAME_KEY]?: { path: string; html: string } };
  keptFrame[KEPT_FRAME_KEY] = {
    path: '/app/account',
    html: '<div class="dp-container tracker-account"><h1>Your Account</h1><input name="firstName" value="Pia"></div>',
  };
  try {
    const guarded = (
      <RouteGuard access="signed-in">
        <h1>Page</h1>
      </RouteGuard>
    );
    const { unmount } = renderPages([{ path: '/app/account', element: guarded }], {
      at: '/app/account',
      backend: await configureDemoData(),
    });
    const frame = document.querySelector(`.${KEPT_FRAME_CLASS}`);
    expect(frame?.innerHTML).toBe(keptFrame[KEPT_FRAME_KEY].html);
    expect(document.querySelector('.shell-skeleton__card')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeInTheDocument();
    unmount();

    renderPages([{ path: '/app/insights', element: guarded }], {
      at: '/app/insights',
      backend: await configureDemoData(),
    });
    expect(document.querySelector(`.${KEPT_FRAME_CLASS}`)).toBeNull();
    expect(document.querySelectorAll('.shell-skeleton__card')).toHaveLength(3);
  } finally {
    delete keptFrame[KEPT_FRAME_KEY];
  }
});
