import { getAccountBackend, type EmailStatus } from '@dreampitch/data/account';
import { invalidate } from '../../../lib/useLoaded';
import { EMAIL_STATUS_KEY } from './useAccount';

// Apart from useEmailStatus: the family page reads the status, and only the account page makes these calls.

/** What the profile form changed; only those are sent, each through its own server operation. */
export interface ProfileChanges {
  names?: { firstName: string; lastName: string };
  age?: number;
  parentEmail?: string;
}

/** The account's calls; a verified e-mail reloads every e-mail status on screen. */
export const accountCalls = {
  sendVerification: () => getAccountBackend().sendVerification(),
  async verifyEmail(token: string): Promise<EmailStatus> {
    const status = await getAccountBackend().verifyEmail(token);
    invalidate(EMAIL_STATUS_KEY);
    return status;
  },
  signOutEverywhere: () => getAccountBackend().signOutEverywhere(),
  exportData: () => getAccountBackend().exportData(),
  deleteAccount: () => getAccountBackend().deleteAccount(),
  changeEmail: (address: string) => getAccountBackend().changeEmail(address),
  changePassword: (password: string, current: string) =>
    getAccountBackend().changePassword(password, current),
  async saveProfile({ names, age, parentEmail }: ProfileChanges): Promise<void> {
    const account = getAccountBackend();
    if (names) await account.updateNames(names.firstName, names.lastName);
    if (age !== undefined) await account.updateAge(age);
    if (parentEmail !== undefined) await account.updateParentEmail(parentEmail);
  },
};
