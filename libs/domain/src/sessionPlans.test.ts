import { describe, expect, test } from '@rstest/core';
import fc from 'fast-check';
import type { Drill } from './drills';
import {
  SESSION_PLAN_BLOCK_MAX_MINUTES,
  SESSION_PLAN_MAX_BLOCKS,
  fitPlanToSession,
  planFitsSession,
  planSession,
  sessionPlanProblem,
} from './sessionPlans';
import type { PlanSessionInput } from './sessionPlans';
import { drillFixture } from './test/drillFixture';

const drill = (slug: string, overrides: Partial<Drill> = {}) =>
  drillFixture(slug, { level: 'intermediate', equipment: [], ...overrides });

const CATALOGUE = [
  drill('warm-up-physical', { role: 'warm-up', pillar: 'physical', space: 'indoors', minutes: 5 }),
  drill('warm-up-technical', { role: 'warm-up', space: 'indoors', minutes: 4 }),
  drill('cool-down', { role: 'cool-down', pillar: 'mental', space: 'indoors', minutes: 5 }),
  drill('tech-beginner', { level: 'beginner', minutes: 6 }),
  drill('tech-intermediate-pitch', { space: 'pitch', minutes: 10 }),
  drill('tech-intermediate-garden', { minutes: 8 }),
  drill('tech-intermediate-indoors', { space: 'indoors', minutes: 5 }),
  drill('tech-advanced', { level: 'advanced', minutes: 9 }),
  drill('tactical-intermediate', { pillar: 'tactical', minutes: 8 }),
  drill('kids-main', { ageGroup: '8-12', minutes: 6 }),
];

const base: PlanSessionInput = {
  drills: CATALOGUE,
  minutes: 60,
  pillar: 'technical',
  ageGroup: '13-17',
  level: 'intermediate',
  space: 'pitch',
};
const total = (blocks: { minutes: number }[]) => blocks.reduce((sum, block) => sum + block.minutes, 0);

describe('planSession', () => {
  test('opens with a warm-up of the pillar, closes with a cool-down, and fills the session', () => {
    const plan = planSession(base);
    expect(plan[0]?.slug).toBe('warm-up-technical');
    expect(plan.at(-1)?.slug).toBe('cool-down');
    expect(total(plan)).toBe(60);
    expect(plan.slice(1, -1).map((block) => block.slug)).toEqual([
      'tech-intermediate-pitch',
      'tech-intermediate-garden',
      'tech-intermediate-indoors',
    ]);
    expect(
      planSession({ ...base, minutes: 120 })
        .slice(1, -1)
        .at(-1)?.slug,
    ).toBe('tech-beginner');
  });

  test('a 15-minute session gets a short warm-up, two short mains and a cool-down', () => {
    const plan = planSession({ ...base, minutes: 15 });
    expect(plan).toEqual([
      { slug: 'warm-up-technical', minutes: 3 },
      { slug: 'tech-intermediate-pitch', minutes: 6 },
      { slug: 'tech-intermediate-garden', minutes: 4 },
      { slug: 'cool-down', minutes: 2 },
    ]);
  });

  test('plans only drills that fit the space, and falls back to easier, then harder, then other pillars', () => {
    const indoors = planSession({ ...base, space: 'indoors', minutes: 30 });
    expect(indoors.map((block) => block.slug)).toEqual([
      'warm-up-technical',
      'tech-intermediate-indoors',
      'cool-down',
    ]);
    const garden = planSession({ ...base, space: 'garden', level: 'advanced' });
    expect(garden.slice(1, -1).map((block) => block.slug)).toEqual([
      'tech-advanced',
      'tech-intermediate-garden',
      'tech-intermediate-indoors',
    ]);
  });

  test('a long session keeps to its pillar with fewer, longer mains; another pillar only makes up two', () => {
    const plan = planSession({ ...base, pillar: 'tactical', space: 'garden', minutes: 120 });
    const mains = plan.slice(1, -1);
    expect(mains.map((block) => block.slug)).toEqual(['tactical-intermediate', 'tech-intermediate-garden']);
    expect(total(plan)).toBe(120);
  });

  test('no block lasts more than 60 minutes: a 3-hour session takes another main to hold its minutes', () => {
    const plan = planSession({ ...base, pillar: 'tactical', space: 'garden', minutes: 180 });
    expect(plan.slice(1, -1).map((block) => block.slug)).toEqual([
      'tactical-intermediate',
      'tech-intermediate-garden',
      'tech-intermediate-indoors',
    ]);
    expect(Math.max(...plan.map((block) => block.minutes))).toBeLessThanOrEqual(
      SESSION_PLAN_BLOCK_MAX_MINUTES,
    );
    expect(total(plan)).toBe(180);
  });

  test('is empty when no main drill fits the age group and space', () => {
    expect(planSession({ ...base, ageGroup: '18+' })).toEqual([]);
    expect(planSession({ ...base, drills: [CATALOGUE[0] as Drill] })).toEqual([]);
  });

  test('a plan without a cool-down in the catalogue gives its minutes to the mains', () => {
    const plan = planSession({
      ...base,
      drills: CATALOGUE.filter((d) => d.role !== 'cool-down'),
      minutes: 20,
    });
    expect(plan.at(-1)?.slug).not.toBe('cool-down');
    expect(total(plan)).toBe(20);
  });

  test('for every duration and player, the plan fits the session and holds 2 to 4 mains', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 15, max: 180 }),
        fc.constantFrom('beginner' as const, 'intermediate' as const, 'advanced' as const),
        fc.constantFrom('indoors' as const, 'garden' as const, 'pitch' as const),
        fc.constantFrom('technical' as const, 'tactical' as const, 'mental' as const),
        (minutes, level, space, pillar) => {
          const plan = planSession({ ...base, minutes, level, space, pillar });
          const mains = plan.filter(
            (block) => !block.slug.startsWith('warm-up') && block.slug !== 'cool-down',
          );
          expect(planFitsSession(plan, minutes)).toBe(true);
          expect(plan.every((block) => block.minutes <= SESSION_PLAN_BLOCK_MAX_MINUTES)).toBe(true);
          expect(mains.length).toBeGreaterThanOrEqual(space === 'indoors' ? 1 : 2);
          expect(mains.length).toBeLessThanOrEqual(4);
        },
      ),
    );
  });

  test('clamps a duration outside 15 to 180 minutes into it', () => {
    expect(total(planSession({ ...base, minutes: 5 }))).toBe(15);
    expect(total(planSession({ ...base, minutes: 500 }))).toBe(180);
  });
});

