import { useMutation, useQuery } from '@dreampitch/app-frame/query';
import { getBillingBackend } from '@dreampitch/data/billing';
import type { PaidTier } from '@dreampitch/domain';

/** The prefix of every billing query: a change to the subscription makes all of them stale. */
export const BILLING_QUERIES = 'billing:';

export function useResumeSubscription() {
  return useMutation(() => getBillingBackend().resume(), [BILLING_QUERIES]);
}

export function useCancelSubscription() {
  return useMutation(() => getBillingBackend().cancel(), [BILLING_QUERIES]);
}

/** Saves the tokenised card renewals are charged to (a past-due renewal is charged to it at once). */
export function useUpdateCard() {
  return useMutation((tokenId: string) => getBillingBackend().updateCard(tokenId), [BILLING_QUERIES]);
}

/** The prorated price of moving to `plan` today, as the server will charge it. */
export function usePlanQuote(plan: PaidTier) {
  return useQuery(`${BILLING_QUERIES}quote:${plan}`, () => getBillingBackend().quotePlanChange(plan));
}

/** Charges exactly the quoted amount (the server refuses if it moved; the quote then loads again). */
export function useChangePlan() {
  return useMutation(
    (plan: PaidTier, amountDueCents: number) => getBillingBackend().changePlan(plan, amountDueCents),
    [BILLING_QUERIES],
  );
}

/** The address of Stripe's customer portal, coming back to `returnPath`. */
export function openBillingPortal(returnPath: string): Promise<string> {
  return getBillingBackend().openBillingPortal(returnPath);
}

/**
 * A player asks its linked parents to buy the Parent plan; the server decides whom it mails. The family repository
 * loads only when a player asks, so the plans pages stay as small as they were.
 */
export async function askParentForPlan() {
  const { getFamilyBackend } = await import('@dreampitch/data/family');
  return getFamilyBackend().askParentForPlan();
}
