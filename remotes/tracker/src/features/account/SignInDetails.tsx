import {
  emailChangeSentMessage,
  emailProblem,
  MESSAGES,
  validateNewPassword,
  type NewPasswordErrors,
} from '@dreampitch/domain';
import { useToast } from '@dreampitch/session';
import { Button, Card, PasswordField, TextField } from '@dreampitch/ui';
import { useState, type FormEvent } from 'react';
import { formErrorMessage } from '../../lib/useLoaded';
import { useBusy } from './useBusy';
import { accountCalls } from './api/accountCalls';

/** A new sign-in e-mail: it changes only once the link mailed to the new address is opened. */
export function ChangeEmail({ email }: { email: string }) {
  const [next, setNext] = useState('');
  const [error, setError] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [sending, whileSending] = useBusy();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = next.trim();
    const found =
      emailProblem(address) ?? (address.toLowerCase() === email.toLowerCase() ? MESSAGES.emailUnchanged : '');
    setError(found);
    if (found) return;
    await whileSending(
      async () => {
        await accountCalls.changeEmail(address);
        setSentTo(address);
        setNext('');
      },
      async (failure) => setError(await formErrorMessage(failure, MESSAGES.genericError)),
    );
  };

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="tracker-account__form">
        <TextField
          label="New e-mail address"
          name="newEmail"
          type="email"
          autoComplete="email"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={error || undefined}
          hint="We send a link to the new address; your sign-in e-mail changes when you open it."
        />
        {sentTo && <p role="status">{emailChangeSentMessage(sentTo)}</p>}
        <Button type="submit" variant="secondary" loading={sending}>
          Change e-mail
        </Button>
      </form>
    </Card>
  );
}

/** A new password: the current one first (never shown), then the new one with the sign-up rule. */
export function ChangePassword() {
  const { showToast } = useToast();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors & { current?: string }>({});
  const [saving, whileSaving] = useBusy();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...validateNewPassword(password, confirmPassword),
      ...(current === '' ? { current: MESSAGES.currentPasswordRequired } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await whileSaving(
      async () => {
        await accountCalls.changePassword(password, current);
        setCurrent('');
        setPassword('');
        setConfirmPassword('');
        showToast(MESSAGES.passwordChanged, 'success');
      },
      async (error) => {
        const message = await formErrorMessage(error, MESSAGES.passwordChangeFailed);
        const code = (error as { code?: unknown }).code;
        if (code === 'current_password_invalid' || code === 'current_password_required') {
          setErrors({ current: message });
        } else setErrors({ password: message });
      },
    );
  };

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="tracker-account__form">
        <PasswordField
          label="Current Password"
          name="currentPassword"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={errors.current}
        />
        <PasswordField
          label="New Password"
          name="newPassword"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={MESSAGES.passwordMinimumHint}
          error={errors.password}
        />
        <PasswordField
          label="Confirm New Password"
          name="confirmNewPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          error={errors.confirmPassword}
        />
        <Button type="submit" variant="secondary" loading={saving}>
          Change password
        </Button>
      </form>
    </Card>
  );
}
