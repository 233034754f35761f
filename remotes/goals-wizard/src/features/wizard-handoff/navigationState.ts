import {
  ageGroupForAge,
  isAgeGroup,
  isPlayingStyleId,
  recommendGoals,
  validatePersonalisationAge,
  type AgeGroup,
  type PlayingStyleId,
  type SkillLevel,
  type TemplateGoal,
} from '@dreampitch/domain';
import { isSkillLevel } from './skillLevels';

/** Router state player selection hands to the wizard (docs/CONTRACTS.md). */
export interface WizardHandoff {
  playerStyle: PlayingStyleId;
  age: number;
  ageGroup: AgeGroup;
  skillLevel: SkillLevel;
  recommendedGoals: TemplateGoal[];
}

/**
 * Router state of /app/player-selection. The home page sends only `playerStyle` (contract); the wizard's Previous
 * also sends the age and skill level so the form comes back filled in.
 */
export interface PlayerSelectionState {
  playerStyle?: PlayingStyleId;
  age?: number;
  skillLevel?: SkillLevel;
}

export function buildWizardHandoff(
  playerStyle: PlayingStyleId,
  age: number,
  skillLevel: SkillLevel,
): WizardHandoff {
  const ageGroup = ageGroupForAge(age);
  return { playerStyle, age, ageGroup, skillLevel, recommendedGoals: recommendGoals(playerStyle, ageGroup) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isTemplateGoal(value: unknown): value is TemplateGoal {
  return (
    isRecord(value) &&
    typeof value.title === 'string' &&
    typeof value.description === 'string' &&
    typeof value.type === 'string' &&
    typeof value.pillar === 'string'
  );
}

/** The wizard's router state, or null when it is missing or malformed (then the wizard shows 'Missing Information'). */
export function parseWizardHandoff(state: unknown): WizardHandoff | null {
  if (!isRecord(state)) return null;
  const { playerStyle, age, ageGroup, skillLevel, recommendedGoals } = state;
  if (!isPlayingStyleId(playerStyle) || !isAgeGroup(ageGroup) || !isSkillLevel(skillLevel)) return null;
  if (typeof age !== 'number' || !validatePersonalisationAge(age).ok) return null;
  if (!Array.isArray(recommendedGoals) || !recommendedGoals.every(isTemplateGoal)) return null;
  return { playerStyle, age, ageGroup, skillLevel, recommendedGoals };
}

/** Whatever of a style, age and skill level the player-selection router state carries. */
export function parsePlayerSelectionState(state: unknown): PlayerSelectionState {
  if (!isRecord(state)) return {};
  return {
    playerStyle: isPlayingStyleId(state.playerStyle) ? state.playerStyle : undefined,
    age: typeof state.age === 'number' && validatePersonalisationAge(state.age).ok ? state.age : undefined,
    skillLevel: isSkillLevel(state.skillLevel) ? state.skillLevel : undefined,
  };
}
