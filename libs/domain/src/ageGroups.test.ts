import { describe, expect, test } from '@rstest/core';
import { AGE_GROUPS, ageGroupForAge, isAgeGroup } from './ageGroups';

describe('ageGroupForAge', () => {
  test.each([
    [6, '8-12'],
    [12, '8-12'],
    [13, '13-17'],
    [17, '13-17'],
    [18, '18+'],
    [50, '18+'],
  ] as const)('age %i is in group %s', (age, group) => {
    expect(ageGroupForAge(age)).toBe(group);
  });
});

describe('isAgeGroup', () => {
  test('accepts the three groups and nothing else', () => {
    for (const group of AGE_GROUPS) expect(isAgeGroup(group)).toBe(true);
    expect(isAgeGroup('18')).toBe(false);
    expect(isAgeGroup(undefined)).toBe(false);
  });
});
