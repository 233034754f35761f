import { configureData, createMemoryStorage, getBackend, type Backend } from '@dreampitch/data';
import { getFamilyBackend } from '@dreampitch/data/family';
import { MANAGED_CHILD_MESSAGES, signInEmail } from '@dreampitch/domain';
import { SessionProvider } from '@dreampitch/session';
import { beforeEach, describe, expect, test } from '@rstest/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@dreampitch/ui/router';
import ParentDashboardPage from '../../pages/ParentDashboardPage';

const DEMO = { supabaseUrl: null, supabaseAnonKey: null, stripePublishableKey: null };

function renderPage() {
  render(
    <SessionProvider>
      <MemoryRouter>
        <ParentDashboardPage />
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe('child accounts on the family page (demo mode)', () => {
  let backend: Backend;
  beforeEach(async () => {
    configureData(DEMO, { storage: createMemoryStorage() });
    backend = getBackend();
    await backend.signOut();
    await backend.signUp({
      email: `parent-${crypto.randomUUID()}@example.com`,
      password: 'parent-pass',
      firstName: 'Ann',
      lastName: 'Lee',
      accountType: 'parent',
    });
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
    expect(within(list).getByText('maya.k')).toBeInTheDocument();
    expect(within(section).getByLabelText("Child's first name")).toHaveValue('');
    // The parent sees the player's plan, on its own free plan too.
    const plans = await screen.findByRole('region', { name: "Your Players' Plans" });
    expect(plans).toHaveTextContent('Maya: Free plan');
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
