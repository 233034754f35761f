import {
  LABELS,
  purchaseRule,
  SIGN_UP_PATH,
  type AccountType,
  type SubscriptionTier,
} from '@dreampitch/domain';

/**
 * Spec §2 'Navigation layout': the link sets for signed-in and signed-out visitors; parents also get Family. A free
 * player under 18 does not buy alone (who may pay, issue 38): the plans page offers "Ask a parent", and so does the nav.
 */
export function navLinksFor(
  signedIn: boolean,
  tier: SubscriptionTier,
  accountType: AccountType = 'player',
  age: number | null = null,
) {
  if (!signedIn) {
    return [
      { to: '/app', label: 'Home' },
      { to: '/app/features', label: 'Features' },
      { to: '/app/goal-tracker', label: 'Goal Tracker' },
      { to: '/app/games', label: 'Games' },
      { to: '/app/auth', label: 'Sign In' },
    ];
  }
  return [
    { to: '/app/dashboard', label: 'Dashboard' },
    ...(accountType === 'parent' ? [{ to: '/app/family', label: 'Family' }] : []),
    { to: '/app/goal-tracker', label: 'Goal Tracker' },
    { to: '/app/games', label: 'Games' },
    { to: '/app/features', label: 'Features' },
    ...(tier === 'free'
      ? [
          {
            to: '/app/plans',
            label: purchaseRule(accountType, age) === 'alone' ? 'Upgrade' : LABELS.askAParent,
          },
        ]
      : []),
    { to: '/app/account', label: 'Account' },
  ];
}

/** Spec §2 footer links; "Sign Up" only for a visitor, since a signed-in user already has an account. */
export function footerLinksFor(signedIn: boolean) {
  return [
    { to: '/app/features', label: 'Features' },
    { to: '/app/plans', label: 'Pricing' },
    { to: '/app/dashboard', label: 'Dashboard' },
    ...(signedIn ? [] : [{ to: SIGN_UP_PATH, label: 'Sign Up' }]),
    { to: '/app/privacy', label: 'Privacy Policy' },
    { to: '/app/terms', label: 'Terms of Service' },
  ];
}
