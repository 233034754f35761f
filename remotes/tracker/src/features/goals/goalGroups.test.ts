import { expect, test } from '@rstest/core';
import { makeGoal } from '../../test/fixtures';
import { groupGoalsByPillar, suggestedProgressAfterCheckIn } from './goalGroups';

test('groupGoalsByPillar keeps pillar order and drops empty pillars', () => {
  const groups = groupGoalsByPillar([
    makeGoal({ pillar: 'mental', title: 'Stay calm' }),
    makeGoal({ pillar: 'technical', title: 'First touch' }),
    makeGoal({ pillar: 'mental', title: 'Visualise' }),
  ]);
  expect(groups.map((group) => [group.label, group.goals.map((goal) => goal.title)])).toEqual([
    ['Technical', ['First touch']],
    ['Mental', ['Stay calm', 'Visualise']],
  ]);
});

test('a check-in proposes 10 more points of progress, capped at 100', () => {
  expect(suggestedProgressAfterCheckIn(0)).toBe(10);
  expect(suggestedProgressAfterCheckIn(95)).toBe(100);
});
