import { FORGOT_PASSWORD_PATH } from './accounts';

/**
 * The auth service's own e-mails (password reset, sign-up confirmation, e-mail change). On hosted Supabase these are
 * the project's e-mail templates (docs/DEPLOY.md); the local backend renders them here. Every link carries GoTrue's
 * `token_hash` and `type` to a page of the app, which verifies it (POST /auth/v1/verify) and only then acts.
 */
/** How long a mailed link works: hosted Supabase's default e-mail OTP expiry (3600 s). */
export const AUTH_LINK_TTL_SECONDS = 3600;

export type AuthEmailKind = 'recovery' | 'signup' | 'email_change';

/** Where each kind of link lands in the app. */
export const AUTH_LINK_PATHS: Record<AuthEmailKind, string> = {
  recovery: '/app/reset-password',
  signup: '/app/confirm-email',
  email_change: '/app/confirm-email',
};

export interface AuthEmail {
  subject: string;
  text: string;
}

/** The app link of a mailed token: `<app>/app/reset-password?token_hash=…&type=recovery`. */
export function authLink(appUrl: string, kind: AuthEmailKind, tokenHash: string): string {
  const query = new URLSearchParams({ token_hash: tokenHash, type: kind });
  return `${appUrl.replace(/\/+$/, '')}${AUTH_LINK_PATHS[kind]}?${query.toString()}`;
}

/** A mailed link's token and type, read from the page's query string; null when the link is not one. */
export function authLinkFromSearch(search: string): { tokenHash: string; type: AuthEmailKind } | null {
  const params = new URLSearchParams(search);
  const tokenHash = params.get('token_hash') ?? '';
  const type = params.get('type');
  if (!/^[A-Za-z0-9_-]{16,200}$/.test(tokenHash)) return null;
  if (type !== 'recovery' && type !== 'signup' && type !== 'email_change') return null;
  return { tokenHash, type };
}

const SIGNATURE = '\n\n— The DreamPitch team';

export function authEmail(kind: AuthEmailKind, tokenHash: string, appUrl: string): AuthEmail {
  const link = authLink(appUrl, kind, tokenHash);
  switch (kind) {
    case 'recovery':
      return {
        subject: 'Reset your DreamPitch password',
        text:
          `Someone asked to reset the password of the DreamPitch account with this e-mail address.\n\n` +
          `Choose a new password here (the link works once, for 1 hour): ${link}\n\n` +
          `If you did not ask for this, ignore this e-mail: your password stays as it is.${SIGNATURE}`,
      };
    case 'signup':
      return {
        subject: 'Confirm your DreamPitch e-mail address',
        text:
          `Welcome to DreamPitch! Confirm this e-mail address to finish creating your account ` +
          `(the link works once, for 1 hour): ${link}\n\n` +
          `If you did not sign up, ignore this e-mail: no account is opened without this confirmation.${SIGNATURE}`,
      };
    case 'email_change':
      return {
        subject: 'Confirm your new DreamPitch e-mail address',
        text:
          `Someone asked to use this e-mail address for their DreamPitch account.\n\n` +
          `Confirm it here (the link works once, for 1 hour): ${link}\n\n` +
          `Until then the account keeps its old address. If you did not ask for this, ignore this e-mail.${SIGNATURE}`,
      };
  }
}

/**
 * To the address an account is leaving, when a change to `newEmail` is asked for (GoTrue's secure e-mail change tells
 * the current address too): a session someone else holds cannot move the account to their mailbox unseen. Setting a
 * new password cancels the change and signs every other device out.
 */
export function emailChangeNotice(newEmail: string, appUrl: string): AuthEmail {
  return {
    subject: 'Your DreamPitch e-mail address is being changed',
    text:
      `Someone signed in to your DreamPitch account asked to change its e-mail address to ${newEmail}. ` +
      `The account keeps this address until the new one is confirmed.\n\n` +
      `If that was you, there is nothing to do. If not, choose a new password now: that cancels the change and ` +
      `signs out every other device. ${appUrl.replace(/\/+$/, '')}${FORGOT_PASSWORD_PATH}${SIGNATURE}`,
  };
}

/** The "Check your inbox" screen after a sign-up that waits for its e-mail to be confirmed. */
export function checkInboxMessage(email: string): string {
  return `We sent a link to ${email}. Open it to finish creating your account: you come back to where you were, with what you set up kept. No e-mail? Check your spam folder or send it again.`;
}
