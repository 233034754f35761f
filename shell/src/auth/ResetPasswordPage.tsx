import {
  defaultDestination,
  errorMessage,
  FORGOT_PASSWORD_PATH,
  LABELS,
  MESSAGES,
  validateNewPassword,
  type NewPasswordErrors,
} from '@dreampitch/domain';
import { useAuth, useToast } from '@dreampitch/session';
import { Button, ButtonLink, Card, ErrorMessage, PasswordField, Spinner } from '@dreampitch/ui';
import { useNavigate } from '@dreampitch/ui/router';
import { useState, type FormEvent } from 'react';
import { changePassword } from './api/changePassword';
import { useMailedLink } from './api/useMailedLink';
import './auth.css';

const RECOVERY = ['recovery'] as const;

/** /app/reset-password: the mailed password-reset link signs its user in; here they choose a new password. */
export function ResetPasswordPage() {
  const link = useMailedLink(RECOVERY);
  const { user } = useAuth();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const found = validateNewPassword(password, confirmPassword);
    setErrors(found);
    if (found.password || found.confirmPassword) return;
    setSaving(true);
    try {
      await changePassword(password);
      showToast(MESSAGES.passwordChanged, 'success');
      void navigate(user ? defaultDestination(user) : '/app', { replace: true });
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.passwordChangeFailed));
      setSaving(false);
    }
  };

  return (
    <section className="dp-container shell-auth">
      <Card className="shell-auth__card">
        <h1>{LABELS.chooseNewPassword}</h1>
        {link.status === 'opening' && <Spinner label="Checking your link…" centered />}
        {link.status === 'failed' && (
          <>
            <ErrorMessage>{link.message}</ErrorMessage>
            <ButtonLink to={FORGOT_PASSWORD_PATH} className="shell-auth__submit">
              Ask for a new link
            </ButtonLink>
          </>
        )}
        {link.status === 'opened' && (
          <form onSubmit={onSubmit} noValidate aria-describedby={formError ? 'reset-error' : undefined}>
            <p className="shell-auth__lead">
              Signed in as <strong>{link.email ?? user?.email}</strong>. Choose the password you will sign in
              with from now on.
            </p>
            <PasswordField
              label="New Password"
              required
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setErrors(({ password: _cleared, ...rest }) => rest);
              }}
              error={errors.password}
              hint={MESSAGES.passwordMinimumHint}
            />
            <PasswordField
              label="Confirm New Password"
              required
              name="confirmPassword"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(event) => {
                setConfirmPassword(event.target.value);
                setErrors(({ confirmPassword: _cleared, ...rest }) => rest);
              }}
              error={errors.confirmPassword}
            />
            {formError && (
              <div id="reset-error">
                <ErrorMessage>{formError}</ErrorMessage>
              </div>
            )}
            <Button type="submit" size="lg" disabled={saving} className="shell-auth__submit">
              {saving ? LABELS.saving : LABELS.saveNewPassword}
            </Button>
          </form>
        )}
      </Card>
    </section>
  );
}
