import { PILLAR_LABELS, PILLARS, type Goal, type Pillar } from '@dreampitch/domain';

export interface PillarGoals {
  pillar: Pillar;
  label: string;
  goals: Goal[];
}

/** The goals grouped by pillar, in pillar order; pillars without goals are left out. */
export function groupGoalsByPillar(goals: readonly Goal[]): PillarGoals[] {
  return PILLARS.map((pillar) => ({
    pillar,
    label: PILLAR_LABELS[pillar],
    goals: goals.filter((goal) => goal.pillar === pillar),
  })).filter((group) => group.goals.length > 0);
}

/** A check-in's step of progress: what the check-in form proposes, which the player can change. */
export const CHECK_IN_PROGRESS_STEP = 10;

export function suggestedProgressAfterCheckIn(progress: number): number {
  return Math.min(100, Math.max(0, progress) + CHECK_IN_PROGRESS_STEP);
}
