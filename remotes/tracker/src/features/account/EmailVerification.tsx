import type { EmailStatus } from '@dreampitch/data/account';
import { MESSAGES, errorMessage } from '@dreampitch/domain';
import { useToast } from '@dreampitch/session';
import { Button, Card } from '@dreampitch/ui';
import { useBusy } from './useBusy';
import type { Loaded } from '../../lib/useLoaded';
import { accountCalls } from './api/accountCalls';

/**
 * Asks the user to prove their e-mail when they have not: a parent needs it to see requests sent to that address
 * and to invite players, a player to see a parent's invitation. Renders nothing once verified.
 */
export function EmailVerification({ status, why }: { status: Loaded<EmailStatus>; why: string }) {
  const { showToast } = useToast();
  const [sending, whileSending] = useBusy();
  if (!status.data || status.data.verified) return null;
  const { email } = status.data;

  async function send() {
    await whileSending(
      async () => {
        await accountCalls.sendVerification();
        showToast(`We sent a verification link to ${email}. Open it to finish.`, 'success');
      },
      (error) => showToast(errorMessage(error, MESSAGES.verificationEmailFailed), 'error'),
    );
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
