import type { PaidTier } from './types';

/**
 * How the upgrade page presents each paid plan (its hero; `icon` names a drawing of libs/ui's Icon); prices and features come from PLANS. The page's HTML
 * shows the Pro hero before any script (the shell's frame of /app/subscription), so it is written once, here.
 */
export const UPGRADE_LOOK: Record<PaidTier, { icon: 'zap' | 'family'; headline: string; tagline: string }> = {
  pro: {
    icon: 'zap',
    headline: 'Upgrade to DreamPitch Pro',
    tagline: 'Unlimited goals, advanced analytics and mindset tools to take your game further.',
  },
  parent: {
    icon: 'family',
    headline: 'Upgrade to DreamPitch Parent',
    tagline: 'Everything in Pro, plus the tools to support and protect your young player.',
  },
};

/**
 * Plan preselected on the upgrade page from navigation state; pro unless pro or parent was passed. Here, beside the
 * hero, not with the tier rules the shell's start-up uses: only the upgrade page and its frame load it.
 */
export function selectedPlanFromState(state: unknown): PaidTier {
  if (typeof state !== 'object' || state === null || !('selectedPlan' in state)) return 'pro';
  const plan = state.selectedPlan;
  return plan === 'pro' || plan === 'parent' ? plan : 'pro';
}
