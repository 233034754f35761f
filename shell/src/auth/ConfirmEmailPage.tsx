import { defaultDestination, LABELS, MESSAGES } from '@dreampitch/domain';
import { takeReturnPath } from '@dreampitch/data';
import { useAuth } from '@dreampitch/session';
import { useState } from 'react';
import { ButtonLink, Card, ErrorMessage, Spinner } from '@dreampitch/ui';
import { useMailedLink } from './api/useMailedLink';
import './auth.css';

const CONFIRMATIONS = ['signup', 'email_change'] as const;

/** /app/confirm-email: the mailed link of a sign-up confirmation or an e-mail change. */
export function ConfirmEmailPage() {
  const link = useMailedLink(CONFIRMATIONS);
  const { user } = useAuth();
  // Where the user was when signing up (this browser), for a sign-up confirmation.
  const [returnPath] = useState(takeReturnPath);

  return (
    <section className="dp-container shell-auth">
      <Card className="shell-auth__card">
        <h1>{LABELS.confirmYourEmail}</h1>
        {link.status === 'opening' && <Spinner label="Checking your link…" centered />}
        {link.status === 'failed' && (
          <>
            <ErrorMessage>{link.message}</ErrorMessage>
            <ButtonLink to={user ? '/app/account' : '/app/auth'} className="shell-auth__submit">
              {user ? 'Go to your account' : 'Sign in'}
            </ButtonLink>
          </>
        )}
        {link.status === 'opened' && (
          <>
            <p role="status" className="shell-auth__lead">
              {link.type === 'email_change' ? MESSAGES.emailChanged : MESSAGES.emailConfirmed}
            </p>
            <ButtonLink
              to={
                link.type === 'email_change' || !user
                  ? '/app/account'
                  : (returnPath ?? defaultDestination(user))
              }
              className="shell-auth__submit"
            >
              Continue
            </ButtonLink>
          </>
        )}
      </Card>
    </section>
  );
}
