import { getFamilyBackend } from '@dreampitch/data/family';
import { MESSAGES, errorMessage, type FamilyLink, type FamilyMessages } from '@dreampitch/domain';
import { useToast } from '@dreampitch/session';
import { useCallback } from 'react';
import { useLoaded, type Loaded } from '../../lib/useLoaded';

/** The signed-in user's family links (null user id = nothing to load). */
export function useFamilyLinks(userId: string | null): Loaded<FamilyLink[]> {
  return useLoaded(userId ? `family-links:${userId}` : null, () => getFamilyBackend().listLinks());
}

export function useFamilyMessages(userId: string | null, enabled: boolean): Loaded<FamilyMessages> {
  return useLoaded(enabled && userId ? `family-messages:${userId}` : null, () =>
    getFamilyBackend().listMessages(),
  );
}

/**
 * Runs a family action, toasts its success message or its error, and calls `after` on success. Resolves whether
 * the action succeeded, so forms can clear themselves.
 */
export function useFamilyAction() {
  const { showToast } = useToast();
  return useCallback(
    async (action: () => Promise<unknown>, success: string, after?: () => void): Promise<boolean> => {
      try {
        await action();
        showToast(success, 'success');
        after?.();
        return true;
      } catch (error) {
        showToast(errorMessage(error, MESSAGES.somethingWentWrongTryAgain), 'error');
        return false;
      }
    },
    [showToast],
  );
}
