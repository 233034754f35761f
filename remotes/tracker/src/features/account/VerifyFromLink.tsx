import { MESSAGES, errorMessage, VERIFY_EMAIL_LINK_PARAM } from '@dreampitch/domain';
import { useToast } from '@dreampitch/session';
import { useEffect, useRef } from 'react';
import { useLinkToken } from '../../lib/useLinkToken';
import { accountCalls } from './api/accountCalls';

/** Uses the token of a mailed verification link (`/app/account?verify=<token>`) once, then drops it from the URL. */
export function useVerifyFromLink(onVerified: () => void) {
  const [token, drop] = useLinkToken(VERIFY_EMAIL_LINK_PARAM);
  const { showToast } = useToast();
  const used = useRef<string | null>(null);

  useEffect(() => {
    if (!token || used.current === token) return;
    used.current = token;
    drop();
    accountCalls.verifyEmail(token).then(
      (status) => {
        showToast(`Thank you: ${status.email} is verified.`, 'success');
        onVerified();
      },
      (error: unknown) => showToast(errorMessage(error, MESSAGES.verificationLinkFailed), 'error'),
    );
  }, [token, drop, showToast, onVerified]);
}
