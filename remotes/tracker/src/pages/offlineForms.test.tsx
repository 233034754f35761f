import { renderPages } from '@dreampitch/app-frame/testing';
import { bootTestHost, configureTestDemo, setOffline, signedInParent } from '@dreampitch/data/testing';
import { MESSAGES, NEEDS_CONNECTION } from '@dreampitch/domain';
import { beforeAll, expect, test } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountPage from './AccountPage';
import ParentDashboardPage from './ParentDashboardPage';

beforeAll(bootTestHost, 120_000);

/** No browser's or library's words for a request that never left ("TypeError: fetch failed") reach the page. */
function expectNoRawError() {
  expect(document.body).not.toHaveTextContent(/TypeError|fetch failed|Failed to fetch|NetworkError/i);
}

test('offline, the sign-in e-mail and password forms keep what was typed and say they need the connection', async () => {
  const backend = await configureTestDemo();
  renderPages([{ path: '/app/account', element: <AccountPage /> }], { at: '/app/account', backend });
  const user = userEvent.setup();
  const newEmail = await screen.findByLabelText('New e-mail address');
  await user.type(newEmail, 'new-address@example.com');
  await user.type(screen.getByLabelText('Current Password'), 'old-pass-1');
  await user.type(screen.getByLabelText('New Password'), 'new-pass-12');
  await user.type(screen.getByLabelText('Confirm New Password'), 'new-pass-12');

  setOffline(backend, true);
  await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
  expect(await screen.findByText(NEEDS_CONNECTION)).toBeInTheDocument();
  expect(newEmail).toHaveValue('new-address@example.com');
  expect(newEmail).toHaveAccessibleDescription(expect.stringContaining(NEEDS_CONNECTION));

  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findAllByText(NEEDS_CONNECTION)).toHaveLength(2);
  expect(screen.getByLabelText('Current Password')).toHaveValue('old-pass-1');
  expect(screen.getByLabelText('New Password')).toHaveValue('new-pass-12');
  expect(screen.getByLabelText('Confirm New Password')).toHaveValue('new-pass-12');

  const first = screen.getByLabelText(/First Name/);
  await user.clear(first);
  await user.type(first, 'Robin');
  await user.click(screen.getByRole('button', { name: 'Save details' }));
  expect(await screen.findAllByText(NEEDS_CONNECTION)).toHaveLength(3);
  expect(first).toHaveValue('Robin');
  expectNoRawError();

  // Back online, the same typed words go through as they are.
  setOffline(backend, false);
  await user.click(screen.getByRole('button', { name: 'Save details' }));
  expect(await screen.findByText(MESSAGES.profileSaved)).toBeInTheDocument();
  expect((await backend.getProfile((await backend.getSession())!.id)).firstName).toBe('Robin');
});

test("offline, a parent's family forms keep what was typed and say they need the connection", async () => {
  const backend = await configureTestDemo(await signedInParent());
  renderPages([{ path: '/app/family', element: <ParentDashboardPage /> }], { at: '/app/family', backend });
  const user = userEvent.setup();
  const section = await screen.findByRole('region', { name: 'Child Accounts' });
  await user.click(await within(section).findByRole('button', { name: 'Create Child Account' }));
  await user.type(within(section).getByLabelText("Child's first name"), 'Maya');
  await user.type(within(section).getByLabelText("Child's age"), '9');
  await user.type(within(section).getByLabelText('Username'), 'maya.offline');
  await user.type(within(section).getByLabelText('Password for your child'), 'kick-it-9');

  setOffline(backend, true);
  await user.click(within(section).getByRole('button', { name: 'Create Child Account' }));
  expect(await screen.findByText(NEEDS_CONNECTION)).toBeInTheDocument();
  expect(within(section).getByLabelText("Child's first name")).toHaveValue('Maya');
  expect(within(section).getByLabelText("Child's age")).toHaveValue(9);
  expect(within(section).getByLabelText('Username')).toHaveValue('maya.offline');
  expect(within(section).getByLabelText('Password for your child')).toHaveValue('kick-it-9');
  expectNoRawError();

  setOffline(backend, false);
  await user.click(within(section).getByRole('button', { name: 'Create Child Account' }));
  const list = await within(section).findByRole('list', { name: 'Your child accounts' });
  expect(within(list).getAllByText('maya.offline').length).toBeGreaterThan(0);
});
