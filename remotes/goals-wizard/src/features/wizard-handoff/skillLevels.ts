import type { SkillLevel } from '@dreampitch/domain';

export const SKILL_LEVELS: readonly { value: SkillLevel; label: string }[] = [
  { value: 'beginner', label: 'Beginner: just getting started' },
  { value: 'intermediate', label: 'Intermediate: I play in a team' },
  { value: 'advanced', label: 'Advanced: I train a lot and play competitively' },
];

export function isSkillLevel(value: unknown): value is SkillLevel {
  return SKILL_LEVELS.some((level) => level.value === value);
}

export function skillLevelName(level: SkillLevel): string {
  return level.charAt(0).toUpperCase() + level.slice(1);
}
