import { MESSAGES } from '@dreampitch/domain';
import type { DataClient } from '../supabase-backend';
import { callRpc, type RpcArgs, type RpcName } from '../rpc';
import { toFamilyError } from '../family/errors';
import type { AccountBackend, EmailStatus } from './account-backend';

/** The account repository over supabase-js: the `account_*` RPC functions. */
export class SupabaseAccountBackend implements AccountBackend {
  readonly mode = 'supabase' as const;

  /** `client` is the app backend's own client, so both share the signed-in session. */
  constructor(private readonly client: () => Promise<DataClient>) {}

  private async call<T, N extends RpcName = RpcName>(name: N, ...args: RpcArgs<N>): Promise<T> {
    return callRpc<T, N>(
      await this.client(),
      (error) => toFamilyError(error, MESSAGES.somethingWentWrongTryAgain),
      name,
      ...args,
    );
  }

  emailStatus(): Promise<EmailStatus> {
    return this.call('account_email_status');
  }

  sendVerification(): Promise<EmailStatus> {
    return this.call('account_send_verification');
  }

  verifyEmail(token: string): Promise<EmailStatus> {
    return this.call('account_verify_email', { p_token: token });
  }

  async signOutEverywhere(): Promise<void> {
    const client = await this.client();
    const { error } = await client.auth.signOut({ scope: 'global' });
    if (error) throw toFamilyError(error, 'Could not sign out. Please try again.');
  }
}
