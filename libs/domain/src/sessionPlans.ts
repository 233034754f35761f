import { SESSION_DURATION_MAX, SESSION_DURATION_MIN } from './constants';
import { DRILL_SLUG_PATTERN, SKILL_LEVELS, drillFitsSpace } from './drills';
import type { Drill, DrillRole, DrillSpace, SessionPlanBlock } from './drills';
import type { AgeGroup, Pillar, SkillLevel } from './types';

/** A plan holds at most this many blocks: a warm-up, a cool-down and what a player adds between them. */
export const SESSION_PLAN_MAX_BLOCKS = 12;
/** The longest one block may last (public.drill_catalogue and the server's plan check hold the same). */
export const SESSION_PLAN_BLOCK_MAX_MINUTES = 60;
const MAINS_MIN = 2;
const MAINS_MAX = 4;
/** About one main drill per this many minutes of main time, within 2 to 4. */
const MINUTES_PER_MAIN = 12;

export interface PlanSessionInput {
  drills: readonly Drill[];
  /** The session's duration, 15 to 180 minutes (clamped into that range). */
  minutes: number;
  pillar: Pillar;
  ageGroup: AgeGroup;
  level: SkillLevel;
  /** Where the player trains: only drills that fit it are planned. */
  space: DrillSpace;
}

/** How far a drill's level is from the player's: the same level first, then one easier, then one harder. */
function levelDistance(drill: SkillLevel, player: SkillLevel): number {
  const gap = SKILL_LEVELS.indexOf(drill) - SKILL_LEVELS.indexOf(player);
  return gap < 0 ? -2 * gap - 1 : 2 * gap;
}

function byFit(pillar: Pillar, level: SkillLevel, space: DrillSpace) {
  const rank = (drill: Drill) => [
    drill.pillar === pillar ? 0 : 1,
    levelDistance(drill.level, level),
    drill.space === space ? 0 : 1,
  ];
  return (a: Drill, b: Drill) => {
    const ra = rank(a);
    const rb = rank(b);
    const index = ra.findIndex((value, i) => value !== rb[i]);
    return index === -1 ? 0 : (ra[index] ?? 0) - (rb[index] ?? 0);
  };
}

/**
 * Whole minutes for blocks in proportion to their weights: each at least 1 and at most a block's 60, adding up to
 * `total` when the blocks can hold it. Each minute goes to the block furthest below its share, so rounding and the cap
 * move minutes to the blocks that have room.
 */
function spreadMinutes(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const share = weights.map((weight) => (sum > 0 ? (total * weight) / sum : total / weights.length));
  const minutes = weights.map(() => 1);
  for (let left = total - weights.length; left > 0; left -= 1) {
    let best = -1;
    minutes.forEach((given, index) => {
      if (given >= SESSION_PLAN_BLOCK_MAX_MINUTES) return;
      const gap = (share[index] ?? 0) - given;
      if (best === -1 || gap > (share[best] ?? 0) - (minutes[best] ?? 0)) best = index;
    });
    if (best === -1) break;
    minutes[best] = (minutes[best] ?? 0) + 1;
  }
  return minutes;
}

/**
 * A plan for a session of `minutes`: a warm-up, 2 to 4 main drills for the pillar at the player's level (then one
 * level easier, then harder; another pillar's only to make up two) that fit the space, and a cool-down, each given
 * minutes in proportion to its own so that they add up to the session's (less only when the catalogue has too few
 * drills to fill it at 60 minutes a block). Empty when the catalogue has no main drill that fits.
 */
