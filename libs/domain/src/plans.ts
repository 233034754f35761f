import { PLAN_PRICES_CENTS } from './checkout';
import { FREE_GOAL_LIMIT } from './constants';
import { LABELS } from './messages';
import type { PurchaseRule } from './purchaseRules';
import { effectiveTier, isPaidTier } from './subscription';
import type { AccountType, PaidTier, Plan, SubscriptionTier } from './types';

/**
 * What the Parent plan gives the players linked to the parent (private.effective_plan in
 * 20261204110000_family_plan_covers_children.sql), as the Parent card and the comparison table say it.
 */
export const FAMILY_PLAN_FEATURE = 'Pro for every linked player';

/** The three plans of spec §6 and §9, in display order. */
export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    period: 'forever',
    description: 'Everything you need to start tracking your goals.',
    // The spec's "community access" has nothing behind it in the app, so the card does not sell it (SPEC-REVIEW).
    features: [
      `Up to ${FREE_GOAL_LIMIT} goals`,
      'Daily check-ins',
      'Basic progress tracking',
      'Completion badges',
    ],
    limitations: [
      'No advanced analytics',
      'No parental controls',
      'No premium support',
      'No mindset tools',
      'No skill suggestions',
      'No notifications',
      'Basic reporting only',
    ],
    popular: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: PLAN_PRICES_CENTS.pro / 100,
    period: 'month',
    description: 'For players serious about reaching their potential.',
    features: [
      'Unlimited goals',
      'Everything in Free',
      'Advanced analytics',
      'Skill suggestions',
      'Mindset tools',
      'Progress predictions',
      'Premium support',
      'Data export',
      'Custom goal templates',
      'Notifications',
    ],
    popular: true,
  },
  {
    id: 'parent',
    name: 'Parent',
    price: PLAN_PRICES_CENTS.parent / 100,
    period: 'month',
    description:
      'All of Pro for you and every player linked to you, plus the tools to support and protect them.',
    // Only what the family features really do (issue 12): the spec's content filtering and direct coach
    // communication are not built, so the card does not sell them.
    features: [
      'Everything in Pro',
      FAMILY_PLAN_FEATURE,
      'Parental dashboard',
      'Child progress monitoring',
      'Goal approval',
      'Daily game-time limit',
      'Parent notifications',
      'Multiple child accounts',
      'Family reports',
    ],
    popular: false,
  },
];

export function planById(id: SubscriptionTier): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

/** "$5/month", "$0 forever". */
export function planPriceLabel(plan: Plan): string {
  return plan.price === 0 ? `$0 ${plan.period}` : `$${plan.price}/${plan.period}`;
}

/** Rows of the plans page comparison table: a feature and what each tier gets. */
export const PLAN_COMPARISON: readonly {
  feature: string;
  free: string | boolean;
  pro: string | boolean;
  parent: string | boolean;
}[] = [
  { feature: 'Goals', free: `Up to ${FREE_GOAL_LIMIT}`, pro: 'Unlimited', parent: 'Unlimited' },
  { feature: 'Daily check-ins', free: true, pro: true, parent: true },
  { feature: 'Progress tracking', free: 'Basic', pro: 'Advanced', parent: 'Advanced' },
  { feature: 'Completion badges', free: true, pro: true, parent: true },
  { feature: 'Advanced analytics', free: false, pro: true, parent: true },
  { feature: 'Skill suggestions', free: false, pro: true, parent: true },
  { feature: 'Mindset tools', free: false, pro: true, parent: true },
  { feature: 'Progress predictions', free: false, pro: true, parent: true },
  { feature: 'Custom goal templates', free: false, pro: true, parent: true },
  { feature: 'Data export', free: false, pro: true, parent: true },
  { feature: 'Notifications', free: false, pro: true, parent: true },
  { feature: 'Premium support', free: false, pro: true, parent: true },
  { feature: FAMILY_PLAN_FEATURE, free: false, pro: false, parent: true },
  { feature: 'Parental controls', free: false, pro: false, parent: true },
  { feature: 'Daily game-time limit', free: false, pro: false, parent: true },
  { feature: 'Multiple child accounts', free: false, pro: false, parent: true },
  { feature: 'Family reports', free: false, pro: false, parent: true },
];

export type PlanButton =
  | { label: string; disabled: boolean; action: 'none' }
  | { label: string; disabled: false; action: 'signUp' }
  | { label: string; disabled: false; action: 'cancel' }
  | { label: string; disabled: false; action: 'ask-parent'; selectedPlan: PaidTier }
  | { label: string; disabled: false; action: 'subscribe'; selectedPlan: PaidTier };

/**
 * The plan card button (spec §2, issue 20): "Current Plan" (disabled) on the current tier; "Downgrade" on Free for
 * a paid user (a cancellation at the end of the period); "Switch to …" between paid plans (a prorated switch);
 * "Ask a parent" on Parent for a player (the Parent plan is bought by a parent account), and on Pro for a player
 * who does not pay alone (`rule`, purchaseRules.ts); otherwise "Upgrade Now".
 * A paid plan navigates to /app/subscription with it selected. A signed-out visitor (`currentTier` null) has no
 * plan, so nothing is "current": Free offers "Start Free", which opens sign-up.
 */
export function planButton(
  planId: SubscriptionTier,
  currentTier: SubscriptionTier | null,
  accountType: AccountType | null = null,
  rule: PurchaseRule = 'alone',
): PlanButton {
  if (currentTier === null && !isPaidTier(planId)) {
    return { label: LABELS.startFree, disabled: false, action: 'signUp' };
  }
  const tier = effectiveTier(currentTier);
  if (planId === tier) return { label: LABELS.currentPlan, disabled: true, action: 'none' };
  if (!isPaidTier(planId)) return { label: LABELS.downgrade, disabled: false, action: 'cancel' };
  if (planId === 'parent' && accountType === 'player') {
    return { label: LABELS.askAParent, disabled: false, action: 'ask-parent', selectedPlan: 'parent' };
  }
  if (rule !== 'alone' && !isPaidTier(tier)) {
    return { label: LABELS.askAParent, disabled: false, action: 'ask-parent', selectedPlan: planId };
  }
  const label = isPaidTier(tier) ? `Switch to ${planById(planId).name}` : LABELS.upgradeNow;
  return { label, disabled: false, action: 'subscribe', selectedPlan: planId };
}
