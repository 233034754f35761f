/**
 * Skill suggestions (Pro): the next goals to consider, from the player's goals, their progress and how balanced the
 * four pillars are. Rules, in order:
 * 1. Balance: the pillar with the least training (active goals plus the last weeks' check-ins and session minutes)
 *    gets a library goal the player does not have yet.
 * 2. Next step: a goal completed or at 75% or more leads to a harder goal of the same pillar
 *    (process → performance → outcome).
 * 3. Restart: a goal stuck below 25% after three weeks gets an easier process goal of its pillar.
 * Then any pillar still missing, until MAX_SELECTED_GOALS suggestions (the wizard takes at most that many).
 */
import { MAX_SELECTED_GOALS } from './constants';
import { PILLAR_LABELS, PILLARS, templateGoals } from './goalLibrary';
import { dayNumber } from './analytics';
import type { AgeGroup, GoalStatus, GoalType, Pillar, PlayingStyleId, TemplateGoal } from './types';
import { PLAYING_STYLES } from './playingStyles';

export interface SuggestionGoal {
  title: string;
  pillar: Pillar;
  /** Process when unknown (analytics goals carry no type). */
  type?: GoalType;
  status: GoalStatus;
  progress: number;
  /** ISO timestamp. */
  createdAt: string;
}

/** Recent training per pillar: check-ins and session minutes of the last weeks. */
export type PillarActivity = Record<Pillar, { checkIns: number; sessionMinutes: number }>;

export interface SkillSuggestion {
  goal: TemplateGoal;
  reason: string;
}

export const NEXT_STEP_PROGRESS = 75;
export const STALLED_PROGRESS = 25;
export const STALLED_AFTER_DAYS = 21;

const HARDER: Record<GoalType, GoalType[]> = {
  process: ['performance', 'outcome'],
  performance: ['outcome', 'performance'],
  outcome: ['outcome', 'performance'],
};

const normalise = (title: string) => title.trim().toLowerCase();

/** How much a pillar has been trained: an active goal counts like a week of check-ins. */
function pillarWeight(pillar: Pillar, goals: readonly SuggestionGoal[], activity: PillarActivity): number {
  const active = goals.filter((goal) => goal.pillar === pillar && goal.status === 'active').length;
  return active * 5 + activity[pillar].checkIns + activity[pillar].sessionMinutes / 30;
}

export function skillSuggestions(input: {
  goals: readonly SuggestionGoal[];
  activity: PillarActivity;
  ageGroup: AgeGroup;
  today: string;
}): SkillSuggestion[] {
  const { goals, activity, ageGroup, today } = input;
  const taken = new Set(goals.map((goal) => normalise(goal.title)));
  const suggestions: SkillSuggestion[] = [];
  const pick = (pillar: Pillar, types: readonly GoalType[] | null, reason: string) => {
    if (suggestions.length >= MAX_SELECTED_GOALS) return;
    const library = templateGoals(ageGroup, pillar).filter(
      (goal) => !taken.has(normalise(goal.title)) && !suggestions.some((s) => s.goal.title === goal.title),
    );
    const ordered = types ? types.flatMap((type) => library.filter((goal) => goal.type === type)) : library;
    const goal = ordered[0];
    if (goal) suggestions.push({ goal, reason });
  };

  const byWeight = [...PILLARS].sort(
    (a, b) => pillarWeight(a, goals, activity) - pillarWeight(b, goals, activity),
  );
  const weakest = byWeight[0]!;
  const strongest = byWeight[byWeight.length - 1]!;
  if (pillarWeight(weakest, goals, activity) < pillarWeight(strongest, goals, activity)) {
    pick(
      weakest,
      null,
      `Your ${PILLAR_LABELS[weakest].toLowerCase()} pillar has had the least training lately. A goal here balances your game.`,
    );
  }

  for (const goal of goals) {
    if (goal.status === 'pending_approval') continue;
    if (goal.status === 'completed' || goal.progress >= NEXT_STEP_PROGRESS) {
      pick(
        goal.pillar,
        HARDER[goal.type ?? 'process'],
        goal.status === 'completed'
          ? `You completed “${goal.title}”. This is a next step in the same pillar.`
          : `“${goal.title}” is at ${goal.progress}%. This is a next step for when you finish it.`,
      );
    }
  }

  for (const goal of goals) {
    const age = dayNumber(today) - dayNumber(goal.createdAt);
    if (goal.status === 'active' && goal.progress < STALLED_PROGRESS && age >= STALLED_AFTER_DAYS) {
      pick(
        goal.pillar,
        ['process'],
        `“${goal.title}” has been slow to move. A smaller, everyday goal in the same pillar can get you going.`,
      );
    }
  }

  for (const pillar of byWeight) {
    if (suggestions.some((suggestion) => suggestion.goal.pillar === pillar)) continue;
    pick(
      pillar,
      null,
      `A ${PILLAR_LABELS[pillar].toLowerCase()} goal keeps all four pillars of your game moving.`,
    );
  }
  return suggestions;
}

/** The playing style whose focus pillars best match the suggestions (the wizard needs one to start). */
export function styleForSuggestions(suggestions: readonly SkillSuggestion[]): PlayingStyleId {
  let best = PLAYING_STYLES[0]!;
  let bestScore = -1;
  for (const style of PLAYING_STYLES) {
    const score = suggestions.filter((suggestion) =>
      style.focusPillars.includes(suggestion.goal.pillar),
    ).length;
    if (score > bestScore) {
      best = style;
      bestScore = score;
    }
  }
  return best.id;
}
