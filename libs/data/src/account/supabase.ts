import {
  errorMessage,
  isNetworkFailure,
  MESSAGES,
  NETWORK_ERROR_CODE,
  type AuthEmailKind,
} from '@dreampitch/domain';
import { DataError } from '@dreampitch/data';
import type { DataClient, DataQueries } from '../supabase-backend';
import { callRpc, type RpcArgs, type RpcName } from '../rpc';
import { familyError, toFamilyError } from '../family/errors';
import type { AccountBackend, AccountExport, EmailStatus } from './account-backend';

/**
 * Where the auth server's own link (hosted templates' `{{ .ConfirmationURL }}`, GET /auth/v1/verify) sends the browser
 * once used: the page that finishes that kind of link, AUTH_LINK_PATHS of libs/domain (spelled out: importing it
 * would move the auth mail module into more chunks). It must be in the project's Redirect URLs, else GoTrue uses
 * the Site URL.
 */
export function authRedirectTo(kind: AuthEmailKind): string | undefined {
  return typeof location === 'undefined'
    ? undefined
    : `${location.origin}/app/${kind === 'recovery' ? 'reset-password' : 'confirm-email'}`;
}

/** The account repository over supabase-js: the `account_*` RPC functions. */
export class SupabaseAccountBackend implements AccountBackend {
  /**
   * The app backend's own clients, so both share the signed-in session: `client` for data, `authClient` (supabase-js)
   * for what changes the session or the user.
   */
  constructor(
    private readonly client: () => Promise<DataQueries>,
    private readonly authClient: () => Promise<DataClient>,
    /** The page's fragment at start (SupabaseBackend.authRedirect): supabase-js turns its tokens into the session. */
    private readonly authRedirect = '',
  ) {}

  private async call<T, N extends RpcName = RpcName>(name: N, ...args: RpcArgs<N>): Promise<T> {
    return callRpc<T, N>(
      await this.client(),
      (error) => toFamilyError(error, MESSAGES.somethingWentWrongTryAgain),
      name,
      ...args,
    );
  }

  /**
   * The server also records its answer in the user's app_metadata (`email_proven`), which the family page's HTML
   * reads from the session stored on this device to choose its first notice (shell/src/prerender/storedFrames.tsx).
   * When the stored session says otherwise (a proof since it was issued, on this device or another), it is refreshed,
   * not awaited: the next visit's first view is then right.
   */
  async emailStatus(): Promise<EmailStatus> {
    const status = await this.call<EmailStatus, 'account_email_status'>('account_email_status');
    const { session } = (await (await this.client()).auth.getSession()).data;
    if (session && (session.user.app_metadata.email_proven === true) !== status.verified)
      this.authClient().then(
        (client) => void client.auth.refreshSession(),
        () => {},
      );
    return status;
  }

  sendVerification(): Promise<EmailStatus> {
    return this.call('account_send_verification');
  }

  verifyEmail(token: string): Promise<EmailStatus> {
    return this.call('account_verify_email', { p_token: token });
  }

  async signOutEverywhere(): Promise<void> {
    const client = await this.authClient();
    const { error } = await client.auth.signOut({ scope: 'global' });
    if (error) throw toFamilyError(error, 'Could not sign out. Please try again.');
  }

  async updateNames(firstName: string, lastName: string): Promise<void> {
    const client = await this.client();
    const { data } = await client.auth.getSession();
    const userId = data.session?.user.id;
    if (!userId) throw familyError('not_authenticated');
    const { error } = await client
      .from('profiles')
      .update({ first_name: firstName, last_name: lastName })
      .eq('id', userId);
    if (error) throw toFamilyError(error, MESSAGES.profileSaveFailed);
    await this.keepStoredUserInStep({ first_name: firstName, last_name: lastName });
  }

  async updateAge(age: number): Promise<void> {
    await this.call('account_update_age', { p_age: age });
    await this.keepStoredUserInStep({ age });
  }

