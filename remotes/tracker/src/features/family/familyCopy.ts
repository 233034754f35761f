import type { AccountType } from '@dreampitch/domain';

// The family page's first screen, which its HTML also draws from the stored session before the page's code runs
// (shell/src/prerender/storedFrames.tsx): one copy for both.

/** The family page's heading. */
export const FAMILY_HEADING = 'Family';

/** The line under the heading: a parent is greeted by first name ('coach' without one), a player is told what it is for. */
export function familySubtitle(accountType: AccountType, firstName: string): string {
  return accountType === 'parent'
    ? `Follow your players' training, ${firstName || 'coach'}: goals, progress, check-ins and games.`
    : 'Who can see your training, and at which level.';
}

/** Why a parent is asked to prove their e-mail address (the e-mail check above the family). */
export const PARENT_EMAIL_CHECK_WHY =
  'Requests from players who named your e-mail appear here once you prove the address is yours, and inviting a player needs it too.';

/** Why a player is asked to prove their e-mail address (under the Family panel). */
export const PLAYER_EMAIL_CHECK_WHY =
  'An invitation from a parent or guardian to this e-mail address appears here once you prove the address is yours.';
