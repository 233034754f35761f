import type { PaidTier, SubscriptionTier } from './types';

export const SUBSCRIPTION_TIERS: readonly SubscriptionTier[] = ['free', 'pro', 'parent'];
export const PAID_TIERS: readonly PaidTier[] = ['pro', 'parent'];

export function isSubscriptionTier(value: unknown): value is SubscriptionTier {
  return typeof value === 'string' && (SUBSCRIPTION_TIERS as readonly string[]).includes(value);
}

export function isPaidTier(value: unknown): value is PaidTier {
  return typeof value === 'string' && (PAID_TIERS as readonly string[]).includes(value);
}

/** The tier the app works with: the user's tier, free when unknown or signed out (spec §4). */
export function effectiveTier(tier: SubscriptionTier | null | undefined): SubscriptionTier {
  return tier ?? 'free';
}

/** Whether the route guard lets a user into subscription-only pages: pro and parent count as subscribed. */
export function isSubscribed(tier: SubscriptionTier | null | undefined): boolean {
  return isPaidTier(tier);
}

/** The nav shows "Upgrade" only to free users (spec §2). */
export function showsUpgradeLink(tier: SubscriptionTier | null | undefined): boolean {
  return effectiveTier(tier) === 'free';
}
