import { describe, expect, test } from '@rstest/core';
import { templateGoals } from './goalLibrary';
import {
  skillSuggestions,
  styleForSuggestions,
  type PillarActivity,
  type SuggestionGoal,
} from './skillSuggestions';

const noActivity: PillarActivity = {
  technical: { checkIns: 0, sessionMinutes: 0 },
  physical: { checkIns: 0, sessionMinutes: 0 },
  tactical: { checkIns: 0, sessionMinutes: 0 },
  mental: { checkIns: 0, sessionMinutes: 0 },
};
const today = '2026-11-24';
const library = (pillar: Parameters<typeof templateGoals>[1]) => templateGoals('13-17', pillar);

const goal = (extra: Partial<SuggestionGoal>): SuggestionGoal => ({
  title: library('technical')[0]!.title,
  pillar: 'technical',
  type: 'process',
  status: 'active',
  progress: 30,
  createdAt: '2026-11-20T10:00:00Z',
  ...extra,
});

describe('skill suggestions', () => {
  test('the least trained pillar comes first, with a goal the player does not have', () => {
    const activity: PillarActivity = {
      ...noActivity,
      technical: { checkIns: 6, sessionMinutes: 120 },
      physical: { checkIns: 3, sessionMinutes: 60 },
      tactical: { checkIns: 2, sessionMinutes: 0 },
    };
    const suggestions = skillSuggestions({ goals: [goal({})], activity, ageGroup: '13-17', today });
    expect(suggestions[0]!.goal.pillar).toBe('mental');
    expect(suggestions[0]!.reason).toContain('mental pillar has had the least training');
    expect(suggestions.map((s) => s.goal.title)).not.toContain(goal({}).title);
    expect(suggestions).toHaveLength(3);
  });

  test('a nearly finished goal leads to a harder goal of its pillar', () => {
    const suggestions = skillSuggestions({
      goals: [
        goal({ progress: 80 }),
        goal({ title: 'x', pillar: 'physical' }),
        goal({ title: 'y', pillar: 'tactical' }),
        goal({ title: 'z', pillar: 'mental' }),
      ],
      activity: noActivity,
      ageGroup: '13-17',
      today,
    });
    const nextStep = suggestions.find((s) => s.reason.includes('is at 80%'))!;
    expect(nextStep.goal.pillar).toBe('technical');
    expect(nextStep.goal.type).not.toBe('process');
  });

  test('a goal stuck low for three weeks gets an easier process goal', () => {
    const suggestions = skillSuggestions({
      goals: [
        goal({ progress: 10, createdAt: '2026-10-01T00:00:00Z', pillar: 'physical', title: 'Old one' }),
      ],
      activity: {
        ...noActivity,
        physical: { checkIns: 20, sessionMinutes: 600 },
        technical: { checkIns: 20, sessionMinutes: 600 },
        tactical: { checkIns: 20, sessionMinutes: 600 },
        mental: { checkIns: 20, sessionMinutes: 600 },
      },
      ageGroup: '13-17',
      today,
    });
    const restart = suggestions.find((s) => s.reason.includes('slow to move'))!;
    expect(restart.goal).toMatchObject({ pillar: 'physical', type: 'process' });
  });

  test('never more than the wizard takes, never a duplicate', () => {
    const suggestions = skillSuggestions({ goals: [], activity: noActivity, ageGroup: '8-12', today });
    expect(suggestions).toHaveLength(3);
    expect(new Set(suggestions.map((s) => s.goal.title)).size).toBe(3);
  });

  test('the wizard starts with the style that fits the suggested pillars', () => {
    const suggestions = [library('tactical')[0]!, library('mental')[0]!].map((g) => ({
      goal: g,
      reason: '',
    }));
    expect(styleForSuggestions(suggestions)).toBe('vandijk');
  });
});
