import { getBackend } from '@dreampitch/data';
import { getAccountBackend, type EmailStatus } from '@dreampitch/data/account';
import { useKeptLoaded, type Loaded } from '../../../lib/useLoaded';

/** Every e-mail status query's key starts with this. */
export const EMAIL_STATUS_KEY = 'email-status:';

/** The signed-in user's e-mail and whether it is proven (null user id = nothing to load). */
export function useEmailStatus(userId: string | null): Loaded<EmailStatus> {
  return useKeptLoaded(
    userId ? `${EMAIL_STATUS_KEY}${userId}` : null,
    () => getAccountBackend().emailStatus(),
    getBackend(),
  );
}
