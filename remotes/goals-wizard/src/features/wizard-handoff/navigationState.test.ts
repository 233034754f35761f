import { recommendGoals } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { buildWizardHandoff, parsePlayerSelectionState, parseWizardHandoff } from './navigationState';

describe('wizard handoff', () => {
  test('carries style, age, age group, skill level and the recommended goals of the domain', () => {
    const handoff = buildWizardHandoff('vandijk', 15, 'intermediate');
    expect(handoff).toEqual({
      playerStyle: 'vandijk',
      age: 15,
      ageGroup: '13-17',
      skillLevel: 'intermediate',
      recommendedGoals: recommendGoals('vandijk', '13-17'),
    });
    expect(handoff.recommendedGoals).toHaveLength(3);
  });

  test('age groups follow the age: 10 is 8-12, 30 is 18+', () => {
    expect(buildWizardHandoff('messi', 10, 'beginner').ageGroup).toBe('8-12');
    expect(buildWizardHandoff('messi', 30, 'beginner').ageGroup).toBe('18+');
  });

  test('parses the state it builds, after a structured clone (history state survives reloads that way)', () => {
    const handoff = buildWizardHandoff('ronaldo', 12, 'advanced');
    expect(parseWizardHandoff(structuredClone(handoff))).toEqual(handoff);
  });

  test('missing or malformed state means missing information', () => {
    const valid = buildWizardHandoff('messi', 10, 'beginner');
    expect(parseWizardHandoff(undefined)).toBeNull();
    expect(parseWizardHandoff(null)).toBeNull();
    expect(parseWizardHandoff({ playerStyle: 'messi' })).toBeNull();
    expect(parseWizardHandoff({ ...valid, playerStyle: 'pele' })).toBeNull();
    expect(parseWizardHandoff({ ...valid, age: 51 })).toBeNull();
    expect(parseWizardHandoff({ ...valid, ageGroup: '5-7' })).toBeNull();
    expect(parseWizardHandoff({ ...valid, skillLevel: 'pro' })).toBeNull();
    expect(parseWizardHandoff({ ...valid, recommendedGoals: [{ title: 'x' }] })).toBeNull();
  });

  test('player selection state keeps only the valid parts', () => {
    expect(parsePlayerSelectionState({ playerStyle: 'messi' })).toEqual({
      playerStyle: 'messi',
      age: undefined,
      skillLevel: undefined,
    });
    expect(parsePlayerSelectionState({ playerStyle: 'nobody', age: 4, skillLevel: 'advanced' })).toEqual({
      playerStyle: undefined,
      age: undefined,
      skillLevel: 'advanced',
    });
    expect(parsePlayerSelectionState('messi')).toEqual({});
  });
});