describe('fitPlanToSession', () => {
  test('scales edited blocks in proportion so they add up to the session again', () => {
    const edited = [
      { slug: 'a', minutes: 5 },
      { slug: 'b', minutes: 10 },
      { slug: 'c', minutes: 10 },
      { slug: 'd', minutes: 5 },
    ];
    expect(fitPlanToSession(edited, 60)).toEqual([
      { slug: 'a', minutes: 10 },
      { slug: 'b', minutes: 20 },
      { slug: 'c', minutes: 20 },
      { slug: 'd', minutes: 10 },
    ]);
    const fitted = fitPlanToSession(edited, 17);
    expect(total(fitted)).toBe(17);
    expect(fitted.every((block) => block.minutes >= 1)).toBe(true);
    expect(fitPlanToSession([], 30)).toEqual([]);
  });
});

describe('sessionPlanProblem and planFitsSession', () => {
  const plan = [
    { slug: 'warm-up', minutes: 5 },
    { slug: 'main-one', minutes: 20 },
    { slug: 'cool-down', minutes: 5 },
  ];

  test('accept a plan that lasts the session or less, and a session without drills', () => {
    expect(sessionPlanProblem(plan, 30)).toBeNull();
    expect(planFitsSession(plan, 30)).toBe(true);
    expect(planFitsSession(plan, 45)).toBe(true);
    expect(planFitsSession([], 60)).toBe(true);
  });

  test.each([
    ['a plan longer than the session', plan, 29, 'plan_too_long'],
    ['drills for less than 15 minutes', [{ slug: 'a', minutes: 14 }], 60, 'plan_too_short'],
    ['a block of 0 minutes', [...plan, { slug: 'extra', minutes: 0 }], 30, 'invalid_plan'],
    ['a block longer than 60 minutes', [{ slug: 'a', minutes: 61 }], 90, 'invalid_plan'],
    [
      'a block of part of a minute',
      [
        { slug: 'a', minutes: 14.5 },
        { slug: 'b', minutes: 15.5 },
      ],
      30,
      'invalid_plan',
    ],
    ['a malformed slug', [{ slug: 'Not A Slug', minutes: 30 }], 30, 'invalid_plan'],
    [
      'more blocks than a plan holds',
      Array.from({ length: SESSION_PLAN_MAX_BLOCKS + 1 }, (_, i) => ({ slug: `d-${i}`, minutes: 10 })),
      180,
      'invalid_plan',
    ],
  ])('refuse %s', (_, blocks, minutes, problem) => {
    expect(sessionPlanProblem(blocks, minutes)).toBe(problem);
    expect(planFitsSession(blocks, minutes)).toBe(false);
  });
});
