import { expect, test } from '@rstest/core';
import { BREATHING_TOTAL_SECONDS, breathingStep, validateRoutine } from './mindset';

test('a routine needs 1 to 10 short steps; blank steps are dropped', () => {
  expect(validateRoutine(['  Drink water ', ''])).toEqual({ ok: true, steps: ['Drink water'] });
  expect(validateRoutine(['  '])).toMatchObject({ ok: false });
  expect(validateRoutine(Array.from({ length: 11 }, (_, i) => `Step ${i}`))).toMatchObject({ ok: false });
  expect(validateRoutine(['x'.repeat(121)])).toMatchObject({ ok: false });
});

test('breathing: in 4, hold 2, out 6, five rounds, then done', () => {
  expect(BREATHING_TOTAL_SECONDS).toBe(60);
  expect(breathingStep(0)).toMatchObject({ round: 1, phase: { name: 'Breathe in' }, secondsLeft: 4 });
  expect(breathingStep(4)).toMatchObject({ round: 1, phase: { name: 'Hold' }, secondsLeft: 2 });
  expect(breathingStep(11)).toMatchObject({ round: 1, phase: { name: 'Breathe out' }, secondsLeft: 1 });
  expect(breathingStep(12)).toMatchObject({ round: 2, phase: { name: 'Breathe in' } });
  expect(breathingStep(60)).toBeNull();
});
