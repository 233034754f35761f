import { getBillingBackend, type BillingOverview } from '@dreampitch/data/billing';
import { useAuth } from '@dreampitch/session';
import { useCallback, useEffect, useState } from 'react';

export interface BillingOverviewState {
  overview: BillingOverview | null;
  loading: boolean;
  error: string | null;
  reload(): Promise<void>;
}

const LOAD_FAILED = 'We could not load your plan details. Check your connection and try again.';

/** The signed-in user's subscription and receipts; loads again when the plan on the profile changes. */
export function useBillingOverview(): BillingOverviewState {
  const { user } = useAuth();
  const [overview, setOverview] = useState<BillingOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const userId = user?.id ?? null;
  const tierKey = `${user?.subscriptionTier ?? ''}:${user?.subscriptionStatus ?? ''}`;

  useEffect(() => {
    if (!userId) return;
    let current = true;
    getBillingBackend()
      .getOverview()
      .then(
        (next) => {
          if (!current) return;
          setOverview(next);
          setError(null);
        },
        () => {
          if (current) setError(LOAD_FAILED);
        },
      );
    return () => {
      current = false;
    };
  }, [userId, tierKey]);

  const reload = useCallback(async () => {
    try {
      setOverview(await getBillingBackend().getOverview());
      setError(null);
    } catch {
      setError(LOAD_FAILED);
    }
  }, []);

  return {
    overview: userId ? overview : null,
    loading: userId !== null && overview === null && error === null,
    error,
    reload,
  };
}
