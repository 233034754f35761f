/** The signed-in account's sign-in e-mail and whether its owner proved they read it. */
export interface EmailStatus {
  email: string;
  verified: boolean;
}

/**
 * The signed-in user's own account (issue 17): proof of e-mail now; the account page's operations next. Every call
 * acts as the signed-in user and rejects with a DataError (message = the app's, code = the server's token).
 */
export interface AccountBackend {
  readonly mode: 'supabase' | 'demo';
  emailStatus(): Promise<EmailStatus>;
  /** Mails a single-use verification link to the sign-in e-mail (at most 3 an hour). */
  sendVerification(): Promise<EmailStatus>;
  /** The token of that link: proves the address. */
  verifyEmail(token: string): Promise<EmailStatus>;
  /** Ends every session of the account, on every device (this one included). */
  signOutEverywhere(): Promise<void>;
}
