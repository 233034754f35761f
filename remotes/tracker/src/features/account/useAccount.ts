import { getAccountBackend, type EmailStatus } from '@dreampitch/data/account';
import { useQuery, type Query } from '@dreampitch/app-frame/query';

/** The signed-in user's e-mail and whether it is proven (null user id = nothing to load). */
export function useEmailStatus(userId: string | null): Query<EmailStatus> {
  return useQuery(userId ? `email-status:${userId}` : null, () => getAccountBackend().emailStatus());
}
