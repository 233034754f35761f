import { invalidateQueries, useQuery } from '@dreampitch/app-frame/query';
import { getBillingBackend, type BillingOverview } from '@dreampitch/data/billing';
import { useAuth } from '@dreampitch/session';
import { useEffect, useRef } from 'react';
import { BILLING_QUERIES } from './subscription';

export interface BillingOverviewState {
  overview: BillingOverview | null;
  loading: boolean;
  error: string | null;
  reload(): void;
}

const LOAD_FAILED = 'We could not load your plan details. Check your connection and try again.';

/**
 * The signed-in user's subscription and receipts; loads again when the plan on the profile changes and after
 * every subscription change (the mutations in ./subscription make `billing:` stale).
 */
export function useBillingOverview(): BillingOverviewState {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const tierKey = `${user?.subscription_tier ?? ''}:${user?.subscription_status ?? ''}`;
  const query = useQuery(userId ? `${BILLING_QUERIES}overview:${userId}` : null, () =>
    getBillingBackend().getOverview(),
  );
  // A plan changed elsewhere (checkout, a renewal seen by the session): the overview on screen stays until the new
  // one is in.
  const seenTier = useRef(tierKey);
  useEffect(() => {
    if (seenTier.current === tierKey) return;
    seenTier.current = tierKey;
    invalidateQueries(BILLING_QUERIES);
  }, [tierKey]);
  const error = query.error && !query.loading ? LOAD_FAILED : null;
  return {
    overview: query.data,
    loading: query.data === null && query.loading,
    error,
    reload: query.reload,
  };
}
