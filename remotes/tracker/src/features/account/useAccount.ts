import { getAccountBackend, type EmailStatus } from '@dreampitch/data/account';
import { useLoaded, type Loaded } from '../../lib/useLoaded';

/** The signed-in user's e-mail and whether it is proven (null user id = nothing to load). */
export function useEmailStatus(userId: string | null): Loaded<EmailStatus> {
  return useLoaded(userId ? `email-status:${userId}` : null, () => getAccountBackend().emailStatus());
}
