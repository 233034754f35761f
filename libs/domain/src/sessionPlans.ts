import { SESSION_DURATION_MAX, SESSION_DURATION_MIN } from './constants';
import { DRILL_SLUG_PATTERN, SKILL_LEVELS, drillFitsSpace } from './drills';
import type { Drill, DrillRole, DrillSpace, SessionPlanBlock } from './drills';
import { isValidSessionDuration } from './sessions';
import type { AgeGroup, Pillar, SkillLevel } from './types';

/** A plan holds at most this many blocks: a warm-up, a cool-down and what a player adds between them. */
export const SESSION_PLAN_MAX_BLOCKS = 12;
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
 * Whole minutes for blocks in proportion to their weights, each at least 1, adding up to `total` exactly (the
 * largest remainders take the minutes rounding leaves over).
 */
function spreadMinutes(weights: readonly number[], total: number): number[] {
  const spare = total - weights.length;
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (sum > 0 ? (spare * weight) / sum : spare / weights.length));
  const minutes = exact.map((value) => 1 + Math.floor(value));
  let left = total - minutes.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    minutes[index] = (minutes[index] ?? 0) + 1;
    left -= 1;
  }
  return minutes;
}

/**
 * A plan for a session of `minutes`: a warm-up, 2 to 4 main drills for the pillar at the player's level (then one
 * level easier, then harder; another pillar's only to make up two) that fit the space, and a cool-down, each given minutes in
 * proportion to its own so that they add up to the session's. Empty when the catalogue has no main drill that fits.
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
  // A long session in a small space repeats fewer drills of its pillar for longer rather than borrow another
  // pillar's; other pillars only make up the two mains every plan has.
  const ofPillar = mains.filter((drill) => drill.pillar === input.pillar).length;
  const wanted = Math.max(MAINS_MIN, Math.min(MAINS_MAX, Math.floor(mainMinutes / MINUTES_PER_MAIN)));
  const count = Math.min(mains.length, Math.min(wanted, Math.max(MAINS_MIN, ofPillar)));
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
 * the minutes they had, so that they add up to the session's again.
 */
export function fitPlanToSession(blocks: readonly SessionPlanBlock[], minutes: number): SessionPlanBlock[] {
  if (blocks.length === 0 || blocks.length > minutes) return [...blocks];
  const spread = spreadMinutes(
    blocks.map((block) => Math.max(1, block.minutes)),
    minutes,
  );
  return blocks.map((block, index) => ({ slug: block.slug, minutes: spread[index] ?? 1 }));
}

/**
 * Whether a plan can be stored with a session of `minutes`: the session lasts 15 to 180 whole minutes, the plan has 1
 * to 12 blocks, each a well-formed drill slug with at least one whole minute, and the blocks' minutes add up to the
 * session's exactly. The server checks the same rule when a plan is saved, and also that every slug is a row of
 * `public.drill_catalogue`; the browser uses this to explain a plan before it is sent.
 */
export function planFitsSession(blocks: readonly SessionPlanBlock[], minutes: number): boolean {
  if (!isValidSessionDuration(minutes)) return false;
  if (blocks.length === 0 || blocks.length > SESSION_PLAN_MAX_BLOCKS) return false;
  const wellFormed = blocks.every(
    (block) => DRILL_SLUG_PATTERN.test(block.slug) && Number.isInteger(block.minutes) && block.minutes >= 1,
  );
  return wellFormed && blocks.reduce((sum, block) => sum + block.minutes, 0) === minutes;
}
