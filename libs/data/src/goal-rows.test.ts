import { createGoal, createTrainingSession, templateGoals } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { goalFromRow, goalToInsert, sessionFromRow, sessionToInsert } from './goal-rows';

describe('goal rows', () => {
  const now = new Date('2025-01-15T10:30:00.000Z');
  const template = templateGoals('13-17', 'mental')[0]!;

  test('a goal maps to the goals row and back', () => {
    const session = createTrainingSession({ id: 's1', now, sessionDate: '2025-01-20', startTime: '17:00' });
    const goal = createGoal(template, { id: 'g1', ageGroup: '13-17', now, sessions: [session] });
    const insert = goalToInsert(goal, 'user-1');
    expect(insert).toEqual({
      user_id: 'user-1',
      title: goal.title,
      description: goal.description,
      pillar: 'mental',
      type: goal.type,
      target_date: '2025-04-15',
      age_group: '13-17',
      status: 'active',
      progress: 0,
    });
    const roundTrip = goalFromRow({ ...insert, id: 'g1', created_at: goal.createdAt }, goal.sessions);
    expect(roundTrip).toEqual(goal);
  });
});

describe('training session rows', () => {
  const now = new Date('2025-03-10T08:00:00.000Z');

  test('maps to the training_sessions row and back, with its plan in order', () => {
    const plan = [
      { slug: 'toe-taps', minutes: 5 },
      { slug: 'wall-passes', minutes: 20 },
    ];
    const session = {
      ...createTrainingSession({
        id: 's1',
        now,
        sessionDate: '2025-03-12',
        startTime: '17:30',
        duration: 45,
        notes: 'Weak foot',
        goalId: 'g1',
      }),
      plan,
    };
    const insert = sessionToInsert(session, 'g1', 'u1');
    expect(insert).toEqual({
      goal_id: 'g1',
      user_id: 'u1',
      session_date: '2025-03-12',
      start_time: '17:30',
      duration: 45,
      notes: 'Weak foot',
      completed: false,
      plan,
    });
    expect(sessionFromRow({ ...insert, id: 's1', created_at: session.createdAt })).toEqual(session);
    expect(
      sessionFromRow({
        ...insert,
        id: 's1',
        created_at: session.createdAt,
        started_at: '2025-03-12T17:31:00Z',
        minutes_trained: 40,
      }),
    ).toMatchObject({ startedAt: '2025-03-12T17:31:00Z', minutesTrained: 40 });
  });

  test('a session without drills is stored with an empty plan', () => {
    const session = createTrainingSession({ id: 's2', now, sessionDate: '2025-03-12', goalId: 'g1' });
    expect(sessionToInsert(session, 'g1', 'u1').plan).toEqual([]);
  });
});
