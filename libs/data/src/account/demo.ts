import { DataError, type DemoBackend } from '@dreampitch/data';
import {
  ageChangeRefusal,
  familyErrorMessage,
  isValidFamilyEmail,
  MESSAGES,
  serverErrorMessage,
} from '@dreampitch/domain';
import { familyError } from '../family/errors';
import type { AccountBackend, AccountExport, EmailStatus } from './account-backend';

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

  async updateNames(firstName: string, lastName: string): Promise<void> {
    await this.status();
    this.backend.editOwnProfile({ first_name: firstName, last_name: lastName });
  }

  /** The server's rules, on the demo profile. */
  async updateAge(age: number): Promise<void> {
    const user = await this.backend.getSession();
    if (!user) throw familyError('not_authenticated');
    const profile = await this.backend.getProfile(user.id);
    const refusal = ageChangeRefusal(profile, age);
    if (refusal)
      throw new DataError(serverErrorMessage(refusal) ?? familyErrorMessage(refusal) ?? refusal, refusal);
    this.backend.editOwnProfile({ age });
  }

  async updateParentEmail(email: string): Promise<void> {
    await this.status();
    if (!isValidFamilyEmail(email)) throw familyError('invalid_email');
    this.backend.editOwnProfile({ parent_email: email.trim().toLowerCase() });
  }

  /** What the demo keeps about the user: the profile and the goals with their sessions. */
  async exportData(): Promise<AccountExport> {
    const user = await this.backend.getSession();
    if (!user) throw familyError('not_authenticated');
    return {
      exportedAt: new Date().toISOString(),
      account: { id: user.id, email: user.email },
      tables: {
        'public.profiles': [await this.backend.getProfile(user.id)],
        'public.goals': await this.backend.listGoals(user.id),
      },
    };
  }

  /** The demo keeps nothing on a server: signing out is what deleting leaves to do. */
  async deleteAccount(): Promise<void> {
    await this.status();
    await this.backend.signOut();
  }

  /** Demo mode mails nothing; the answer is the same as for an address without an account. */
  async requestPasswordReset(): Promise<void> {}

  /** No demo link exists. */
  openMailedLink(): Promise<void> {
    return Promise.reject(new DataError(MESSAGES.emailLinkInvalid, 'otp_expired'));
  }

  async openedRedirect(): Promise<null> {
    return null;
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
