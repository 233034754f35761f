import { emailProblem, errorMessage, LABELS, MESSAGES } from '@dreampitch/domain';
import { Button, ErrorMessage, TextField } from '@dreampitch/ui';
import { useState, type FormEvent } from 'react';
import { requestPasswordReset } from './api/account';

interface ForgotPasswordProps {
  /** What the user already typed on the sign-in form. */
  initialEmail: string;
  onBack: () => void;
}

/** "Forgot password?": mails a link to choose a new password (the reset page, /app/reset-password). */
export function ForgotPassword({ initialEmail, onBack }: ForgotPasswordProps) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState('');
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const trimmed = email.trim();
    const found = emailProblem(trimmed) ?? '';
    setFieldError(found);
    if (found) return;
    setSending(true);
    try {
      await requestPasswordReset(trimmed);
      setSent(true);
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.genericError));
    }
    setSending(false);
  };

  return (
    <>
      <h1>{LABELS.resetYourPassword}</h1>
      {sent ? (
        <p role="status" className="shell-auth__lead">
          {MESSAGES.passwordResetSent}
        </p>
      ) : (
        <>
          <p className="shell-auth__lead">
            Enter the e-mail address of your account and we will send you a link to choose a new password.
          </p>
          <form onSubmit={onSubmit} noValidate aria-describedby={formError ? 'forgot-error' : undefined}>
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setFieldError('');
              }}
              error={fieldError || undefined}
            />
            {formError && (
              <div id="forgot-error">
                <ErrorMessage>{formError}</ErrorMessage>
              </div>
            )}
            <Button type="submit" size="lg" disabled={sending} className="shell-auth__submit">
              {sending ? LABELS.sending : LABELS.sendResetLink}
            </Button>
          </form>
        </>
      )}
      <button type="button" className="shell-auth__switch" onClick={onBack}>
        {LABELS.backToSignIn}
      </button>
    </>
  );
}
