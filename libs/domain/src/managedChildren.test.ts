import { describe, expect, test } from '@rstest/core';
import {
  isValidSignInIdentifier,
  isValidUsername,
  MANAGED_CHILD_EMAIL_DOMAIN,
  managedUsernameOf,
  signInEmail,
} from './managedChildren';

describe('managed child accounts', () => {
  test('a username signs in as its managed address; an e-mail stays as typed', () => {
    expect(signInEmail('  Maya_7 ')).toBe(`maya_7@${MANAGED_CHILD_EMAIL_DOMAIN}`);
    expect(signInEmail(' parent@example.com ')).toBe('parent@example.com');
  });

  test('usernames: 3 to 24 letters, digits, dots, dashes, underscores, starting with a letter or digit', () => {
    expect(isValidUsername('maya')).toBe(true);
    expect(isValidUsername('Maya.K-7')).toBe(true);
    expect(isValidUsername('ab')).toBe(false);
    expect(isValidUsername('_maya')).toBe(false);
    expect(isValidUsername('maya k')).toBe(false);
    expect(isValidUsername('a'.repeat(25))).toBe(false);
  });

  test('the sign-in field takes an e-mail or a username', () => {
    expect(isValidSignInIdentifier('maya')).toBe(true);
    expect(isValidSignInIdentifier('a@b.co')).toBe(true);
    expect(isValidSignInIdentifier('a@b')).toBe(false);
    expect(isValidSignInIdentifier('no spaces please')).toBe(false);
  });

  test('the username of a managed address, null for others', () => {
    expect(managedUsernameOf(`maya@${MANAGED_CHILD_EMAIL_DOMAIN}`)).toBe('maya');
    expect(managedUsernameOf('maya@example.com')).toBeNull();
    expect(managedUsernameOf(null)).toBeNull();
  });
});
