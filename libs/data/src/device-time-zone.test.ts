import { afterEach, describe, expect, test } from '@rstest/core';
import { deviceTimeZone } from './device-time-zone';

const scope = globalThis as { Temporal?: unknown };
const original = scope.Temporal;

describe('deviceTimeZone (the calendar of streak days, game-time limits and reminders)', () => {
  afterEach(() => {
    if (original === undefined) delete scope.Temporal;
    else scope.Temporal = original;
  });

  test("takes Temporal's zone where the browser has Temporal, without Intl", () => {
    scope.Temporal = { Now: { timeZoneId: () => 'Asia/Tokyo' } };
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    Intl.DateTimeFormat.prototype.resolvedOptions = () => {
      throw new Error('Intl used');
    };
    try {
      expect(deviceTimeZone()).toBe('Asia/Tokyo');
    } finally {
      Intl.DateTimeFormat.prototype.resolvedOptions = resolvedOptions;
    }
  });

  test("falls back to Intl's zone without Temporal", () => {
    delete scope.Temporal;
    expect(deviceTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  test('undefined when the browser names no zone', () => {
    scope.Temporal = { Now: { timeZoneId: () => '' } };
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    Intl.DateTimeFormat.prototype.resolvedOptions = () => {
      throw new RangeError('no time zone');
    };
    try {
      expect(deviceTimeZone()).toBeUndefined();
    } finally {
      Intl.DateTimeFormat.prototype.resolvedOptions = resolvedOptions;
    }
  });
});
