import { getBillingBackend } from '@dreampitch/data/billing';
import type { PaidTier } from '@dreampitch/domain';
import { useAuth } from '@dreampitch/session';

/** What switching to `plan` costs now, before anything changes. */
export const quotePlanChange = (plan: PaidTier) => getBillingBackend().quotePlanChange(plan);

/**
 * Switches to `plan`, charging exactly `amountDueCents` (the quote shown; the server refuses when the price moved),
 * then reads the plan on the profile again. The overviews follow the profile's plan, so they load again too.
 */
export function useChangePlan() {
  const { refreshProfile } = useAuth();
  return async (plan: PaidTier, amountDueCents: number) => {
    await getBillingBackend().changePlan(plan, amountDueCents);
    await refreshProfile();
  };
}