export function planSession(input: PlanSessionInput): SessionPlanBlock[] {
  const minutes = Math.min(SESSION_DURATION_MAX, Math.max(SESSION_DURATION_MIN, Math.round(input.minutes)));
  const pool = input.drills.filter(
    (drill) => drill.ageGroup === input.ageGroup && drillFitsSpace(drill.space, input.space),
  );
  const order = byFit(input.pillar, input.level, input.space);
  const withRole = (role: DrillRole) => pool.filter((drill) => drill.role === role).sort(order);
  const mains = withRole('main');
  if (mains.length === 0) return [];
  const warmUp = withRole('warm-up')[0];
  const coolDown = withRole('cool-down')[0];
  const warmUpMinutes = warmUp ? Math.min(15, Math.max(3, Math.round(minutes * 0.15))) : 0;
  const coolDownMinutes = coolDown ? Math.min(10, Math.max(2, Math.round(minutes * 0.1))) : 0;
  const mainMinutes = minutes - warmUpMinutes - coolDownMinutes;
  // A long session in a small space gives fewer drills of its pillar more time rather than borrow another pillar's;
  // other pillars only make up the two mains every plan has, or the mains a block's 60 minutes cannot hold.
  const ofPillar = mains.filter((drill) => drill.pillar === input.pillar).length;
  const wanted = Math.max(MAINS_MIN, Math.min(MAINS_MAX, Math.floor(mainMinutes / MINUTES_PER_MAIN)));
  const needed = Math.ceil(mainMinutes / SESSION_PLAN_BLOCK_MAX_MINUTES);
  const count = Math.min(mains.length, Math.max(needed, Math.min(wanted, Math.max(MAINS_MIN, ofPillar))));
  const chosen = mains.slice(0, count);
  const spread = spreadMinutes(
    chosen.map((drill) => drill.minutes),
    mainMinutes,
  );
  return [
    ...(warmUp ? [{ slug: warmUp.slug, minutes: warmUpMinutes }] : []),
    ...chosen.map((drill, index) => ({ slug: drill.slug, minutes: spread[index] ?? 1 })),
    ...(coolDown ? [{ slug: coolDown.slug, minutes: coolDownMinutes }] : []),
  ];
}

/**
 * The blocks of an edited plan (a drill swapped, added, removed or moved) with their minutes scaled, in proportion to
 * the minutes they had, so that they add up to the session's again (as far as 60 minutes a block allow).
 */
export function fitPlanToSession(blocks: readonly SessionPlanBlock[], minutes: number): SessionPlanBlock[] {
  if (blocks.length === 0 || blocks.length > minutes) return [...blocks];
  const spread = spreadMinutes(
    blocks.map((block) => Math.max(1, block.minutes)),
    minutes,
  );
  return blocks.map((block, index) => ({ slug: block.slug, minutes: spread[index] ?? 1 }));
}

/** Why the server refuses a plan, by the code its plan check answers (SERVER_ERROR_MESSAGES words them). */
export type SessionPlanProblem = 'invalid_plan' | 'plan_too_short' | 'plan_too_long';

/**
 * Why a plan cannot be stored with a session of `minutes`, or null when it can. The server's plan check is the same
 * rule, plus that every slug is a row of `public.drill_catalogue`: no blocks is a session without drills; otherwise 1
 * to 12 blocks, each a well-formed slug with 1 to 60 whole minutes (`invalid_plan`), lasting together at least 15
 * minutes (`plan_too_short`) and no longer than the session (`plan_too_long`).
 */
export function sessionPlanProblem(
  blocks: readonly SessionPlanBlock[],
  minutes: number,
): SessionPlanProblem | null {
  if (blocks.length === 0) return null;
  const wellFormed = blocks.every(
    (block) =>
      DRILL_SLUG_PATTERN.test(block.slug) &&
      Number.isInteger(block.minutes) &&
      block.minutes >= 1 &&
      block.minutes <= SESSION_PLAN_BLOCK_MAX_MINUTES,
  );
  if (!wellFormed || blocks.length > SESSION_PLAN_MAX_BLOCKS) return 'invalid_plan';
  const total = blocks.reduce((sum, block) => sum + block.minutes, 0);
  if (total < SESSION_DURATION_MIN) return 'plan_too_short';
  return total > minutes ? 'plan_too_long' : null;
}

/** Whether a plan can be stored with a session of `minutes`: `sessionPlanProblem` finds nothing. */
export function planFitsSession(blocks: readonly SessionPlanBlock[], minutes: number): boolean {
  return sessionPlanProblem(blocks, minutes) === null;
}
