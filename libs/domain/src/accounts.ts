import { isSubscribed } from './subscription';
import type { AccountType, SubscriptionTier } from './types';

/** The auth page opened in sign-up mode: every "Sign Up" and "Create Free Account" link points here. */
export const SIGN_UP_PATH = '/app/auth?mode=signup';
export const SIGN_IN_PATH = '/app/auth';

/** The auth page's starting mode from its query string (`?mode=signup`); sign-in otherwise (spec §2 screen 1). */
export function authModeFromSearch(search: string): 'signIn' | 'signUp' {
  return new URLSearchParams(search).get('mode') === 'signup' ? 'signUp' : 'signIn';
}

/** The auth page opened on "Forgot password?" (where an expired reset link sends the user for a new one). */
export const FORGOT_PASSWORD_PATH = `${SIGN_IN_PATH}?mode=forgot`;

export function isForgotPasswordSearch(search: string): boolean {
  return new URLSearchParams(search).get('mode') === 'forgot';
}

/**
 * Where a signed-in user goes when nothing else was asked for: a parent to the family page, a subscriber to the
 * dashboard, everyone else to the goal tracker. Never the payment page: the spec's default `/dashboard` would send
 * a free user there through the guard (docs/SPEC-REVIEW.md).
 */
export function defaultDestination(user: {
  accountType: AccountType;
  effectiveTier: SubscriptionTier;
}): string {
  if (user.accountType === 'parent') return '/app/family';
  return isSubscribed(user.effectiveTier) ? '/app/dashboard' : '/app/goal-tracker';
}
