import { describe, expect, test } from '@rstest/core';
import { ageChangeRefusal, ageFieldHint, ageGroupEffect } from './accountProfile';

describe('ageChangeRefusal (the server rule, shown before saving)', () => {
  test('a 13-17 player may choose any age from 6 to 17; an adult any from 6 to 120', () => {
    for (const next of [6, 12, 13, 17])
      expect(ageChangeRefusal({ accountType: 'player', age: 14 }, next)).toBeNull();
    for (const next of [6, 17, 18, 30, 120])
      expect(ageChangeRefusal({ accountType: 'player', age: 30 }, next)).toBeNull();
  });
  test('a player under 18 cannot make the age an adult’s: a parent approves purchases until then', () => {
    for (const next of [18, 30, 120])
      expect(ageChangeRefusal({ accountType: 'player', age: 17 }, next)).toBe('parent_changes_age');
  });
  test('outside the sign-up bounds or not a whole number', () => {
    for (const next of [5, 121, 13.5, Number.NaN]) {
      expect(ageChangeRefusal({ accountType: 'player', age: 14 }, next)).toBe('age_out_of_range');
    }
  });
  test('a player under 13 leaves the age to a parent; a parent has none', () => {
    expect(ageChangeRefusal({ accountType: 'player', age: 11 }, 13)).toBe('parent_changes_age');
    expect(ageChangeRefusal({ accountType: 'player', age: 11 }, 11)).toBeNull();
    expect(ageChangeRefusal({ accountType: 'parent', age: null }, 30)).toBe('player_only');
  });
});

test('each age says what its group changes', () => {
  expect(ageGroupEffect(9)).toMatch(/^Age group 8-12:.*consent/);
  expect(ageGroupEffect(13)).toMatch(/^Age group 13-17:/);
  expect(ageGroupEffect(18)).toMatch(/^Age group 18\+:/);
});

test('the age hint follows the typed age’s group, an adult’s too, and says what to type otherwise', () => {
  expect(ageFieldHint('30')).toBe(ageGroupEffect(30));
  expect(ageFieldHint('30')).toMatch(/^Age group 18\+:/);
  expect(ageFieldHint(' 11 ')).toBe(ageGroupEffect(11));
  for (const typed of ['', '3', 'abc', '1e3'])
    expect(ageFieldHint(typed)).toBe('Your age in years, from 6 to 120.');
});
