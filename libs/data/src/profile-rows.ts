import type { NotificationPreferences, Profile } from '@dreampitch/domain';
import type { Tables } from './database.types';
import { fromJsonb } from './rpc';

/** A `profiles` row with its jsonb preferences read as the model the app saved there (the demo backends keep these). */
export type ProfileRow = Omit<Tables<'profiles'>, 'updated_at' | 'notification_preferences'> & {
  notification_preferences: NotificationPreferences | null;
};

/** The one place a profile row becomes the app's profile. */
export function profileFromRow(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    accountType: row.account_type,
    age: row.age,
    ageGroup: row.age_group,
    skillLevel: row.skill_level,
    parentEmail: row.parent_email,
    subscriptionPlan: row.subscription_plan,
    subscriptionStatus: row.subscription_status,
    effectivePlan: row.effective_plan,
    notificationPreferences: row.notification_preferences,
    createdAt: row.created_at,
  };
}

/** A `profiles` row as read over the API: the jsonb preferences are what the app saved there. */
export const profileFromTable = (row: Tables<'profiles'>): Profile =>
  profileFromRow({ ...row, notification_preferences: fromJsonb(row.notification_preferences) });
