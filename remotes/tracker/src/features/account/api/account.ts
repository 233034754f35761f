import { mutate } from '@dreampitch/app-frame/query';
import { getAccountBackend, type AccountBackend } from '@dreampitch/data/account';
import { EMAIL_QUERIES } from './useEmailStatus';

const change = <R>(call: (account: AccountBackend) => Promise<R>) =>
  mutate(() => call(getAccountBackend()), [EMAIL_QUERIES]);

/**
 * The account page's writes. Names, age and plan live on the session's profile, so their callers refresh it
 * (useAuth().refreshProfile); the e-mail status query is this feature's own and reloads after each write.
 */
export const accountCommands = {
  sendVerification: () => change((account) => account.sendVerification()),
  verifyEmail: (token: string) => change((account) => account.verifyEmail(token)),
  changeEmail: (address: string) => change((account) => account.changeEmail(address)),
  changePassword: (password: string, current?: string) =>
    getAccountBackend().changePassword(password, current),
  signOutEverywhere: () => getAccountBackend().signOutEverywhere(),
  exportData: () => getAccountBackend().exportData(),
  deleteAccount: () => getAccountBackend().deleteAccount(),
  /** Saves what changed of the profile, names first, as the form lists them. */
  async updateProfile(changes: {
    names?: { firstName: string; lastName: string };
    age?: number;
    parentEmail?: string;
  }): Promise<void> {
    const account = getAccountBackend();
    if (changes.names) await account.updateNames(changes.names.firstName, changes.names.lastName);
    if (changes.age !== undefined) await account.updateAge(changes.age);
    if (changes.parentEmail !== undefined) await account.updateParentEmail(changes.parentEmail);
  },
};
