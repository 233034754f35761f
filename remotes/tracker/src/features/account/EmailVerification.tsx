import type { EmailStatus } from '@dreampitch/data/account';
import { MESSAGES, errorMessage } from '@dreampitch/domain';
import { useToast } from '@dreampitch/session';
import { Button, Card } from '@dreampitch/ui';
import { useState } from 'react';
import type { Query } from '@dreampitch/app-frame/query';
import { accountCommands } from './api/account';

/**
 * Asks the user to prove their e-mail when they have not: a parent needs it to see requests sent to that address
 * and to invite players. Renders nothing once verified.
 */
export function EmailVerification({ status, why }: { status: Query<EmailStatus>; why: string }) {
  const { showToast } = useToast();
  const [sending, setSending] = useState(false);
  if (!status.data || status.data.verified) return null;
  const { email } = status.data;

  async function send() {
    setSending(true);
    try {
      await accountCommands.sendVerification();
      showToast(`We sent a verification link to ${email}. Open it to finish.`, 'success');
    } catch (error) {
      showToast(errorMessage(error, MESSAGES.verificationEmailFailed), 'error');
    } finally {
      setSending(false);
    }
  }

  return (
    <Card tone="highlight" role="status" className="tracker-verify-email">
      <h2>Verify your e-mail address</h2>
      <p>
        {why} We send a link to <strong>{email}</strong>; opening it proves the address is yours.
      </p>
      <Button onClick={() => void send()} loading={sending}>
        Send verification e-mail
      </Button>
    </Card>
  );
}
