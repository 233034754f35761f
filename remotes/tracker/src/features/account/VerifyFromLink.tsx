import { getAccountBackend } from '@dreampitch/data';
import { errorMessage, VERIFY_EMAIL_LINK_PARAM } from '@dreampitch/domain';
import { useToast } from '@dreampitch/session';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Uses the token of a mailed verification link (`/app/account?verify=<token>`) once, then drops it from the URL. */
export function useVerifyFromLink(onVerified: () => void) {
  const [params, setParams] = useSearchParams();
  const { showToast } = useToast();
  const token = params.get(VERIFY_EMAIL_LINK_PARAM);
  const used = useRef<string | null>(null);

  useEffect(() => {
    if (!token || used.current === token) return;
    used.current = token;
    setParams(
      (current) => {
        current.delete(VERIFY_EMAIL_LINK_PARAM);
        return current;
      },
      { replace: true },
    );
    getAccountBackend()
      .verifyEmail(token)
      .then(
        (status) => {
          showToast(`Thank you: ${status.email} is verified.`, 'success');
          onVerified();
        },
        (error: unknown) => showToast(errorMessage(error, 'This link could not be used.'), 'error'),
      );
  }, [token, setParams, showToast, onVerified]);
}
