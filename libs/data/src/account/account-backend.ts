import type { AuthEmailKind } from '@dreampitch/domain';

/** The signed-in account's sign-in e-mail and whether its owner proved they read it. */
export interface EmailStatus {
  email: string;
  verified: boolean;
}

export interface AccountExport {
  exportedAt: string;
  account: { id: string; email: string } & Record<string, unknown>;
  tables: Record<string, unknown[]>;
}

/**
 * The signed-in user's own account: the proof of its e-mail and the account page's operations. Every call acts as
 * the signed-in user and rejects with a DataError (message = the app's, code = the server's token).
 */
export interface AccountBackend {
  emailStatus(): Promise<EmailStatus>;
  /** Mails a single-use verification link to the sign-in e-mail (at most 3 an hour). */
  sendVerification(): Promise<EmailStatus>;
  /** The token of that link: proves the address. */
  verifyEmail(token: string): Promise<EmailStatus>;
  /** Ends every session of the account, on every device (this one included). */
  signOutEverywhere(): Promise<void>;

  // Mailed links of the auth service (anyone)
  /** Mails a link to choose a new password when the address has an account; the same answer either way. */
  requestPasswordReset(email: string): Promise<void>;
  /** Opens a mailed link (password reset, sign-up confirmation, e-mail change): the link's user is signed in. */
  openMailedLink(tokenHash: string, type: AuthEmailKind): Promise<void>;
  /**
   * The mailed link this page was opened through when the auth server's GET /verify redirected here (hosted
   * templates' `{{ .ConfirmationURL }}`): its kind once its session is in place, null when the page was not opened so.
   * Rejects with the link's refusal (used or expired).
   */
  openedRedirect(): Promise<AuthEmailKind | null>;
  /** Mails the sign-up confirmation again (backends that require one). */
  resendConfirmation(email: string): Promise<void>;

  // Profile (signed-in user)
  /** First and last name (the user's own columns). */
  updateNames(firstName: string, lastName: string): Promise<void>;
  /** A player's age, by the server's rules (ageChangeRefusal of libs/domain); the age group follows. */
  updateAge(age: number): Promise<void>;
  /** A player's parent e-mail: the family feature's link request (and consent notice under 13) goes to it. */
  updateParentEmail(email: string): Promise<void>;

  // The whole account (signed-in user)
  /** Every row about the user (`account_export`): `{ exportedAt, account, tables: { "<schema>.<table>": rows } }`. */
  exportData(): Promise<AccountExport>;
  /** Deletes the account and every row about it, then ends the session on this device. */
  deleteAccount(): Promise<void>;

  // Sign-in details (signed-in user)
  /** A new password; `currentPassword` is needed except right after a password-reset link. */
  changePassword(newPassword: string, currentPassword?: string): Promise<void>;
  /** Mails a confirmation link to `newEmail`; the sign-in address changes only when it is opened. */
  changeEmail(newEmail: string): Promise<void>;
}
