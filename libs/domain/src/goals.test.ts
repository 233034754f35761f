import { describe, expect, test } from '@rstest/core';
import fc from 'fast-check';
import { AGE_GROUPS } from './ageGroups';
import { GOAL_LIBRARY, PILLARS, goalLibraryFor, templateGoals } from './goalLibrary';
import {
  canAddCustomGoal,
  createGoal,
  customGoalToTemplate,
  activeGoalCount,
  goalCompletionRate,
  goalTargetDate,
  isGoalOptionDisabled,
  recommendGoals,
  toggleGoalSelection,
  wizardCanProceed,
} from './goals';
import { PLAYING_STYLES } from './playingStyles';
import { createTrainingSession } from './sessions';
import type { TemplateGoal } from './types';

const ageGroupArb = fc.constantFrom(...AGE_GROUPS);
const styleArb = fc.constantFrom(...PLAYING_STYLES.map((style) => style.id));

describe('goal library', () => {
  test('has three goals per pillar for every age group: 36 in all, titles unique per group', () => {
    let total = 0;
    for (const ageGroup of AGE_GROUPS) {
      for (const pillar of PILLARS) {
        const goals = GOAL_LIBRARY[ageGroup][pillar];
        expect(goals).toHaveLength(3);
        for (const goal of goals) {
          expect(goal.pillar).toBe(pillar);
          expect(goal.title.trim()).not.toBe('');
          expect(goal.description.trim()).not.toBe('');
        }
        total += goals.length;
      }
      const titles = goalLibraryFor(ageGroup).map((goal) => goal.title);
      expect(new Set(titles).size).toBe(12);
    }
    expect(total).toBe(36);
  });

  test('8-12 goals are written in short words and sentences for young readers', () => {
    for (const goal of goalLibraryFor('8-12')) {
      const sentences = goal.description.split(/[.!?]+/).filter((sentence) => sentence.trim() !== '');
      for (const sentence of sentences) expect(sentence.trim().split(/\s+/).length).toBeLessThanOrEqual(16);
      const words = goal.description.match(/[A-Za-z]+/g) ?? [];
      for (const word of words) expect(word.length).toBeLessThanOrEqual(10);
    }
  });

  test('every goal type occurs in each age group', () => {
    for (const ageGroup of AGE_GROUPS) {
      const types = new Set(goalLibraryFor(ageGroup).map((goal) => goal.type));
      expect([...types].sort()).toEqual(['outcome', 'performance', 'process']);
    }
  });
});

describe('recommendGoals', () => {
  test('playmaker 13-17: two technical goals then the first tactical one', () => {
    const technical = templateGoals('13-17', 'technical');
    const tactical = templateGoals('13-17', 'tactical');
    expect(recommendGoals('messi', '13-17')).toEqual([technical[0], technical[1], tactical[0]]);
  });

  test('defensive leader 8-12 draws on tactical then mental', () => {
    expect(recommendGoals('vandijk', '8-12').map((goal) => goal.pillar)).toEqual([
      'tactical',
      'tactical',
      'mental',
    ]);
  });

  test('property: never more than 3, only from the style focus pillars and the age group', () => {
    fc.assert(
      fc.property(styleArb, ageGroupArb, (styleId, ageGroup) => {
        const style = PLAYING_STYLES.find((candidate) => candidate.id === styleId)!;
        const goals = recommendGoals(styleId, ageGroup);
        expect(goals.length).toBeLessThanOrEqual(3);
        expect(goals.length).toBeGreaterThan(0);
        const library = goalLibraryFor(ageGroup);
        for (const goal of goals) {
          expect(style.focusPillars).toContain(goal.pillar);
          expect(library).toContainEqual(goal);
        }
      }),
    );
  });
});

