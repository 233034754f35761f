import { MESSAGES, SERVER_ERROR_MESSAGES } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { keptOnDeviceReason } from './device-queue';
import { isFreeGoalLimitError, messageForDatabaseError, toDataError } from './errors';

describe('PostgREST errors as the app reads them', () => {
  test('maps the database free-goal-limit token to the spec message', () => {
    const pgError = { code: 'P0001', message: 'free_goal_limit', details: null, hint: null };
    expect(isFreeGoalLimitError(pgError)).toBe(true);
    expect(
      isFreeGoalLimitError({ code: '23514', message: 'check failed', details: 'constraint free_goal_limit' }),
    ).toBe(true);
    expect(messageForDatabaseError(pgError, MESSAGES.failedToSaveGoals)).toBe(
      'Free accounts are limited to 2 goals. Please upgrade or remove some goals.',
    );
    expect(messageForDatabaseError(new Error('network down'), MESSAGES.failedToSaveGoals)).toBe(
      'network down',
    );
    expect(messageForDatabaseError(null, MESSAGES.failedToSaveGoals)).toBe(
      'Failed to save goals. Please try again.',
    );
  });

  test('a server token becomes its message; anything else keeps its own words', () => {
    const consent = { code: '42501', message: 'consent_pending', details: null, hint: null };
    expect(messageForDatabaseError(consent, MESSAGES.failedToSaveGoals)).toBe(
      SERVER_ERROR_MESSAGES.consent_pending,
    );
    expect(toDataError(consent, MESSAGES.genericError)).toMatchObject({
      message: SERVER_ERROR_MESSAGES.consent_pending,
      code: 'consent_pending',
    });
    expect(isFreeGoalLimitError('free_goal_limit')).toBe(true);
    expect(isFreeGoalLimitError({ code: '23505', message: 'duplicate key', details: null })).toBe(false);
    expect(isFreeGoalLimitError(undefined)).toBe(false);
    expect(toDataError({ code: 'P0001', message: 'free_goal_limit' }, MESSAGES.genericError)).toMatchObject({
      message: MESSAGES.freeGoalLimit,
      code: 'free_goal_limit',
    });
  });

  test("a dropped connection reads in the catalogue's words and still waits on the device", () => {
    const dropped = {
      message: 'TypeError: Failed to fetch',
      details: 'TypeError: Failed to fetch',
      hint: '',
      code: '',
    };
    const worded = toDataError(dropped, MESSAGES.failedToSaveCheckIn);
    expect(worded).toMatchObject({ message: MESSAGES.connectionLost, code: 'network' });
    expect(messageForDatabaseError(dropped, MESSAGES.failedToSaveGoals)).toBe(MESSAGES.connectionLost);
    expect(keptOnDeviceReason(worded, true)).toBe('offline');
    expect(keptOnDeviceReason(toDataError({ message: 'row violates policy' }, 'x'), true)).toBeNull();
  });
});
