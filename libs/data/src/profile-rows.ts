import type { NotificationPreferences, Profile } from '@dreampitch/domain';
import type { Tables } from './database.types';
import { fromJsonb } from './rpc';

/** A `profiles` row as the app's profile: the jsonb preferences as the model the app saved there. */
export function profileFromRow({
  updated_at: _updatedAt,
  notification_preferences,
  ...row
}: Tables<'profiles'>): Profile {
  return {
    ...row,
    notification_preferences: fromJsonb<NotificationPreferences | null>(notification_preferences),
  };
}
