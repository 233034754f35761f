import { describe, expect, test } from '@rstest/core';
import {
  compareIso,
  createTrainingSession,
  earliestCalendarDay,
  isValidSessionDuration,
  upcomingSessions,
} from './sessions';

describe('training sessions', () => {
  const now = new Date('2025-03-10T08:00:00.000Z');

  test('a new session lasts 60 minutes, is not completed and has no notes', () => {
    expect(createTrainingSession({ id: 's1', now })).toEqual({
      id: 's1',
      sessionDate: '2025-03-10',
      startTime: '',
      duration: 60,
      notes: '',
      completed: false,
      goalId: null,
      createdAt: '2025-03-10T08:00:00.000Z',
    });
  });

  test.each([
    [14, false],
    [15, true],
    [180, true],
    [181, false],
    [59.5, false],
  ])('duration %d valid: %s', (minutes, valid) => {
    expect(isValidSessionDuration(minutes)).toBe(valid);
  });
});

describe('upcoming sessions and the database day rule', () => {
  test('upcoming: not done, today or later, soonest first by day then start time', () => {
    const sessions = [
      { id: 'late', sessionDate: '2026-03-11', startTime: '18:00', completed: false },
      { id: 'done', sessionDate: '2026-03-10', startTime: '08:00', completed: true },
      { id: 'past', sessionDate: '2026-03-09', startTime: '08:00', completed: false },
      { id: 'early', sessionDate: '2026-03-11', startTime: '07:30', completed: false },
      { id: 'today', sessionDate: '2026-03-10', startTime: '19:00', completed: false },
    ];
    expect(upcomingSessions(sessions, '2026-03-10').map((session) => session.id)).toEqual([
      'today',
      'early',
      'late',
    ]);
  });

  test('the earliest calendar day on Earth is the UTC-12 day', () => {
    expect(earliestCalendarDay(new Date('2026-03-10T11:59:00Z'))).toBe('2026-03-09');
    expect(earliestCalendarDay(new Date('2026-03-10T12:00:00Z'))).toBe('2026-03-10');
  });
});

describe('compareIso', () => {
  test('sorts dates and times in time order, without Intl', () => {
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = () => {
      throw new Error('Intl used');
    };
    try {
      expect(['2025-02-10', '2024-12-31', '2025-02-09'].sort(compareIso)).toEqual([
        '2024-12-31',
        '2025-02-09',
        '2025-02-10',
      ]);
      expect(['17:30', '09:05', '10:00'].sort(compareIso)).toEqual(['09:05', '10:00', '17:30']);
      expect(compareIso('2025-01-01', '2025-01-01')).toBe(0);
    } finally {
      String.prototype.localeCompare = localeCompare;
    }
  });
});
