import { getBackend } from '@dreampitch/data';
import { getFamilyBackend, type NewChildAccount } from '@dreampitch/data/family';
import { MANAGED_CHILD_MESSAGES } from '@dreampitch/domain';
import { useToast } from '@dreampitch/session';
import { useMemo } from 'react';
import { invalidate, useKeptLoaded } from '../../../lib/useLoaded';
import { FAMILY_KEY, useFamilyWrite } from './useFamily';

// Apart from ./useFamily: the child accounts load after the family page's first render, and their calls with them.

/** The child accounts the signed-in parent manages. */
export function useManagedChildren(userId: string) {
  return useKeptLoaded(
    `${FAMILY_KEY}managed:${userId}`,
    () => getFamilyBackend().listManagedChildren(),
    getBackend(),
  );
}

export function useChildAccountActions() {
  const run = useFamilyWrite();
  const { showToast } = useToast();
  return useMemo(
    () => ({
      create: (account: NewChildAccount) =>
        run((family) => family.createChildAccount(account), MANAGED_CHILD_MESSAGES.created(account.username)),
      resetPassword: (childId: string, password: string, name: string) =>
        run(
          (family) => family.resetChildPassword(childId, password),
          MANAGED_CHILD_MESSAGES.passwordReset(name),
        ),
      /** Throws to the confirming dialog, which shows the failure where the parent asked. */
      async remove(childId: string, name: string) {
        await getFamilyBackend().deleteChildAccount(childId);
        showToast(MANAGED_CHILD_MESSAGES.deleted(name), 'success');
        invalidate(FAMILY_KEY);
      },
    }),
    [run, showToast],
  );
}
