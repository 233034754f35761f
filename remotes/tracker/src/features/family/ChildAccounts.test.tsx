import { renderPages } from '@dreampitch/app-frame/testing';
import type { SupabaseBackend } from '@dreampitch/data';
import { getFamilyBackend } from '@dreampitch/data/family';
import { bootTestHost, configureTestDemo, signedInParent } from '@dreampitch/data/testing';
import { MANAGED_CHILD_MESSAGES, signInEmail } from '@dreampitch/domain';
import { beforeAll, beforeEach, describe, expect, test } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ParentDashboardPage from '../../pages/ParentDashboardPage';

beforeAll(bootTestHost, 120_000);

describe('child accounts on the family page (over the real rules)', () => {
  let backend: SupabaseBackend;
  const renderPage = () =>
    renderPages([{ path: '/app/family', element: <ParentDashboardPage /> }], { at: '/app/family', backend });

  beforeEach(async () => {
    // The server lets only a parent whose e-mail is proven create a child account.
    backend = await configureTestDemo(await signedInParent({ firstName: 'Ann', lastName: 'Lee' }));
  });

  test('a parent creates a child account, the child signs in with the username; wrong input is explained', async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: 'Child Accounts' });
    // The form appears once the parent's e-mail is known to be verified.
    await userEvent.click(await within(section).findByRole('button', { name: 'Create Child Account' }));
    expect(within(section).getByText(MANAGED_CHILD_MESSAGES.firstName)).toBeInTheDocument();
    expect(within(section).getByText(MANAGED_CHILD_MESSAGES.age)).toBeInTheDocument();
    expect(within(section).getByText(MANAGED_CHILD_MESSAGES.username)).toBeInTheDocument();

    await userEvent.type(within(section).getByLabelText("Child's first name"), 'Maya');
    await userEvent.type(within(section).getByLabelText("Child's age"), '9');
    await userEvent.type(within(section).getByLabelText('Username'), 'Maya.K');
    await userEvent.type(within(section).getByLabelText('Password for your child'), 'kick-it-9');
    await userEvent.click(within(section).getByRole('button', { name: 'Create Child Account' }));

    const list = await within(section).findByRole('list', { name: 'Your child accounts' });
    expect(await within(list).findByText('maya.k')).toBeInTheDocument();
    expect(within(section).getByLabelText("Child's first name")).toHaveValue('');
    // The parent sees the player's plan, on its own free plan too.
    const plans = await screen.findByRole('region', { name: "Your Players' Plans" });
    // The plans are read again once the server has the child.
    await waitFor(() => expect(plans).toHaveTextContent('Maya: Free plan'));
    const [link] = await getFamilyBackend().listLinks();
    expect(link).toMatchObject({ status: 'confirmed', role: 'parent', child: { firstName: 'Maya', age: 9 } });
    expect(link?.consentGivenAt).not.toBeNull();

    await backend.signOut();
    const child = await backend.signIn(signInEmail('MAYA.K'), 'kick-it-9');
    expect(child.id).toBe(link?.child.id);
  });

  test('the parent resets the password and deletes the account after confirming', async () => {
    const family = getFamilyBackend();
    const child = await family.createChildAccount({
      firstName: 'Leo',
      age: 8,
      username: 'leo8',
      password: 'first-pass',
    });
    renderPage();
    const row = (await screen.findByText('leo8')).closest('li')!;

    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: "Reset Leo's password" }));
    await userEvent.type(within(row as HTMLElement).getByLabelText('New password for Leo'), 'second-pass');
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Save New Password' }));
    await waitFor(() =>
      expect(within(row as HTMLElement).queryByLabelText('New password for Leo')).toBeNull(),
    );

    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: "Delete Leo's account" }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(screen.queryByText('leo8')).toBeNull());
    expect(await family.listManagedChildren()).toEqual([]);

    await backend.signOut();
    await expect(backend.signIn(signInEmail('leo8'), 'second-pass')).rejects.toThrow();
    expect(child.username).toBe('leo8');
  });
});
