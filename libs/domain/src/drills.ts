import type { AgeGroup, Pillar, SkillLevel } from './types';

/** Easiest first. */
export const SKILL_LEVELS: readonly SkillLevel[] = ['beginner', 'intermediate', 'advanced'];

/** A drill's slug: lower-case letters and digits in words joined by single hyphens, at most 80 characters. */
export const DRILL_SLUG_PATTERN = /^(?=.{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where a drill can be done: a living room, a garden or yard, a pitch. */
export type DrillSpace = 'indoors' | 'garden' | 'pitch';
/** Smallest first: a drill fits its own space and every larger one. */
export const DRILL_SPACES: readonly DrillSpace[] = ['indoors', 'garden', 'pitch'];

/** Whether a drill made for `drillSpace` can be done where the player is: a living-room drill works on a pitch too. */
export function drillFitsSpace(drillSpace: DrillSpace, where: DrillSpace): boolean {
  return DRILL_SPACES.indexOf(drillSpace) <= DRILL_SPACES.indexOf(where);
}

export type DrillEquipment = 'ball' | 'cones' | 'wall' | 'partner';
export const DRILL_EQUIPMENT: readonly DrillEquipment[] = ['ball', 'cones', 'wall', 'partner'];

export const DRILL_ROLES = ['warm-up', 'main', 'cool-down'] as const;
export type DrillRole = (typeof DRILL_ROLES)[number];

/**
 * How a drill's time is spent: counted sets of reps, or timed work and rest blocks. `workSeconds` of a reps dose is
 * about how long one set takes, so the player's timer and the plan's minutes can count it.
 */
export type DrillDose =
  | { kind: 'reps'; sets: number; reps: number; workSeconds: number; restSeconds: number }
  | { kind: 'intervals'; sets: number; workSeconds: number; restSeconds: number };

/** The seconds a dose takes as written: every set's work and the rest after it. */
export function doseSeconds(dose: DrillDose): number {
  return dose.sets * (dose.workSeconds + dose.restSeconds);
}

/**
 * The dose for a plan block of `minutes`: the drill's work, rest and reps, with as many sets as fit in the block (at
 * least one), so the session player's timer counts the minutes the plan gave the drill.
 */
export function doseForMinutes(dose: DrillDose, minutes: number): DrillDose {
  const sets = Math.max(1, Math.floor((minutes * 60) / (dose.workSeconds + dose.restSeconds)));
  return { ...dose, sets };
}

/** A point on the diagram's area, in metres from its top-left corner. */
export interface DiagramPoint {
  x: number;
  y: number;
}

/**
 * A drill's picture as data: the area, what stands on it, and what moves in each step. The training remote draws it
 * as SVG; a step's arrows appear one step after another (all at once with reduced motion).
 */
export interface DrillDiagram {
  /** Width and height of the area in metres. */
  area: { width: number; height: number };
  cones: DiagramPoint[];
  player: DiagramPoint;
  partner?: DiagramPoint;
  wall?: { from: DiagramPoint; to: DiagramPoint };
  ball: DiagramPoint;
  steps: DiagramStep[];
}

export interface DiagramStep {
  /** Who or what moves: a run, a dribble (player with the ball) or a pass (the ball alone). */
  moves: { kind: 'run' | 'dribble' | 'pass'; from: DiagramPoint; to: DiagramPoint }[];
}

export interface Drill {
  /** URL segment and stable id (the server checks session plans against it): lower-case words joined by '-'. */
  slug: string;
  title: string;
  /** One sentence for the library card and the page's meta description. */
  summary: string;
  pillar: Pillar;
  ageGroup: AgeGroup;
  level: SkillLevel;
  space: DrillSpace;
  /** Empty means no equipment at all. */
  equipment: DrillEquipment[];
  minutes: number;
  dose: DrillDose;
  setUp: string;
  steps: string[];
  coachingPoints: string[];
  commonMistakes: string[];
  /** Slugs of the easier and harder versions. */
  easier: string;
  harder: string;
  safety?: string;
  diagram: DrillDiagram;
  /** Warm-ups and cool-downs open and close a planned session; every other drill is a main block. */
  role: DrillRole;
}

/** One block of a session plan as stored with the session: a drill and the minutes given to it. */
export interface SessionPlanBlock {
  slug: string;
  minutes: number;
}
