import { describe, expect, test } from '@rstest/core';
import type { Achievement, QuickTrackRecord } from '@dreampitch/domain';
import { makeGoal, makeSession } from '../../test/fixtures';
import {
  nextSessions,
  recentActivity,
  sessionsThisWeek,
  todaysSessions,
  weeklyPillarProgress,
} from './trackerStats';

// Wednesday; its week runs Monday 2025-01-06 to Sunday 2025-01-12.
const TODAY = '2025-01-08';

const kidsEntry = (date: string): QuickTrackRecord => ({ ageGroup: '8-12', date, emoji: 'great' });

describe('sessionsThisWeek', () => {
  test('counts planned and completed sessions from Monday to Sunday only', () => {
    const goal = makeGoal({
      sessions: [
        makeSession({ sessionDate: '2025-01-06', completed: true }),
        makeSession({ sessionDate: '2025-01-12' }),
        makeSession({ sessionDate: '2025-01-05', completed: true }), // last Sunday
        makeSession({ sessionDate: '2025-01-13' }), // next Monday
      ],
    });
    const other = makeGoal({ sessions: [makeSession({ sessionDate: TODAY, completed: true })] });
    expect(sessionsThisWeek([goal, other], TODAY)).toEqual({ planned: 3, completed: 2 });
  });
});

describe('weeklyPillarProgress', () => {
  test('averages goal progress per pillar, in pillar order, skipping pillars without goals', () => {
    const rows = weeklyPillarProgress(
      [
        makeGoal({ pillar: 'mental', progress: 40 }),
        makeGoal({ pillar: 'technical', progress: 25, sessions: [makeSession({ completed: true })] }),
        makeGoal({ pillar: 'technical', progress: 50, sessions: [makeSession()] }),
      ],
      TODAY,
    );
    expect(rows.map((row) => [row.label, row.averageProgress, row.goals])).toEqual([
      ['Technical', 38, 2],
      ['Mental', 40, 1],
    ]);
    expect(rows[0]?.sessionsThisWeek).toEqual({ planned: 2, completed: 1 });
  });
});

test('todaysSessions lists only today, earliest first, untimed last', () => {
  const goal = makeGoal({
    sessions: [
      makeSession({ startTime: '', notes: 'untimed' }),
      makeSession({ startTime: '18:00', notes: 'evening' }),
      makeSession({ startTime: '07:30', notes: 'morning' }),
      makeSession({ sessionDate: '2025-01-09', notes: 'tomorrow' }),
    ],
  });
  expect(todaysSessions([goal], TODAY).map(({ session }) => session.notes)).toEqual([
    'morning',
    'evening',
    'untimed',
  ]);
});

describe('recentActivity', () => {
  const achievement: Achievement = {
    id: 'a1',
    name: 'Game Starter',
    description: 'Completed your first mini-game',
    points: 5,
    earnedAt: '2025-01-06T12:00:00.000Z',
  };

  test('merges the three sources newest first and caps the list', () => {
    const goal = makeGoal({
      title: 'Juggle 20 times',
      checkIns: [{ date: '2025-01-07', note: 'Got to 12' }],
    });
    const items = recentActivity([goal], [kidsEntry('2025-01-08')], [achievement]);
    expect(items.map((item) => [item.kind, item.date, item.text])).toEqual([
      ['quick-track', '2025-01-08', '😄 Great'],
      ['check-in', '2025-01-07', 'Juggle 20 times: "Got to 12"'],
      ['achievement', '2025-01-06', 'Game Starter (+5 points)'],
    ]);
    const many = Array.from({ length: 10 }, (_, day) => kidsEntry(`2025-01-0${(day % 9) + 1}`));
    expect(recentActivity([], many, [], 4)).toHaveLength(4);
  });

  test('is empty for a new player', () => {
    expect(recentActivity([makeGoal()], [], [])).toEqual([]);
  });
});

describe('nextSessions', () => {
  test('not done, today or later, soonest first, at most five, each with its goal', () => {
    const juggling = makeGoal({
      title: 'Juggling',
      sessions: [
        makeSession({ sessionDate: '2025-01-07' }),
        makeSession({ sessionDate: '2025-01-08', completed: true }),
        makeSession({ sessionDate: '2025-01-10', startTime: '09:00' }),
      ],
    });
    const sprints = makeGoal({
      title: 'Sprints',
      sessions: [1, 2, 3, 4, 5].map((day) =>
        makeSession({ sessionDate: `2025-01-${String(8 + day).padStart(2, '0')}` }),
      ),
    });
    const next = nextSessions([juggling, sprints], TODAY);
    expect(
      next.map(({ session, goal }) => `${session.sessionDate} ${session.startTime} ${goal.title}`),
    ).toEqual([
      '2025-01-09 17:00 Sprints',
      '2025-01-10 09:00 Juggling',
      '2025-01-10 17:00 Sprints',
      '2025-01-11 17:00 Sprints',
      '2025-01-12 17:00 Sprints',
    ]);
  });
});
