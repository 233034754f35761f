import { DEFAULT_AGE_GROUP, ageGroupForAge } from './ageGroups';
import { goalCompletionRate } from './goals';
import { normaliseNotificationPreferences } from './notifications';
import type { AccountType, AgeGroup, AppUser, Goal, Profile, RegistrationPayload } from './types';

export const DEFAULT_POSITION_PREFERENCE = 'versatile';
export const DEFAULT_TRAINING_AVAILABILITY = 'medium';

/** The parts of an authenticated account `toAppUser` reads (structurally matches the data layer's auth user). */
export interface AuthIdentity {
  id: string;
  email: string;
  metadata?: {
    first_name?: string;
    last_name?: string;
    accountType?: AccountType;
    age?: number | null;
    parentEmail?: string | null;
  };
}

/**
 * The in-app user from the profile row and the auth account (spec §3). Profile values win; the account's sign-up
 * metadata fills gaps. Defaults: age group 13-17, position versatile, availability medium, tier free.
 */
export function toAppUser(profile: Profile | null, identity: AuthIdentity, goals: Goal[] = []): AppUser {
  const metadata = identity.metadata ?? {};
  return {
    id: identity.id,
    email: profile?.email ?? identity.email,
    first_name: profile?.first_name ?? metadata.first_name ?? '',
    last_name: profile?.last_name ?? metadata.last_name ?? '',
    accountType: profile?.account_type ?? metadata.accountType ?? 'player',
    age: profile?.age ?? metadata.age ?? null,
    age_group: profile?.age_group ?? DEFAULT_AGE_GROUP,
    skill_level: profile?.skill_level ?? 'beginner',
    position_preference: DEFAULT_POSITION_PREFERENCE,
    training_availability: DEFAULT_TRAINING_AVAILABILITY,
    parentEmail: profile?.parent_email ?? metadata.parentEmail ?? null,
    subscription_tier: profile?.subscription_plan ?? 'free',
    subscription_status: profile?.subscription_status ?? 'inactive',
    notificationPreferences: normaliseNotificationPreferences(profile?.notification_preferences),
    goals,
    completedGoals: goals.filter((goal) => goal.status === 'completed').length,
    goalCompletionRate: goalCompletionRate(goals),
  };
}

export type ProfileInsert = Pick<
  Profile,
  | 'id'
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'account_type'
  | 'age'
  | 'age_group'
  | 'skill_level'
  | 'parent_email'
  | 'subscription_plan'
>;

/**
 * The profile created at registration (spec §5): age group from the player's age, skill level beginner, plan free,
 * e-mail from the session. Parents give no age and are adults, so their group is 18+.
 */
export function newProfileFor(
  userId: string,
  sessionEmail: string,
  payload: RegistrationPayload,
): ProfileInsert {
  const isPlayer = payload.accountType === 'player';
  const age = isPlayer && payload.age !== undefined ? payload.age : null;
  const ageGroup: AgeGroup = age === null ? '18+' : ageGroupForAge(age);
  return {
    id: userId,
    email: sessionEmail,
    first_name: payload.first_name,
    last_name: payload.last_name,
    account_type: payload.accountType,
    age,
    age_group: ageGroup,
    skill_level: 'beginner',
    parent_email: isPlayer ? (payload.parentEmail ?? null) : null,
    subscription_plan: 'free',
  };
}
