import { FREE_GOAL_LIMIT, MAX_SELECTED_GOALS } from './constants';
import { MESSAGES } from './messages';
import { effectiveTier } from './subscription';
import type { SubscriptionTier } from './types';

/*
 * The plans' goal limits, apart from the plans' table (plans.ts): the goal tracker, the dashboard and the wizard ask
 * them on their first screen, and carrying the table of every plan's features with them would cost each of those
 * pages.
 */

/** Maximum number of goals a tier may hold; `Infinity` for unlimited. Anonymous visitors count as free. */
export function planGoalLimit(tier: SubscriptionTier | null | undefined): number {
  return effectiveTier(tier) === 'free' ? FREE_GOAL_LIMIT : Number.POSITIVE_INFINITY;
}

/** A goal can be created only while the current count is below the plan's maximum (spec §6). */
export function canCreateGoal(currentCount: number, tier: SubscriptionTier | null | undefined): boolean {
  return currentCount < planGoalLimit(tier);
}

/**
 * How many goals the wizard lets a player choose (spec §4 at most 3, §6 the plan's limit): a free or anonymous player
 * only as many as the plan still allows next to the active goals already held.
 */
export function wizardGoalAllowance(tier: SubscriptionTier | null | undefined, activeGoals: number): number {
  return Math.max(0, Math.min(MAX_SELECTED_GOALS, planGoalLimit(tier) - activeGoals));
}

/** Whether saving `newCount` more goals on top of `existingCount` stays within the plan (spec §5). */
export function canSaveGoals(
  existingCount: number,
  newCount: number,
  tier: SubscriptionTier | null | undefined,
): boolean {
  return existingCount + newCount <= planGoalLimit(tier);
}

/** The upgrade prompt shows for free users with 1 or more goals (spec §6). */
export function showsUpgradePrompt(tier: SubscriptionTier | null | undefined, goalCount: number): boolean {
  return effectiveTier(tier) === 'free' && goalCount >= 1;
}

/** The upgrade prompt's message for a goal count (spec §9). */
export function upgradePromptMessage(goalCount: number): string {
  if (goalCount >= FREE_GOAL_LIMIT) return MESSAGES.upgradeAtFreeLimit;
  if (goalCount >= 1) return MESSAGES.upgradeAfterFirstGoal;
  return MESSAGES.upgradeDefault;
}
