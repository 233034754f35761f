import { ageGroupForAge } from './ageGroups';
import { ADULT_AGE, AGE_MAX, SIGN_UP_AGE_MIN } from './constants';
import type { AccountType, AgeGroup } from './types';

/**
 * The line under /app/account's heading, the same for every visitor: the page shows it, and so does the
 * shell's frame of it (its HTML and skeleton, shell/src/prerender/storedFrames.tsx) before the page's code runs.
 */
export const ACCOUNT_SUBTITLE = 'Your details, your sign-in and your data.';

/** Under this age a parent's consent is needed; the server's rule (20261125170100_account_profile.sql) uses it too. */
export const PARENTAL_CONSENT_AGE = 13;

export type AgeChangeRefusal = 'player_only' | 'age_out_of_range' | 'parent_changes_age';

/**
 * Why the account page cannot change the age (the token the server answers, SERVER_ERROR_MESSAGES), or null: players
 * only, within the sign-up bounds; a player under 13 leaves the age to a parent, and a player under 18 cannot make
 * it an adult's (an adult pays alone, 20261206300000_teen_age_stays_under_adult.sql).
 */
export function ageChangeRefusal(
  current: { accountType: AccountType; age: number | null },
  next: number,
): AgeChangeRefusal | null {
  if (current.accountType !== 'player') return 'player_only';
  if (!Number.isInteger(next) || next < SIGN_UP_AGE_MIN || next > AGE_MAX) return 'age_out_of_range';
  const { age } = current;
  return (age !== null && age < PARENTAL_CONSENT_AGE && next !== age) ||
    ((age ?? 0) < ADULT_AGE && next >= ADULT_AGE)
    ? 'parent_changes_age'
    : null;
}

const AGE_GROUP_EFFECTS: Record<AgeGroup, string> = {
  '8-12':
    'Age group 8-12: goal ideas and the Decision Drill use wording for younger players, a parent or guardian must consent before training is stored, and only that parent can change your age or remove the link.',
  '13-17':
    'Age group 13-17: goal ideas and drills for teen players. You can manage your own family links; your parent is told if you remove one.',
  '18+': 'Age group 18+: goal ideas and drills for adult players. You manage your own family links.',
};

/** What an age means in the app, shown beside the age before it is saved. */
export function ageGroupEffect(age: number): string {
  return AGE_GROUP_EFFECTS[ageGroupForAge(age)];
}

/** The age typed in an age field, or NaN when it is not a whole number of years. */
export function typedAge(typed: string): number {
  return /^\d{1,3}$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN;
}

/**
 * The hint beside an age field as typed: what that age means for its age group (an adult's too), or what to type when
 * it is not an age yet. Never a range that leaves out the age shown.
 */
export function ageFieldHint(typed: string): string {
  const age = typedAge(typed);
  return age >= SIGN_UP_AGE_MIN && age <= AGE_MAX
    ? ageGroupEffect(age)
    : `Your age in years, from ${SIGN_UP_AGE_MIN} to ${AGE_MAX}.`;
}

/** After asking for a new sign-in e-mail. */
export function emailChangeSentMessage(email: string): string {
  return `We sent a link to ${email}. Your sign-in e-mail changes when you open it; until then, keep using the current one.`;
}

/** What deleting the account does, said before the user confirms. */
export function accountDeletionConsequence(accountType: AccountType): string {
  const common =
    'Your profile, goals, training sessions, check-ins, Quick Track entries, games, achievements, family links and plan history are deleted for good, and you are signed out everywhere.';
  const family =
    accountType === 'parent'
      ? ' The child accounts you created and manage are deleted too; players who linked their own accounts keep them.'
      : ' Your parent no longer sees your training.';
  return `${common}${family} Download your data first if you want a copy. This cannot be undone.`;
}
