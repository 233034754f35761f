import type { GoalType, Pillar } from './types';

// Apart from the goal library (some 2.7 KiB gzip of template goals) so pages that only name the pillars, such as the
// insights, mindset and export pages, do not download the library with them.
export const PILLARS: readonly Pillar[] = ['technical', 'physical', 'tactical', 'mental'];
export const GOAL_TYPES: readonly GoalType[] = ['process', 'performance', 'outcome'];

export const PILLAR_LABELS: Record<Pillar, string> = {
  technical: 'Technical',
  physical: 'Physical',
  tactical: 'Tactical',
  mental: 'Mental',
};

export const GOAL_TYPE_LABELS: Record<GoalType, string> = {
  process: 'Process',
  performance: 'Performance',
  outcome: 'Outcome',
};
