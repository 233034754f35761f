import { isAgeGroup } from './ageGroups';
import { DRILL_EQUIPMENT, DRILL_SPACES, SKILL_LEVELS, drillFitsSpace } from './drills';
import type { Drill, DrillEquipment, DrillSpace } from './drills';
import { MESSAGES } from './messages';
import { PILLARS } from './pillars';
import type { AgeGroup, Pillar, SkillLevel } from './types';

/** What the library's "Find a drill" narrows by. A missing field does not narrow. */
export interface DrillFilters {
  pillar?: Pillar;
  ageGroup?: AgeGroup;
  level?: SkillLevel;
  /** Where the player is: drills for that space or a smaller one (a living-room drill works on a pitch). */
  space?: DrillSpace;
  /** What the player has: drills that need nothing else. An empty list means drills with no equipment at all. */
  equipment?: DrillEquipment[];
  maxMinutes?: number;
  /** Words that must all appear in the title, summary or steps (any case). */
  words?: string;
}

export type DrillFilterKey = keyof DrillFilters;

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

function matches(drill: Drill, filters: DrillFilters, words: string[]): boolean {
  if (filters.pillar && drill.pillar !== filters.pillar) return false;
  if (filters.ageGroup && drill.ageGroup !== filters.ageGroup) return false;
  if (filters.level && drill.level !== filters.level) return false;
  if (filters.space && !drillFitsSpace(drill.space, filters.space)) return false;
  if (filters.equipment && !drill.equipment.every((item) => filters.equipment?.includes(item))) return false;
  if (filters.maxMinutes !== undefined && drill.minutes > filters.maxMinutes) return false;
  if (words.length > 0) {
    const text = [drill.title, drill.summary, ...drill.steps].join(' ').toLowerCase();
    if (!words.every((word) => text.includes(word))) return false;
  }
  return true;
}

/**
 * The library's list shows this many drills until the visitor asks for all: the whole library in the page's HTML
 * (110 cards, 16 KB gzip) does not fit the first round trip of a new connection, and its first paint came one round
 * trip later.
 */
export const FIRST_DRILLS_SHOWN = 24;

/** The drills that pass every filter, in the catalogue's order. */
export function filterDrills(drills: readonly Drill[], filters: DrillFilters): Drill[] {
  const words = wordsOf(filters.words ?? '');
  return drills.filter((drill) => matches(drill, filters, words));
}

/** The URL's names for the filters (short, readable in a shared link). */
const PARAM: Record<DrillFilterKey, string> = {
  pillar: 'pillar',
  ageGroup: 'age',
  level: 'level',
  space: 'space',
  equipment: 'equipment',
  maxMinutes: 'minutes',
  words: 'q',
};
/** `age=all` shows every age group when the page would otherwise open on the player's own. */
const ALL_AGES = 'all';
/** `equipment=none`: drills that need nothing. */
const NO_EQUIPMENT = 'none';
const MAX_WORDS_LENGTH = 100;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * Filters from the page's URL. Values the library does not know are dropped, so a hand-edited link still opens.
 * `defaults.ageGroup` (the player's) applies when the link names no age group.
 */
export function drillFiltersFromSearch(
  params: URLSearchParams,
  defaults: { ageGroup?: AgeGroup } = {},
): DrillFilters {
  const filters: DrillFilters = {};
  const pillar = oneOf(PILLARS, params.get(PARAM.pillar));
  if (pillar) filters.pillar = pillar;
  const age = params.get(PARAM.ageGroup);
  if (isAgeGroup(age)) filters.ageGroup = age;
  else if (age !== ALL_AGES && defaults.ageGroup) filters.ageGroup = defaults.ageGroup;
  const level = oneOf(SKILL_LEVELS, params.get(PARAM.level));
  if (level) filters.level = level;
  const space = oneOf(DRILL_SPACES, params.get(PARAM.space));
  if (space) filters.space = space;
  const equipment = params.get(PARAM.equipment);
  if (equipment === NO_EQUIPMENT) filters.equipment = [];
  else if (equipment) {
    const items = DRILL_EQUIPMENT.filter((item) => equipment.split(',').includes(item));
    if (items.length > 0) filters.equipment = items;
  }
  const minutes = Number(params.get(PARAM.maxMinutes));
  if (Number.isInteger(minutes) && minutes > 0) filters.maxMinutes = minutes;
  const words = (params.get(PARAM.words) ?? '').trim().slice(0, MAX_WORDS_LENGTH);
  if (words) filters.words = words;
  return filters;
}

/** The URL for filters: the inverse of `drillFiltersFromSearch` with the same defaults. */
export function drillFiltersToSearch(
  filters: DrillFilters,
  defaults: { ageGroup?: AgeGroup } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.pillar) params.set(PARAM.pillar, filters.pillar);
  if (filters.ageGroup !== defaults.ageGroup) params.set(PARAM.ageGroup, filters.ageGroup ?? ALL_AGES);
  if (filters.level) params.set(PARAM.level, filters.level);
  if (filters.space) params.set(PARAM.space, filters.space);
  if (filters.equipment) {
    const items = DRILL_EQUIPMENT.filter((item) => filters.equipment?.includes(item));
    params.set(PARAM.equipment, items.length > 0 ? items.join(',') : NO_EQUIPMENT);
  }
  if (filters.maxMinutes !== undefined) params.set(PARAM.maxMinutes, String(filters.maxMinutes));
  const words = filters.words?.trim();
  if (words) params.set(PARAM.words, words);
  return params;
}

const LOOSEN_MESSAGE: Record<DrillFilterKey, string> = {
  pillar: MESSAGES.drillsLoosenPillar,
  ageGroup: MESSAGES.drillsLoosenAgeGroup,
  level: MESSAGES.drillsLoosenLevel,
  space: MESSAGES.drillsLoosenSpace,
  equipment: MESSAGES.drillsLoosenEquipment,
  maxMinutes: MESSAGES.drillsLoosenMinutes,
  words: MESSAGES.drillsLoosenWords,
};

/** The filters a player gives up most readily first: typed words before their own age group. */
const LOOSEN_ORDER: readonly DrillFilterKey[] = [
  'words',
  'maxMinutes',
  'equipment',
  'space',
  'level',
  'pillar',
  'ageGroup',
];

export interface LooseningHint {
  /** The filter to clear, or null when only clearing several helps. */
  filter: DrillFilterKey | null;
  /** How many drills the page shows once it is cleared. */
  count: number;
  message: string;
}

/**
 * What to tell a player whose filters match nothing: the one filter whose clearing shows the most drills (ties go to
 * the filter given up most readily), or to clear them all. Null when something matches.
 */
export function looseningHint(drills: readonly Drill[], filters: DrillFilters): LooseningHint | null {
  if (filterDrills(drills, filters).length > 0) return null;
  let best: LooseningHint | null = null;
  for (const key of LOOSEN_ORDER) {
    if (filters[key] === undefined) continue;
    const count = filterDrills(drills, { ...filters, [key]: undefined }).length;
    if (count > (best?.count ?? 0)) best = { filter: key, count, message: LOOSEN_MESSAGE[key] };
  }
  return best ?? { filter: null, count: drills.length, message: MESSAGES.drillsClearFilters };
}