describe('goal selection', () => {
  const [a, b, c, d] = goalLibraryFor('18+') as [TemplateGoal, TemplateGoal, TemplateGoal, TemplateGoal];

  test('click selects, click again deselects', () => {
    const once = toggleGoalSelection([], a);
    expect(once).toEqual([a]);
    expect(toggleGoalSelection(once, a)).toEqual([]);
  });

  test('a fourth goal is refused and unselected goals are disabled at 3', () => {
    const three = [a, b, c];
    expect(toggleGoalSelection(three, d)).toEqual(three);
    expect(isGoalOptionDisabled(three, d)).toBe(true);
    expect(isGoalOptionDisabled(three, a)).toBe(false);
    expect(isGoalOptionDisabled([a, b], d)).toBe(false);
  });

  test('property: any click sequence keeps at most 3 distinct goals', () => {
    const library = AGE_GROUPS.flatMap((ageGroup) => goalLibraryFor(ageGroup));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...library), { maxLength: 40 }), (clicks) => {
        const selected = clicks.reduce<TemplateGoal[]>(
          (current, goal) => toggleGoalSelection(current, goal),
          [],
        );
        expect(selected.length).toBeLessThanOrEqual(3);
        expect(new Set(selected.map((goal) => `${goal.pillar}:${goal.title}`)).size).toBe(selected.length);
      }),
    );
  });

  test('custom goal needs title, description and fewer than 3 selected; saved as process', () => {
    const input = { title: ' Juggle 50 ', description: ' Every morning ', pillar: 'technical' as const };
    expect(canAddCustomGoal(input, 2)).toBe(true);
    expect(canAddCustomGoal(input, 3)).toBe(false);
    expect(canAddCustomGoal({ ...input, title: '  ' }, 0)).toBe(false);
    expect(canAddCustomGoal({ ...input, description: '' }, 0)).toBe(false);
    expect(customGoalToTemplate(input)).toEqual({
      title: 'Juggle 50',
      description: 'Every morning',
      pillar: 'technical',
      type: 'process',
    });
  });
});

describe('wizardCanProceed', () => {
  const base = { selectedCount: 0, isLoggedIn: false, accountFieldsFilled: false };
  test('step 1 needs a selected goal', () => {
    expect(wizardCanProceed(1, base)).toBe(false);
    expect(wizardCanProceed(1, { ...base, selectedCount: 1 })).toBe(true);
  });
  test('step 2 is always enabled', () => {
    expect(wizardCanProceed(2, base)).toBe(true);
  });
  test('step 3 needs a login or filled account fields', () => {
    expect(wizardCanProceed(3, { ...base, selectedCount: 2 })).toBe(false);
    expect(wizardCanProceed(3, { ...base, isLoggedIn: true })).toBe(true);
    expect(wizardCanProceed(3, { ...base, accountFieldsFilled: true })).toBe(true);
  });
});

describe('createGoal', () => {
  const now = new Date('2025-01-15T10:30:00.000Z');
  const template = templateGoals('13-17', 'mental')[0]!;

  test('is active, at 0 progress, due 90 days later', () => {
    const goal = createGoal(template, { id: 'g1', ageGroup: '13-17', now });
    expect(goal).toMatchObject({
      id: 'g1',
      title: template.title,
      pillar: 'mental',
      type: template.type,
      ageGroup: '13-17',
      status: 'active',
      progress: 0,
      targetDate: '2025-04-15',
      createdAt: '2025-01-15T10:30:00.000Z',
      sessions: [],
      checkIns: [],
    });
  });

  test('target date crosses month and leap-year boundaries by calendar days', () => {
    expect(goalTargetDate(new Date('2024-01-01T00:00:00Z'))).toBe('2024-03-31');
    expect(goalTargetDate(new Date('2025-12-01T23:59:59Z'))).toBe('2026-03-01');
  });

  test('attaches its sessions', () => {
    const session = createTrainingSession({ id: 's1', now, sessionDate: '2025-01-20', startTime: '17:00' });
    const goal = createGoal(template, { id: 'g1', ageGroup: '13-17', now, sessions: [session] });
    expect(goal.sessions.map((item) => item.goalId)).toEqual(['g1']);
  });

  test('completion rate is the completed share in whole percent', () => {
    expect(goalCompletionRate([])).toBe(0);
    expect(goalCompletionRate([{ status: 'completed' }, { status: 'active' }, { status: 'active' }])).toBe(
      33,
    );
  });
});

describe('activeGoalCount', () => {
  test('counts every goal but the completed ones (a goal awaiting approval holds a place)', () => {
    expect(activeGoalCount([])).toBe(0);
    expect(
      activeGoalCount([{ status: 'completed' }, { status: 'active' }, { status: 'pending_approval' }]),
    ).toBe(2);
  });
});
