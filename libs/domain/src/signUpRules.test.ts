import { describe, expect, test } from '@rstest/core';
import { signUpAgeHint } from './signUpRules';

describe('signUpAgeHint', () => {
  test('follows the age group typed: under 18 asks for a parent, 18 and over signs up alone', () => {
    expect(signUpAgeHint(null)).toBe('From 6. Players under 18 add a parent’s or guardian’s e-mail.');
    expect(signUpAgeHint(10)).toMatch(/^Under 18: add your parent’s or guardian’s e-mail/);
    expect(signUpAgeHint(17)).toMatch(/^Under 18/);
    expect(signUpAgeHint(18)).toBe('18 or older: you sign up on your own, no parent e-mail needed.');
    expect(signUpAgeHint(30)).toMatch(/^18 or older/);
    expect(signUpAgeHint(200)).toBe(signUpAgeHint(null));
  });
});
