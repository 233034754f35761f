import { planFitsSession, planSession } from '@dreampitch/domain';
import { DRILLS, drillBySlug } from '@dreampitch/drills';
import { describe, expect, test } from '@rstest/core';
import { addBlock, drillsOnOffer, moveBlock, removeBlock, swapBlock, type PlanContext } from './planEdits';

const context: PlanContext = {
  drills: DRILLS,
  pillar: 'technical',
  ageGroup: '13-17',
  space: 'garden',
  minutes: 45,
};
const plan = planSession({ ...context, level: 'intermediate' });

describe('editing a session plan', () => {
  test('the plan offered fits the session: a warm-up, 2 to 4 drills of the pillar, a cool-down', () => {
    expect(planFitsSession(plan, 45)).toBe(true);
    const roles = plan.map((block) => drillBySlug(block.slug)?.role);
    expect(roles[0]).toBe('warm-up');
    expect(roles.at(-1)).toBe('cool-down');
    const mains = plan.slice(1, -1).map((block) => drillBySlug(block.slug));
    expect(mains.length).toBeGreaterThanOrEqual(2);
    expect(mains.length).toBeLessThanOrEqual(4);
    expect(mains.every((drill) => drill?.pillar === 'technical' && drill.ageGroup === '13-17')).toBe(true);
  });

  test('moving swaps neighbours and stops at the ends', () => {
    expect(moveBlock(plan, 1, -1).map((b) => b.slug)).toEqual([
      plan[1]!.slug,
      plan[0]!.slug,
      ...plan.slice(2).map((b) => b.slug),
    ]);
    expect(moveBlock(plan, 0, -1)).toEqual(plan);
    expect(moveBlock(plan, plan.length - 1, 1)).toEqual(plan);
  });

  test('a swap puts in another drill of the same role the plan does not hold, minutes kept', () => {
    const swapped = swapBlock(plan, 1, context);
    const before = drillBySlug(plan[1]!.slug);
    const after = drillBySlug(swapped[1]!.slug);
    expect(after?.slug).not.toBe(before?.slug);
    expect(after?.role).toBe(before?.role);
    expect(plan.map((b) => b.slug)).not.toContain(after?.slug);
    expect(swapped[1]!.minutes).toBe(plan[1]!.minutes);
  });

  test('removing and adding keep the plan filling the session; adding goes before the cool-down', () => {
    const removed = removeBlock(plan, 1, 45);
    expect(removed).toHaveLength(plan.length - 1);
    expect(planFitsSession(removed, 45)).toBe(true);
    const extra = drillsOnOffer(context).find(
      (drill) => drill.role === 'main' && !plan.some((block) => block.slug === drill.slug),
    )!;
    const added = addBlock(plan, extra.slug, context);
    expect(added.at(-2)?.slug).toBe(extra.slug);
    expect(planFitsSession(added, 45)).toBe(true);
  });

  test('drills on offer fit the space and the age group, the pillar first', () => {
    const offer = drillsOnOffer({ ...context, space: 'indoors' });
    expect(offer.every((drill) => drill.space === 'indoors' && drill.ageGroup === '13-17')).toBe(true);
    const firstOther = offer.findIndex((drill) => drill.pillar !== 'technical');
    expect(offer.slice(firstOther).every((drill) => drill.pillar !== 'technical')).toBe(true);
  });
});
