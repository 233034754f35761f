import type { SupabaseClient } from '@supabase/supabase-js';
import { apiClient } from './api';
import { consentAsParent } from './family';

export { apiClient, runtimeConfig, serviceClient } from './api';

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Creates a player account through the real auth API (faster than the UI when a test is not about sign-up). A player
 * under 13 gets its parent's consent too (unless `consent: false`), through the mailed link as in production: the
 * server keeps none of an under-13's goals, check-ins or results before that.
 */
export async function createPlayer(
  overrides: Partial<TestAccount> & { age?: number; consent?: boolean; parentEmail?: string } = {},
): Promise<TestAccount & { client: SupabaseClient; userId: string }> {
  const account = {
    email: overrides.email ?? uniqueEmail('player'),
    password: overrides.password ?? 'secret123',
    firstName: overrides.firstName ?? 'Sam',
    lastName: overrides.lastName ?? 'Striker',
  };
  const client = await apiClient();
  const age = overrides.age ?? 14;
  const parentEmail = overrides.parentEmail ?? uniqueEmail('parent');
  const { data, error } = await client.auth.signUp({
    email: account.email,
    password: account.password,
    options: {
      data: {
        first_name: account.firstName,
        last_name: account.lastName,
        accountType: 'player',
        age,
        parentEmail,
      },
    },
  });
  if (error || !data.user) throw error ?? new Error('sign-up returned no user');
  if (overrides.consent ?? age < 13) await consentAsParent(parentEmail);
  return { ...account, client, userId: data.user.id };
}

/** Stores a technical goal with a 45-minute session today for the client's player, as the tracker would. */
export async function addGoalWithSession(
  client: SupabaseClient,
  goal: { title: string; description: string; ageGroup: string; notes: string },
): Promise<void> {
  const { data, error } = await client
    .from('goals')
    .insert({
      title: goal.title,
      description: goal.description,
      pillar: 'technical',
      type: 'process',
      age_group: goal.ageGroup,
      progress: 30,
    })
    .select('id')
    .single();
  if (error) throw error;
  const today = new Date().toISOString().slice(0, 10);
  const session = await client
    .from('training_sessions')
    .insert({ goal_id: data.id, session_date: today, start_time: '17:00', duration: 45, notes: goal.notes });
  if (session.error) throw session.error;
}
