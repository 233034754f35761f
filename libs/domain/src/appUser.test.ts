import { describe, expect, test } from '@rstest/core';
import { newProfileFor, toAppUser } from './appUser';
import { DEFAULT_NOTIFICATION_PREFERENCES } from './notifications';
import type { Profile } from './types';

const profile: Profile = {
  id: 'u1',
  email: 'kid@example.com',
  first_name: 'Sam',
  last_name: 'Lee',
  account_type: 'player',
  age: 11,
  age_group: '8-12',
  skill_level: 'intermediate',
  parent_email: 'mum@example.com',
  subscription_plan: 'pro',
  subscription_status: 'active',
  notification_preferences: null,
  created_at: '2025-01-01T00:00:00Z',
};

describe('toAppUser', () => {
  test('maps the profile', () => {
    expect(toAppUser(profile, { id: 'u1', email: 'auth@example.com' })).toEqual({
      id: 'u1',
      email: 'kid@example.com',
      first_name: 'Sam',
      last_name: 'Lee',
      accountType: 'player',
      age: 11,
      age_group: '8-12',
      skill_level: 'intermediate',
      position_preference: 'versatile',
      training_availability: 'medium',
      parentEmail: 'mum@example.com',
      subscription_tier: 'pro',
      subscription_status: 'active',
      notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
      goals: [],
      completedGoals: 0,
      goalCompletionRate: 0,
    });
  });

  test('defaults without a profile: age group 13-17, free tier, names from sign-up metadata', () => {
    const user = toAppUser(null, {
      id: 'u2',
      email: 'new@example.com',
      metadata: { first_name: 'Ana', last_name: 'Silva', accountType: 'parent' },
    });
    expect(user).toMatchObject({
      email: 'new@example.com',
      first_name: 'Ana',
      last_name: 'Silva',
      accountType: 'parent',
      age_group: '13-17',
      subscription_tier: 'free',
      position_preference: 'versatile',
      training_availability: 'medium',
    });
  });

  test('a profile without an age group gets 13-17', () => {
    expect(toAppUser({ ...profile, age_group: null }, { id: 'u1', email: 'x@y.z' }).age_group).toBe('13-17');
  });
});

describe('newProfileFor', () => {
  const base = { email: 'p@example.com', password: 'secret1', first_name: 'Sam', last_name: 'Lee' };

  test.each([
    [6, '8-12'],
    [12, '8-12'],
    [13, '13-17'],
    [17, '13-17'],
    [18, '18+'],
  ] as const)('player aged %i registers in %s, beginner on free', (age, group) => {
    expect(
      newProfileFor('u1', 'session@example.com', {
        ...base,
        accountType: 'player',
        age,
        parentEmail: 'mum@example.com',
      }),
    ).toEqual({
      id: 'u1',
      email: 'session@example.com',
      first_name: 'Sam',
      last_name: 'Lee',
      account_type: 'player',
      age,
      age_group: group,
      skill_level: 'beginner',
      parent_email: 'mum@example.com',
      subscription_plan: 'free',
    });
  });

  test('parents have no age or parent e-mail and are adults', () => {
    expect(newProfileFor('u2', 'dad@example.com', { ...base, accountType: 'parent', age: 9 })).toMatchObject({
      age: null,
      age_group: '18+',
      parent_email: null,
      account_type: 'parent',
    });
  });
});
