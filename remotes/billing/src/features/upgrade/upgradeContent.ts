import type { PaidTier } from '@dreampitch/domain';

/** How the upgrade page presents each paid plan; prices and features come from the domain's PLANS. */
export const UPGRADE_LOOK: Record<PaidTier, { icon: string; headline: string; tagline: string }> = {
  pro: {
    icon: '⚡',
    headline: 'Upgrade to DreamPitch Pro',
    tagline: 'Unlimited goals, advanced analytics and mindset tools to take your game further.',
  },
  parent: {
    icon: '👨‍👩‍👧',
    headline: 'Upgrade to DreamPitch Parent',
    tagline: 'Everything in Pro, plus the tools to support and protect your young player.',
  },
};

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Setting small weekly goals made training click for me. I can see my passing getting better every month.',
    name: 'Leo',
    role: 'Player, age 14',
  },
  {
    quote:
      'I finally know what my daughter is working on between practices, and she loves showing me her badges.',
    name: 'Priya',
    role: 'Parent of a 10-year-old',
  },
  {
    quote:
      'The mindset tools helped me stay calm before matches. Worth it for any player who wants to improve.',
    name: 'Jordan',
    role: 'Player, age 17',
  },
];
