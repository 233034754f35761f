import { DataError, type DemoBackend } from '@dreampitch/data';
import { MESSAGES } from '@dreampitch/domain';
import { familyError } from '../family/errors';
import type { AccountBackend, EmailStatus } from './account-backend';

/** Demo mode sends no mail: every demo address counts as proven and no verification link exists. */
export class DemoAccountBackend implements AccountBackend {
  readonly mode = 'demo' as const;

  constructor(private readonly backend: DemoBackend) {}

  private async status(): Promise<EmailStatus> {
    const user = await this.backend.getSession();
    if (!user) throw familyError('not_authenticated');
    return { email: user.email, verified: true };
  }

  emailStatus(): Promise<EmailStatus> {
    return this.status();
  }

  sendVerification(): Promise<EmailStatus> {
    return this.status();
  }

  async verifyEmail(): Promise<EmailStatus> {
    await this.status();
    throw familyError('invalid_token');
  }

  async signOutEverywhere(): Promise<void> {
    await this.backend.signOut();
  }

  /** Demo mode mails nothing; the answer is the same as for an address without an account. */
  async requestPasswordReset(): Promise<void> {}

  /** No demo link exists. */
  openMailedLink(): Promise<void> {
    return Promise.reject(new DataError(MESSAGES.emailLinkInvalid, 'otp_expired'));
  }

  async resendConfirmation(): Promise<void> {}

  /** The demo user's password is not checked anywhere: there is nothing to change. */
  async changePassword(): Promise<void> {
    await this.status();
  }

  async changeEmail(): Promise<void> {
    await this.status();
  }
}
