import type { AuthEmailKind } from '@dreampitch/domain';

/**
 * The sign-in pages' account calls. The account repository is a module of its own, loaded only when one of these
 * runs, so the sign-in pages stay as small as they are.
 */
const account = () => import('@dreampitch/data/account').then(({ getAccountBackend }) => getAccountBackend());

export const authAccount = {
  resendConfirmation: async (email: string) => (await account()).resendConfirmation(email),
  requestPasswordReset: async (email: string) => (await account()).requestPasswordReset(email),
  changePassword: async (password: string) => (await account()).changePassword(password),
  openMailedLink: async (tokenHash: string, type: AuthEmailKind) =>
    (await account()).openMailedLink(tokenHash, type),
};
