import type { AgeGroup } from './types';

export const AGE_GROUPS: readonly AgeGroup[] = ['8-12', '13-17', '18+'];

/** The in-app user's age group when the profile has none (spec §3). */
export const DEFAULT_AGE_GROUP: AgeGroup = '13-17';

/** Age group from the age given at registration (spec §5): 12 or under, 17 or under, otherwise 18+. */
export function ageGroupForAge(age: number): AgeGroup {
  if (age <= 12) return '8-12';
  if (age <= 17) return '13-17';
  return '18+';
}

export function isAgeGroup(value: unknown): value is AgeGroup {
  return typeof value === 'string' && (AGE_GROUPS as readonly string[]).includes(value);
}
