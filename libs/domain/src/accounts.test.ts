import { describe, expect, test } from '@rstest/core';
import { authModeFromSearch, defaultDestination, SIGN_UP_PATH } from './accounts';

describe('accounts navigation', () => {
  test('the sign-up link opens the auth page in sign-up mode, anything else in sign-in mode', () => {
    expect(authModeFromSearch(new URL(SIGN_UP_PATH, 'http://x').search)).toBe('signUp');
    expect(authModeFromSearch('')).toBe('signIn');
    expect(authModeFromSearch('?mode=nonsense')).toBe('signIn');
  });

  test('a free player goes to the goal tracker, a subscriber to the dashboard, a parent to the family page', () => {
    expect(defaultDestination({ accountType: 'player', effectiveTier: 'free' })).toBe('/app/goal-tracker');
    expect(defaultDestination({ accountType: 'player', effectiveTier: 'pro' })).toBe('/app/dashboard');
    expect(defaultDestination({ accountType: 'parent', effectiveTier: 'free' })).toBe('/app/family');
    expect(defaultDestination({ accountType: 'parent', effectiveTier: 'parent' })).toBe('/app/family');
  });
});
