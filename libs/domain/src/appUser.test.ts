import { describe, expect, test } from '@rstest/core';
import { toAppUser } from './appUser';
import { DEFAULT_NOTIFICATION_PREFERENCES } from './notifications';
import type { Profile } from './types';

const profile: Profile = {
  id: 'u1',
  email: 'kid@example.com',
  firstName: 'Sam',
  lastName: 'Lee',
  accountType: 'player',
  age: 11,
  ageGroup: '8-12',
  skillLevel: 'intermediate',
  parentEmail: 'mum@example.com',
  subscriptionPlan: 'pro',
  subscriptionStatus: 'active',
  effectivePlan: 'pro',
  notificationPreferences: null,
  createdAt: '2025-01-01T00:00:00Z',
};

describe('toAppUser', () => {
  test('maps the profile', () => {
    expect(toAppUser(profile, { id: 'u1', email: 'auth@example.com' })).toEqual({
      id: 'u1',
      email: 'kid@example.com',
      firstName: 'Sam',
      lastName: 'Lee',
      accountType: 'player',
      age: 11,
      ageGroup: '8-12',
      skillLevel: 'intermediate',
      positionPreference: 'versatile',
      trainingAvailability: 'medium',
      parentEmail: 'mum@example.com',
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
      effectiveTier: 'pro',
      notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
      goals: [],
      completedGoals: 0,
      goalCompletionRate: 0,
    });
  });

  test('a player on a parent’s Parent plan pays for nothing and has Pro’s features', () => {
    const covered = toAppUser(
      { ...profile, subscriptionPlan: 'free', subscriptionStatus: 'inactive', effectivePlan: 'pro' },
      { id: 'u1', email: 'auth@example.com' },
    );
    expect(covered).toMatchObject({ subscriptionTier: 'free', effectiveTier: 'pro' });
  });

  test('defaults without a profile: age group 13-17, free tier, names from sign-up metadata', () => {
    const user = toAppUser(null, {
      id: 'u2',
      email: 'new@example.com',
      metadata: { first_name: 'Ana', last_name: 'Silva', accountType: 'parent' },
    });
    expect(user).toMatchObject({
      email: 'new@example.com',
      firstName: 'Ana',
      lastName: 'Silva',
      accountType: 'parent',
      ageGroup: '13-17',
      subscriptionTier: 'free',
      effectiveTier: 'free',
      positionPreference: 'versatile',
      trainingAvailability: 'medium',
    });
  });

  test('a profile without an age group gets 13-17', () => {
    expect(toAppUser({ ...profile, ageGroup: null }, { id: 'u1', email: 'x@y.z' }).ageGroup).toBe('13-17');
  });
});