  async updateParentEmail(email: string): Promise<void> {
    await this.call('account_update_parent_email', { p_email: email });
    // As the server keeps it (account_update_parent_email).
    await this.keepStoredUserInStep({ parentEmail: email.trim().toLowerCase() });
  }

  /**
   * The session stored on this device carries the details given at sign-up (its user's metadata), and the HTML of
   * the dashboard and the account page draws from it before the profile loads (shell/src/firstPaint/fillFrame.ts): keep it in step with the profile just saved. The profile is saved either way; if this fails,
   * the old details show until the page's own replace them.
   */
  private async keepStoredUserInStep(data: Record<string, unknown>): Promise<void> {
    await (await this.authClient()).auth.updateUser({ data });
  }

  exportData(): Promise<AccountExport> {
    return this.call('account_export');
  }

  async deleteAccount(): Promise<void> {
    await this.call('account_delete');
    // The account's sessions went with it; what this device still holds is dropped (the server's 403 is expected).
    const client = await this.authClient();
    await client.auth.signOut({ scope: 'local' });
  }

  /** Runs an auth call; its error as the app's message, keeping GoTrue's code. */
  private async auth(
    work: (client: DataClient) => Promise<{ error: unknown }>,
    fallback: string,
  ): Promise<void> {
    const { error } = await work(await this.authClient());
    if (!error) return;
    const code = (error as { code?: unknown }).code;
    // A request that never reached the server keeps that mark: each form words it as it must (errorMessage's
    // `unreached`); the auth client's own code for it says nothing of the kind.
    const mark = isNetworkFailure(error) ? NETWORK_ERROR_CODE : typeof code === 'string' ? code : null;
    throw new DataError(errorMessage(error, fallback), mark);
  }

  requestPasswordReset(email: string): Promise<void> {
    return this.auth(
      (client) => client.auth.resetPasswordForEmail(email, { redirectTo: authRedirectTo('recovery') }),
      MESSAGES.genericError,
    );
  }

  openMailedLink(tokenHash: string, type: AuthEmailKind): Promise<void> {
    // GoTrue calls a sign-up confirmation 'email' (its older name 'signup' is deprecated).
    const otpType = type === 'signup' ? 'email' : type;
    return this.auth(
      (client) => client.auth.verifyOtp({ token_hash: tokenHash, type: otpType }),
      MESSAGES.emailLinkInvalid,
    );
  }

  async openedRedirect(): Promise<AuthEmailKind | null> {
    const params = new URLSearchParams(this.authRedirect.slice(1));
    const code = params.get('error_code');
    if (code || params.has('error_description')) throw new DataError(MESSAGES.emailLinkInvalid, code);
    const type = params.get('type');
    if (!params.has('access_token') || !type || !['recovery', 'signup', 'email_change'].includes(type))
      return null;
    // Creating the client read the tokens: its session is the link's, or the link opened nothing.
    const { data } = await (await this.authClient()).auth.getSession();
    if (!data.session) throw new DataError(MESSAGES.emailLinkInvalid, 'otp_expired');
    return type as AuthEmailKind;
  }

  resendConfirmation(email: string): Promise<void> {
    return this.auth(
      (client) =>
        client.auth.resend({ type: 'signup', email, options: { emailRedirectTo: authRedirectTo('signup') } }),
      MESSAGES.genericError,
    );
  }

  changePassword(newPassword: string, currentPassword?: string): Promise<void> {
    return this.auth(
      (client) =>
        client.auth.updateUser({
          password: newPassword,
          ...(currentPassword === undefined ? {} : { current_password: currentPassword }),
        }),
      MESSAGES.passwordChangeFailed,
    );
  }

  changeEmail(newEmail: string): Promise<void> {
    return this.auth(
      (client) =>
        client.auth.updateUser({ email: newEmail }, { emailRedirectTo: authRedirectTo('email_change') }),
      MESSAGES.genericError,
    );
  }
}
