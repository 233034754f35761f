import { authLinkFromSearch, errorMessage, MESSAGES, type AuthEmailKind } from '@dreampitch/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@dreampitch/ui/router';
import { authAccount } from './api/account';

/** One verification per token, however often the page mounts (a mailed link works only once). */
const opened = new Map<string, Promise<void>>();

function open(tokenHash: string, type: AuthEmailKind): Promise<void> {
  let pending = opened.get(tokenHash);
  if (!pending) {
    pending = authAccount.openMailedLink(tokenHash, type);
    opened.set(tokenHash, pending);
  }
  return pending;
}

export type MailedLinkState =
  { status: 'opening' } | { status: 'opened'; type: AuthEmailKind } | { status: 'failed'; message: string };

/**
 * Opens the mailed link in the page's address (`?token_hash=…&type=…`, one of `accepted`), which signs its user in,
 * then drops the token from the address so it stays out of history.
 */
export function useMailedLink(accepted: readonly AuthEmailKind[]): MailedLinkState {
  const location = useLocation();
  const navigate = useNavigate();
  const [link] = useState(() => authLinkFromSearch(location.search));
  const usable = link !== null && accepted.includes(link.type);
  const [state, setState] = useState<MailedLinkState>(
    usable ? { status: 'opening' } : { status: 'failed', message: MESSAGES.emailLinkInvalid },
  );

  useEffect(() => {
    if (!link || !usable) return;
    let active = true;
    open(link.tokenHash, link.type).then(
      () => {
        if (!active) return;
        setState({ status: 'opened', type: link.type });
        void navigate(location.pathname, { replace: true });
      },
      (error: unknown) => {
        if (active) setState({ status: 'failed', message: errorMessage(error, MESSAGES.emailLinkInvalid) });
      },
    );
    return () => {
      active = false;
    };
    // The link is read once, when the page opens; dropping it from the address must not open it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return state;
}
