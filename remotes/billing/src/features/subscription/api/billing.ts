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

/** The reload of every overview on screen: a change to the subscription invalidates them all. */
const shownOverviews = new Set<() => Promise<void>>();

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

  useEffect(() => {
    shownOverviews.add(reload);
    return () => {
      shownOverviews.delete(reload);
    };
  }, [reload]);

  return {
    overview: userId ? overview : null,
    loading: userId !== null && overview === null && error === null,
    error,
    reload,
  };
}

/**
 * What a subscriber changes. Each change runs on the server, then the plan on the profile and every overview on
 * screen are read again, so the page shows the result without anyone passing a reload around.
 */
export function useSubscriptionChanges() {
  const { refreshProfile } = useAuth();
  const settle = async (change: Promise<void>) => {
    await change;
    await refreshProfile();
    await Promise.all([...shownOverviews].map((reload) => reload()));
  };
  return {
    cancel: () => settle(getBillingBackend().cancel()),
    resume: () => settle(getBillingBackend().resume()),
    /** `token` is the card provider's token of the new card; a failed renewal is charged to it at once. */
    updateCard: (token: string) => settle(getBillingBackend().updateCard(token)),
  };
}

/** Stripe's customer portal for the signed-in subscriber; resolves the address to open. */
export const openBillingPortal = (returnPath: string) => getBillingBackend().openBillingPortal(returnPath);
