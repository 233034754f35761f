import type { SupabaseBackend } from '@dreampitch/data';
import { bootTestHost, configureTestDemo, signedOutBackend } from '@dreampitch/data/testing';
import { LABELS, MESSAGES } from '@dreampitch/domain';
import { SessionProvider } from '@dreampitch/session';
import { MemoryRouter, Route, Routes } from '@dreampitch/ui/router';
import { beforeAll, beforeEach, expect, test } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ConfirmEmailPage } from './ConfirmEmailPage';
import { ResetPasswordPage } from './ResetPasswordPage';

beforeAll(bootTestHost, 120_000);

// A visitor opening a link the server never mailed: the server refuses it.
let backend: SupabaseBackend;
beforeEach(async () => {
  backend = await configureTestDemo(await signedOutBackend());
});

function pageAt(path: string, at: string, Page: ComponentType) {
  return (
    <SessionProvider backend={backend}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={<Page />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>
  );
}

// The build renders these pages once, without a link (tools/prerender); a visit brings a link of its own. The page
// must hydrate that HTML without React throwing it away (error 418), whatever the link, and then check the link.
test.each([
  ['/app/confirm-email', ConfirmEmailPage, LABELS.confirmYourEmail, 'recovery'],
  ['/app/reset-password', ResetPasswordPage, LABELS.chooseNewPassword, 'signup'],
])(
  '%s hydrates its build-time HTML for a link of any kind, then shows what the link gave',
  async (path, Page, heading, otherKind) => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(pageAt(path, path, Page));
    document.body.append(container);
    expect(container.querySelector('h1')?.textContent).toBe(heading);
    expect(container.textContent).toContain('Checking your link…');

    const hydrationErrors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, pageAt(path, `${path}?token_hash=0123456789abcdef01&type=${otherKind}`, Page), {
        onRecoverableError: (error) => hydrationErrors.push(error),
      }),
    );
    expect(await screen.findByText(MESSAGES.emailLinkInvalid)).toBeInTheDocument();
    expect(hydrationErrors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  },
);
