import { describe, expect, test } from '@rstest/core';
import { doseForMinutes, doseSeconds, drillFitsSpace } from './drills';
import type { DrillDose } from './drills';

const intervals: DrillDose = { kind: 'intervals', sets: 4, workSeconds: 40, restSeconds: 20 };
const reps: DrillDose = { kind: 'reps', sets: 3, reps: 10, workSeconds: 70, restSeconds: 50 };

describe('drill doses', () => {
  test('take every set of work and the rest after it', () => {
    expect(doseSeconds(intervals)).toBe(240);
    expect(doseSeconds(reps)).toBe(360);
  });

  test('scale their sets to the minutes a plan gives them, keeping work, rest and reps', () => {
    expect(doseForMinutes(intervals, 10)).toEqual({ ...intervals, sets: 10 });
    expect(doseForMinutes(reps, 7)).toEqual({ ...reps, sets: 3 });
    expect(doseForMinutes(reps, 1)).toEqual({ ...reps, sets: 1 });
  });
});

describe('drillFitsSpace', () => {
  test('a drill fits its own space and every larger one', () => {
    expect(drillFitsSpace('indoors', 'pitch')).toBe(true);
    expect(drillFitsSpace('garden', 'garden')).toBe(true);
    expect(drillFitsSpace('pitch', 'garden')).toBe(false);
    expect(drillFitsSpace('garden', 'indoors')).toBe(false);
  });
});
