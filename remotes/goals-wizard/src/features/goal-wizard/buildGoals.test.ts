import { goalLibraryFor, type TemplateGoal } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { buildGoalsToSave } from './buildGoals';
import { goalKey, type DraftSession } from './wizardState';

const [first, second, third] = goalLibraryFor('8-12') as [TemplateGoal, TemplateGoal, TemplateGoal];
const now = new Date('2025-06-01T10:00:00.000Z');

function session(id: string, goal: TemplateGoal): DraftSession {
  return {
    id,
    goalKey: goalKey(goal),
    sessionDate: '2025-06-14',
    startTime: '17:30',
    duration: 45,
    notes: ' cones ',
  };
}

describe('buildGoalsToSave', () => {
  test('new goals are active, at 0% progress, due 90 days later, in the age group', () => {
    const goals = buildGoalsToSave(
      { selectedGoals: [first, second], sessions: [] },
      { ageGroup: '8-12' },
      now,
    );
    expect(goals).toHaveLength(2);
    for (const goal of goals) {
      expect(goal.status).toBe('active');
      expect(goal.progress).toBe(0);
      expect(goal.targetDate).toBe('2025-08-30');
      expect(goal.ageGroup).toBe('8-12');
      expect(goal.createdAt).toBe(now.toISOString());
    }
    expect(goals.map((goal) => goal.title)).toEqual([first.title, second.title]);
    expect(new Set(goals.map((goal) => goal.id)).size).toBe(2);
  });

  test('each session goes with its goal; sessions of unselected goals are left out', () => {
    const goals = buildGoalsToSave(
      {
        selectedGoals: [first, second],
        sessions: [session('a', first), session('b', third), session('c', first)],
      },
      { ageGroup: '8-12' },
      now,
    );
    const [withSessions, withoutSessions] = goals as [(typeof goals)[0], (typeof goals)[0]];
    expect(withSessions.sessions.map((item) => item.id)).toEqual(['a', 'c']);
    expect(withSessions.sessions[0]).toMatchObject({
      goalId: withSessions.id,
      sessionDate: '2025-06-14',
      startTime: '17:30',
      duration: 45,
      notes: 'cones',
      completed: false,
    });
    expect(withoutSessions.sessions).toEqual([]);
  });
});
