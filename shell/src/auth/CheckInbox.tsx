import { checkInboxMessage, errorMessage, LABELS, MESSAGES } from '@dreampitch/domain';
import { Button, ErrorMessage } from '@dreampitch/ui';
import { useState } from 'react';
import { resendConfirmation } from './api/account';

/** After a sign-up that waits for its e-mail to be confirmed: where the link went, and a way to get it again. */
export function CheckInbox({ email, onBack }: { email: string; onBack: () => void }) {
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  const resend = async () => {
    setSending(true);
    setStatus('');
    setError('');
    try {
      await resendConfirmation(email);
      setStatus(MESSAGES.confirmationResent);
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.genericError));
    }
    setSending(false);
  };

  return (
    <>
      <h1>{LABELS.checkYourInbox}</h1>
      <p className="shell-auth__lead">{checkInboxMessage(email)}</p>
      {status && <p role="status">{status}</p>}
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <Button size="lg" variant="secondary" loading={sending} onClick={() => void resend()}>
        {LABELS.resendEmail}
      </Button>
      <button type="button" className="shell-auth__switch" onClick={onBack}>
        {LABELS.backToSignIn}
      </button>
    </>
  );
}
