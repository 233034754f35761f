import type { ManagedChild } from '@dreampitch/data/family';
import {
  MANAGED_CHILD_AGE_MAX,
  MANAGED_CHILD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  personName,
  SIGN_UP_AGE_MIN,
  validateChildAccount,
  type ChildAccountErrors,
  type ChildAccountForm,
  type FamilyLink,
} from '@dreampitch/domain';
import { Button, Card, ConfirmDialog, ErrorMessage, PasswordField, Section, TextField } from '@dreampitch/ui';
import { useState, type FormEvent } from 'react';
import { useChildAccountActions, useManagedChildren } from './api/useChildAccounts';

const EMPTY: ChildAccountForm = { firstName: '', age: '', username: '', password: '' };

interface ChildAccountsProps {
  userId: string;
  /** The parent's links: a managed child's name comes from its link. */
  links: FamilyLink[];
  /** Whether the parent proved its e-mail (creating a child account needs it, as consent does). */
  verified: boolean;
}

/** The section's heading; the family page's HTML draws it with the lead (shell/src/prerender/storedFrames.tsx). */
export const CHILD_ACCOUNTS_TITLE = 'Child Accounts';

/** What a child account is, the same for every parent: the HTML's frame paints it before the page's code. */
export function ChildAccountsLead() {
  return (
    <p className="tracker-family-lead">
      For a child under 13 without an e-mail address: you choose a username and a password, and your child
      signs in with the username. Creating the account gives your consent; you can reset the password or
      delete the account at any time.
    </p>
  );
}

/**
 * Child accounts a parent manages (spec §6: parents manage accounts for children under 13): create one with a
 * username and password, no child e-mail; reset its password; delete it. The server checks every rule again.
 */
export function ChildAccounts({ userId, links, verified }: ChildAccountsProps) {
  const managed = useManagedChildren(userId);
  const mine = (managed.data ?? []).filter((child) => child.parentId === userId);
  const nameOf = (child: ManagedChild) => {
    const link = links.find((candidate) => candidate.child.id === child.childId);
    return (link && personName(link.child)) || child.username;
  };

  return (
    <Section title={CHILD_ACCOUNTS_TITLE} className="tracker-family-no-print">
      <ChildAccountsLead />
      {managed.error && (
        <ErrorMessage title="Could not load your child accounts" onRetry={managed.reload}>
          {managed.error.message}
        </ErrorMessage>
      )}
      {mine.length > 0 && (
        <ul className="tracker-family-list" aria-label="Your child accounts">
          {mine.map((child) => (
            <li key={child.childId}>
              <ManagedChildRow child={child} name={nameOf(child)} />
            </li>
          ))}
        </ul>
      )}
      {verified ? (
        <CreateChildForm />
      ) : (
        <p className="tracker-family-hint">
          Verify your e-mail address above first: only a parent who proved their address can create a child
          account.
        </p>
      )}
    </Section>
  );
}

function CreateChildForm() {
  const actions = useChildAccountActions();
  const [form, setForm] = useState<ChildAccountForm>(EMPTY);
  const [errors, setErrors] = useState<ChildAccountErrors>({});
  const [busy, setBusy] = useState(false);
  const update = (field: keyof ChildAccountForm) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateChildAccount(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const created = await actions.create({
      firstName: form.firstName,
      age: Number(form.age),
      username: form.username.trim().toLowerCase(),
      password: form.password,
    });
    setBusy(false);
    if (created) setForm(EMPTY);
  }

  return (
    <form className="tracker-family-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Child's first name"
        name="childFirstName"
        autoComplete="off"
        required
        value={form.firstName}
        error={errors.firstName}
        onChange={update('firstName')}
      />
      <TextField
        label="Child's age"
        name="childAge"
        type="number"
        inputMode="numeric"
        min={SIGN_UP_AGE_MIN}
        max={MANAGED_CHILD_AGE_MAX}
        required
        value={form.age}
        error={errors.age}
        onChange={update('age')}
      />
      <TextField
        label="Username"
        name="childUsername"
        autoComplete="off"
        hint="3 to 24 letters, digits, dots, dashes or underscores. Your child signs in with it."
        required
        value={form.username}
        error={errors.username}
        onChange={update('username')}
      />
      <PasswordField
        label="Password for your child"
        name="childPassword"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Tell it to your child; you can reset it later.`}
        required
        value={form.password}
        error={errors.password}
        onChange={update('password')}
      />
      <Button type="submit" loading={busy} disabled={busy}>
        Create Child Account
      </Button>
    </form>
  );
}

function ManagedChildRow({ child, name }: { child: ManagedChild; name: string }) {
  const actions = useChildAccountActions();
  const [resetting, setResetting] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function reset(event: FormEvent) {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError(MANAGED_CHILD_MESSAGES.password);
      return;
    }
    setBusy(true);
    const saved = await actions.resetPassword(child.childId, password, name);
    setBusy(false);
    if (saved) {
      setPassword('');
      setResetting(false);
    }
  }

  return (
    <Card padding="sm" className="tracker-family-row tracker-family-managed">
      <p>
        <strong>{name}</strong> signs in with the username <strong>{child.username}</strong>.
      </p>
      <div className="tracker-family-actions">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={resetting}
          aria-label={`Reset ${name}'s password`}
          onClick={() => setResetting((open) => !open)}
        >
          Reset Password
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Delete ${name}'s account`}>
              Delete Account
            </Button>
          }
          title={`Delete ${name}'s account?`}
          consequence={`${name}'s goals, check-ins, game results and the account itself are deleted for good. This cannot be undone.`}
          confirmLabel="Delete Account"
          confirmingLabel="Deleting..."
          onConfirm={() => actions.remove(child.childId, name)}
        />
      </div>
      {resetting && (
        <form className="tracker-family-form" onSubmit={(event) => void reset(event)} noValidate>
          <PasswordField
            label={`New password for ${name}`}
            autoComplete="new-password"
            required
            value={password}
            error={error}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
          />
          <Button type="submit" loading={busy} disabled={busy}>
            Save New Password
          </Button>
        </form>
      )}
    </Card>
  );
}
