import type { Backend } from '@dreampitch/data';
import { bootTestHost, signedInBackend, signedOutBackend } from '@dreampitch/data/testing';
import { SessionProvider } from '@dreampitch/session';
import { beforeAll, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@dreampitch/ui/router';
import { LandingHeader } from './LandingHeader';

beforeAll(bootTestHost, 120_000);

function renderHeader(backend: Backend) {
  render(
    <SessionProvider backend={backend}>
      <MemoryRouter>
        <LandingHeader />
      </MemoryRouter>
    </SessionProvider>,
  );
}

test('a visitor is offered Sign In', async () => {
  renderHeader(await signedOutBackend());
  expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/app/auth');
});

test('once the session is known, a signed-in player is offered their own page, not Sign In', async () => {
  renderHeader(await signedInBackend());
  expect(await screen.findByRole('link', { name: 'Goal Tracker' })).toHaveAttribute(
    'href',
    '/app/goal-tracker',
  );
  expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
});
