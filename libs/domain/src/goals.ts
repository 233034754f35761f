import { GOAL_TARGET_DAYS, MAX_SELECTED_GOALS } from './constants';
import { templateGoals } from './goalLibrary';
import { playingStyleById } from './playingStyles';
import type { AgeGroup, CustomGoalInput, Goal, PlayingStyleId, TemplateGoal, TrainingSession } from './types';

const RECOMMENDATIONS_PER_PILLAR = 2;

/**
 * Recommended goals for a playing style and age group (spec §4): up to 2 template goals per focus pillar, in the
 * style's pillar order, then only the first 3 are kept.
 */
export function recommendGoals(styleId: PlayingStyleId, ageGroup: AgeGroup): TemplateGoal[] {
  return playingStyleById(styleId)
    .focusPillars.flatMap((pillar) => templateGoals(ageGroup, pillar).slice(0, RECOMMENDATIONS_PER_PILLAR))
    .slice(0, MAX_SELECTED_GOALS);
}

/** Two goals are the same selection when title and pillar match (template goals have no id). */
function sameGoal(a: TemplateGoal, b: TemplateGoal): boolean {
  return a.title === b.title && a.pillar === b.pillar;
}

export function isGoalSelected(selected: readonly TemplateGoal[], goal: TemplateGoal): boolean {
  return selected.some((candidate) => sameGoal(candidate, goal));
}

/**
 * Click on a goal card: deselects a selected goal, selects another while fewer than `max` are selected (3, or fewer
 * when the plan allows fewer: `wizardGoalAllowance`).
 */
export function toggleGoalSelection(
  selected: readonly TemplateGoal[],
  goal: TemplateGoal,
  max: number = MAX_SELECTED_GOALS,
): TemplateGoal[] {
  if (isGoalSelected(selected, goal)) return selected.filter((candidate) => !sameGoal(candidate, goal));
  if (selected.length >= max) return [...selected];
  return [...selected, goal];
}

/** Unselected goals are disabled once `max` (3, or the plan's allowance) are selected. */
export function isGoalOptionDisabled(
  selected: readonly TemplateGoal[],
  goal: TemplateGoal,
  max: number = MAX_SELECTED_GOALS,
): boolean {
  return !isGoalSelected(selected, goal) && selected.length >= max;
}

/** A custom goal can be added with a title and a description and fewer than `max` goals selected. */
export function canAddCustomGoal(
  input: CustomGoalInput,
  selectedCount: number,
  max: number = MAX_SELECTED_GOALS,
): boolean {
  return input.title.trim() !== '' && input.description.trim() !== '' && selectedCount < max;
}

/** A custom goal joins the selection as a process goal (spec §3). */
export function customGoalToTemplate(input: CustomGoalInput): TemplateGoal {
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    pillar: input.pillar,
    type: 'process',
  };
}

export type WizardStep = 1 | 2 | 3;

export interface WizardProceedState {
  selectedCount: number;
  isLoggedIn: boolean;
  accountFieldsFilled: boolean;
}

/** Whether the wizard's Next / Save button is enabled on a step (spec §4). */
export function wizardCanProceed(step: WizardStep, state: WizardProceedState): boolean {
  switch (step) {
    case 1:
      return state.selectedCount >= 1;
    case 2:
      return true;
    case 3:
      return state.isLoggedIn || state.accountFieldsFilled;
  }
}

/** `YYYY-MM-DD` of the UTC day `days` after `from`. */
export function addDaysIsoDate(from: Date, days: number): string {
  const result = new Date(from.getTime());
  result.setUTCDate(result.getUTCDate() + days);
  return result.toISOString().slice(0, 10);
}

/** Target date of a goal created at `createdAt`: 90 days later. */
export function goalTargetDate(createdAt: Date): string {
  return addDaysIsoDate(createdAt, GOAL_TARGET_DAYS);
}

export interface NewGoalOptions {
  id: string;
  ageGroup: AgeGroup;
  now: Date;
  sessions?: TrainingSession[];
}

/** A new goal: active, progress 0, target date 90 days after creation (spec §4). */
export function createGoal(template: TemplateGoal, options: NewGoalOptions): Goal {
  return {
    id: options.id,
    title: template.title,
    description: template.description,
    pillar: template.pillar,
    type: template.type,
    ageGroup: options.ageGroup,
    status: 'active',
    progress: 0,
    checkIns: [],
    dailyCheckIns: [],
    milestones: [],
    sessions: (options.sessions ?? []).map((session) => ({ ...session, goalId: options.id })),
    targetDate: goalTargetDate(options.now),
    createdAt: options.now.toISOString(),
  };
}

/**
 * Goals that hold a place under the plan's goal limit: every status but completed (a goal awaiting a parent's
 * approval will be worked on). The database counts the same way (private.active_goal_count).
 */
export function isActiveGoal(goal: Pick<Goal, 'status'>): boolean {
  return goal.status !== 'completed';
}

export function activeGoalCount(goals: readonly Pick<Goal, 'status'>[]): number {
  return goals.filter(isActiveGoal).length;
}

/** Share of goals completed, in whole percent (0 with no goals). */
export function goalCompletionRate(goals: readonly Pick<Goal, 'status'>[]): number {
  if (goals.length === 0) return 0;
  const completed = goals.filter((goal) => goal.status === 'completed').length;
  return Math.round((completed / goals.length) * 100);
}
