import {
  drillFitsSpace,
  fitPlanToSession,
  SESSION_PLAN_MAX_BLOCKS,
  type AgeGroup,
  type Drill,
  type DrillSpace,
  type Pillar,
  type SessionPlanBlock,
} from '@dreampitch/domain';

/** What the drills offered for a plan must match: the goal's pillar first, the player's age group and space. */
export interface PlanContext {
  drills: readonly Drill[];
  pillar: Pillar;
  ageGroup: AgeGroup;
  space: DrillSpace;
  /** The session's duration: every edit spreads the plan's minutes over it again. */
  minutes: number;
}

/** The drills of the player's age group that fit the space, the goal's pillar first. */
export function drillsOnOffer(context: Omit<PlanContext, 'minutes'>): Drill[] {
  const fitting = context.drills.filter(
    (drill) => drill.ageGroup === context.ageGroup && drillFitsSpace(drill.space, context.space),
  );
  return [
    ...fitting.filter((drill) => drill.pillar === context.pillar),
    ...fitting.filter((drill) => drill.pillar !== context.pillar),
  ];
}

/** The block at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveBlock(
  plan: readonly SessionPlanBlock[],
  index: number,
  delta: -1 | 1,
): SessionPlanBlock[] {
  const target = index + delta;
  if (index < 0 || index >= plan.length || target < 0 || target >= plan.length) return [...plan];
  const next = [...plan];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function removeBlock(
  plan: readonly SessionPlanBlock[],
  index: number,
  minutes: number,
): SessionPlanBlock[] {
  return fitPlanToSession(
    plan.filter((_, at) => at !== index),
    minutes,
  );
}

/** The plan with `slug` added before its cool-down (at the end when it has none), within the 12-block limit. */
export function addBlock(
  plan: readonly SessionPlanBlock[],
  slug: string,
  context: PlanContext,
): SessionPlanBlock[] {
  if (plan.length >= SESSION_PLAN_MAX_BLOCKS) return [...plan];
  const last = plan[plan.length - 1];
  const lastIsCoolDown =
    last && context.drills.find((drill) => drill.slug === last.slug)?.role === 'cool-down';
  const at = lastIsCoolDown ? plan.length - 1 : plan.length;
  const added = context.drills.find((drill) => drill.slug === slug)?.minutes ?? 10;
  return fitPlanToSession(
    [...plan.slice(0, at), { slug, minutes: added }, ...plan.slice(at)],
    context.minutes,
  );
}

/**
 * The block at `index` swapped for the next drill on offer of the same role (a warm-up for a warm-up), one the plan
 * does not hold yet, after it in the order on offer and round again; unchanged when there is no other.
 */
export function swapBlock(
  plan: readonly SessionPlanBlock[],
  index: number,
  context: PlanContext,
): SessionPlanBlock[] {
  const block = plan[index];
  if (!block) return [...plan];
  const current = context.drills.find((drill) => drill.slug === block.slug);
  const sameRole = drillsOnOffer(context).filter((drill) => drill.role === (current?.role ?? 'main'));
  const start = sameRole.findIndex((drill) => drill.slug === block.slug);
  const inPlan = new Set(plan.map((b) => b.slug));
  for (let step = 1; step <= sameRole.length; step += 1) {
    const candidate = sameRole[(start + step) % sameRole.length];
    if (candidate && !inPlan.has(candidate.slug)) {
      return plan.map((b, at) => (at === index ? { slug: candidate.slug, minutes: b.minutes } : b));
    }
  }
  return [...plan];
}

/** The plan's minutes added up. */
export const plannedMinutes = (plan: readonly SessionPlanBlock[]) =>
  plan.reduce((total, block) => total + block.minutes, 0);
