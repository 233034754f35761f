import { renderPages } from '@dreampitch/app-frame/testing';
import { familyBackendFor } from '@dreampitch/data/family';
import {
  bootTestHost,
  configureTestDemo,
  DEMO_PLAYER,
  proveEmail,
  signedInParent,
} from '@dreampitch/data/testing';
import {
  accountDeletionConsequence,
  ageGroupEffect,
  emailChangeSentMessage,
  MANAGED_ACCOUNT_NOTICE,
  MANAGED_CHILD_EMAIL_DOMAIN,
  MESSAGES,
  signInEmail,
  toAppUser,
} from '@dreampitch/domain';
import { afterEach, beforeAll, expect, rs, test } from '@rstest/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeViewport } from '../../test/viewport';
import { AccountPage } from './AccountPage';
import { ProfileDetails } from './ProfileDetails';

beforeAll(bootTestHost, 120_000);

afterEach(() => {
  rs.unstubAllGlobals();
});

test('the account page shows the e-mail, links plans, and signs out of every device', async () => {
  const backend = await configureTestDemo();
  await proveEmail(backend);
  const { email } = (await backend.getSession())!;
  const viewport = fakeViewport();
  renderPages([{ path: '/app/account', element: <AccountPage /> }], { at: '/app/account', backend });
  expect(await screen.findByText(email)).toBeInTheDocument();
  expect(await screen.findByText('Verified')).toBeInTheDocument();
  // Plan and billing (another remote's code where the shell fills the slot) and the last sections wait until they
  // come near the screen.
  expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Sign out of every device' })).toBeNull();
  act(() => viewport.scrollNear());
  expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/app/plans');

  await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out of every device' }));
  expect(await screen.findByText('Now at /app/auth')).toBeInTheDocument();
  expect(await backend.getSession()).toBeNull();
});

test('names, age (with its group explained) and parent e-mail are saved through the account operations', async () => {
  const backend = await configureTestDemo();
  const { id } = (await backend.getSession())!;
  renderPages([{ path: '/app/account', element: <AccountPage /> }], { at: '/app/account', backend });
  const user = userEvent.setup();
  const age = await screen.findByLabelText('Age');
  expect(age).toHaveValue(14);
  expect(age).toHaveAccessibleDescription(ageGroupEffect(14));
  await user.clear(age);
  await user.type(age, '121');
  await user.click(screen.getByRole('button', { name: 'Save details' }));
  expect(await screen.findByText(MESSAGES.signUpAgeRange)).toBeInTheDocument();

  await user.clear(age);
  await user.type(age, '12');
  expect(age).toHaveAccessibleDescription(ageGroupEffect(12));
  const first = screen.getByLabelText(/First Name/);
  await user.clear(first);
  await user.type(first, 'Dana');
  await user.click(screen.getByRole('button', { name: 'Save details' }));
  expect(await screen.findByText(MESSAGES.profileSaved)).toBeInTheDocument();
  expect(await backend.getProfile(id)).toMatchObject({
    firstName: 'Dana',
    age: 12,
    ageGroup: '8-12',
  });
  // Under 13 now: the age is the parent's to change (the refreshed profile renders as a transition, after the toast).
  await waitFor(() => expect(screen.getByLabelText('Age')).toHaveAttribute('readonly'));
});

test('an adult player’s age is hinted with the 18+ group, not a 6-18 range that leaves it out', async () => {
  const backend = await configureTestDemo();
  const { id, email } = (await backend.getSession())!;
  const user = toAppUser({ ...(await backend.getProfile(id)), age: 30, ageGroup: '18+' }, { id, email });
  renderPages([{ path: '/app/account', element: <ProfileDetails user={user} /> }], {
    at: '/app/account',
    backend,
  });
  const age = await screen.findByLabelText('Age');
  expect(age).toHaveValue(30);
  expect(age).toHaveAccessibleDescription(ageGroupEffect(30));
});

test('changing the password asks for the current one; changing the e-mail says the link must be opened', async () => {
  const backend = await configureTestDemo();
  const { email } = (await backend.getSession())!;
  renderPages([{ path: '/app/account', element: <AccountPage /> }], { at: '/app/account', backend });
  const user = userEvent.setup();
  const newPassword = await screen.findByLabelText('New Password');
  expect(newPassword).toHaveAccessibleDescription(MESSAGES.passwordMinimumHint);
  await user.type(newPassword, 'new-secret');
  await user.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(MESSAGES.currentPasswordRequired)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Current Password'), DEMO_PLAYER.password);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();

  const newEmail = screen.getByLabelText('New e-mail address');
  await user.type(newEmail, email);
  await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
  expect(await screen.findByText(MESSAGES.emailUnchanged)).toBeInTheDocument();
  await user.clear(newEmail);
  await user.type(newEmail, 'next@example.com');
  await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
  expect(await screen.findByText(emailChangeSentMessage('next@example.com'))).toBeInTheDocument();
});

test('download my data saves a JSON file; deleting asks first, saying what is lost, then signs out', async () => {
  const backend = await configureTestDemo();
  const { email } = (await backend.getSession())!;
  const saved: Blob[] = [];
  const createObjectURL = URL.createObjectURL;
  const revokeObjectURL = URL.revokeObjectURL;
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return 'blob:export';
  };
  URL.revokeObjectURL = () => {};
  try {
    const viewport = fakeViewport();
    renderPages([{ path: '/app/account', element: <AccountPage />, signedInOnly: true }], {
      at: '/app/account',
      backend,
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Your data' });
    act(() => viewport.scrollNear());
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(MESSAGES.dataDownloaded)).toBeInTheDocument();
    const data = JSON.parse(await saved[0]!.text()) as { account: { email: string }; tables: object };
    expect(data.account.email).toBe(email);
    expect(Object.keys(data.tables)).toContain('public.goals');

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(accountDeletionConsequence('player'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    // Not through sign-in: the signed-out session renders with the navigation, not before it on this guarded page.
    expect(await screen.findByText('Now at /')).toBeInTheDocument();
    expect(await backend.getSession()).toBeNull();
  } finally {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  }
});

test('a managed child sees its username, not its internal address, and no e-mail, password or delete controls', async () => {
  // A managed child exists only as its parent creates it (family-child-create); it signs in with its username.
  const parent = await signedInParent();
  await familyBackendFor(parent).createChildAccount({
    username: 'maya',
    password: 'kid-pass-1',
    firstName: 'Maya',
    age: 9,
  });
  await parent.signOut();
  await parent.signIn(signInEmail('maya'), 'kid-pass-1');
  const backend = await configureTestDemo(parent);
  const viewport = fakeViewport();
  renderPages([{ path: '/app/account', element: <AccountPage /> }], { at: '/app/account', backend });
  expect(await screen.findByText(MANAGED_ACCOUNT_NOTICE.signIn('maya'))).toBeInTheDocument();
  act(() => viewport.scrollNear());
  expect(await screen.findByText(MANAGED_ACCOUNT_NOTICE.deletion)).toBeInTheDocument();
  expect(screen.queryByText(`maya@${MANAGED_CHILD_EMAIL_DOMAIN}`)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Send verification e-mail' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Password' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
});
