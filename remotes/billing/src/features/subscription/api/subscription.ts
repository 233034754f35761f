import { getBillingBackend } from '@dreampitch/data/billing';
import type { PaidTier } from '@dreampitch/domain';

/**
 * The subscription's writes and the plan-change quote. Plain calls rather than cached queries: each page holds one
 * overview (useBillingOverview) and reloads it after a write, and a query cache would cost this remote more bytes
 * than its budget has left.
 */
export const resumeSubscription = () => getBillingBackend().resume();
export const cancelSubscription = () => getBillingBackend().cancel();
/** Saves the tokenised card renewals are charged to (a past-due renewal is charged to it at once). */
export const updateCard = (tokenId: string) => getBillingBackend().updateCard(tokenId);
/** The prorated price of moving to `plan` today, as the server will charge it. */
export const quotePlanChange = (plan: PaidTier) => getBillingBackend().quotePlanChange(plan);
/** Charges exactly the quoted amount (the server refuses if it moved). */
export const changePlan = (plan: PaidTier, amountDueCents: number) =>
  getBillingBackend().changePlan(plan, amountDueCents);
/** The address of Stripe's customer portal, coming back to `returnPath`. */
export const openBillingPortal = (returnPath: string) => getBillingBackend().openBillingPortal(returnPath);

/**
 * A player asks its linked parents to buy the Parent plan; the server decides whom it mails. The family repository
 * loads only when a player asks, so the plans pages stay as small as they were.
 */
export async function askParentForPlan() {
  const { getFamilyBackend } = await import('@dreampitch/data/family');
  return getFamilyBackend().askParentForPlan();
}
