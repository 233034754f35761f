import { renderPages } from '@dreampitch/app-frame/testing';
import { configureData, createMemoryStorage, DEMO_USER, getBackend } from '@dreampitch/data';
import { expect, test } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountPage } from './AccountPage';

test('the account page shows the e-mail, links plans, and signs out of every device', async () => {
  configureData(
    { supabaseUrl: null, supabaseAnonKey: null, stripePublishableKey: null },
    { storage: createMemoryStorage() },
  );
  const backend = getBackend();
  renderPages([{ path: '/app/account', element: <AccountPage /> }], { at: '/app/account', backend });
  expect(await screen.findByText(DEMO_USER.email)).toBeInTheDocument();
  expect(await screen.findByText('Verified')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/app/plans');

  await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out of every device' }));
  expect(await screen.findByText('Now at /app/auth')).toBeInTheDocument();
  expect(await backend.getSession()).toBeNull();
});
