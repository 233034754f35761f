import { DEFAULT_AGE_GROUP } from './ageGroups';
import { goalCompletionRate } from './goals';
import { normaliseNotificationPreferences } from './notifications';
import type { AccountType, AppUser, Goal, Profile } from './types';

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
    firstName: profile?.firstName ?? metadata.first_name ?? '',
    lastName: profile?.lastName ?? metadata.last_name ?? '',
    accountType: profile?.accountType ?? metadata.accountType ?? 'player',
    age: profile?.age ?? metadata.age ?? null,
    ageGroup: profile?.ageGroup ?? DEFAULT_AGE_GROUP,
    skillLevel: profile?.skillLevel ?? 'beginner',
    positionPreference: DEFAULT_POSITION_PREFERENCE,
    trainingAvailability: DEFAULT_TRAINING_AVAILABILITY,
    parentEmail: profile?.parentEmail ?? metadata.parentEmail ?? null,
    subscriptionTier: profile?.subscriptionPlan ?? 'free',
    subscriptionStatus: profile?.subscriptionStatus ?? 'inactive',
    effectiveTier: profile?.effectivePlan ?? 'free',
    notificationPreferences: normaliseNotificationPreferences(profile?.notificationPreferences),
    goals,
    completedGoals: goals.filter((goal) => goal.status === 'completed').length,
    goalCompletionRate: goalCompletionRate(goals),
  };
}
