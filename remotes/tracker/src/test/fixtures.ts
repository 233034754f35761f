import type { Goal, Pillar, TrainingSession } from '@dreampitch/domain';

let sequence = 0;

export function makeSession(overrides: Partial<TrainingSession> = {}): TrainingSession {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    sessionDate: '2025-01-08',
    startTime: '17:00',
    duration: 60,
    notes: '',
    completed: false,
    goalId: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeGoal(overrides: Partial<Goal> & { pillar?: Pillar } = {}): Goal {
  sequence += 1;
  return {
    id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    title: 'Master the first touch',
    description: 'Control the ball with one touch in practice drills',
    pillar: 'technical',
    type: 'process',
    ageGroup: '13-17',
    status: 'active',
    progress: 0,
    checkIns: [],
    dailyCheckIns: [],
    milestones: [],
    sessions: [],
    targetDate: '2025-04-01',
    createdAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}
