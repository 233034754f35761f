import { getBackend } from '@dreampitch/data';
import { authLinkFromSearch, errorMessage, MESSAGES, type AuthEmailKind } from '@dreampitch/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@dreampitch/ui/router';

const accountBackend = () =>
  import('@dreampitch/data/account').then(({ getAccountBackend }) => getAccountBackend());

/** One verification per token, however often the page mounts (a mailed link works only once). */
const opened = new Map<string, Promise<AuthEmailKind | null>>();

function open(tokenHash: string, type: AuthEmailKind): Promise<AuthEmailKind | null> {
  let pending = opened.get(tokenHash);
  if (!pending) {
    pending = accountBackend()
      .then((account) => account.openMailedLink(tokenHash, type))
      .then(() => type);
    opened.set(tokenHash, pending);
  }
  return pending;
}

export type MailedLinkState =
  | { status: 'opening' }
  /** `email`: whom the link signed in (null if no session came with it). */
  | { status: 'opened'; type: AuthEmailKind; email: string | null }
  | { status: 'failed'; message: string };

/**
 * The link's kind with the address it signed in, read from the session the link left: the app's session state
 * follows later (after the profile), and a page that named the user only then would push its form down.
 */
const withSignedInEmail = (type: AuthEmailKind | null) =>
  type
    ? getBackend()
        .getSession()
        .then((user) => ({ type, email: user?.email ?? null }))
    : null;

const INVALID: MailedLinkState = { status: 'failed', message: MESSAGES.emailLinkInvalid };

/**
 * Opens the mailed link the page was reached by, one of `accepted`, which signs its user in: the app's own link
 * (`?token_hash=…&type=…`), or the auth server's (GET /auth/v1/verify, which redirects here with the session or its
 * error in the fragment). Then drops the link from the address so it stays out of history.
 */
export function useMailedLink(accepted: readonly AuthEmailKind[]): MailedLinkState {
  const location = useLocation();
  const navigate = useNavigate();
  // The page's HTML is rendered at build time without a link (tools/prerender): it starts "opening" for every
  // link and reads the link in the effect, so hydration finds the same first screen.
  const [state, setState] = useState<MailedLinkState>({ status: 'opening' });

  useEffect(() => {
    const link = authLinkFromSearch(location.search);
    let active = true;
    // A link of another kind is not opened here (it is refused below, as nothing was opened).
    const opening = (
      !link
        ? accountBackend().then((account) => account.openedRedirect())
        : accepted.includes(link.type)
          ? open(link.tokenHash, link.type)
          : Promise.resolve(null)
    ).then(withSignedInEmail);
    opening.then(
      (opened) => {
        if (!active) return;
        setState(opened && accepted.includes(opened.type) ? { status: 'opened', ...opened } : INVALID);
        if (opened) void navigate(location.pathname, { replace: true });
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
