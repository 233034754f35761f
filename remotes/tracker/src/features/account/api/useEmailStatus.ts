import { useQuery, type Query } from '@dreampitch/app-frame/query';
import { getAccountBackend, type EmailStatus } from '@dreampitch/data/account';

/** The e-mail status query: a verification or an address change makes it stale. */
export const EMAIL_QUERIES = 'email-status:';

/** The signed-in user's e-mail and whether it is proven (null user id = nothing to load). */
export function useEmailStatus(userId: string | null): Query<EmailStatus> {
  return useQuery(userId ? `${EMAIL_QUERIES}${userId}` : null, () => getAccountBackend().emailStatus());
}
