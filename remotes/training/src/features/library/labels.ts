import type { AgeGroup, DrillEquipment, DrillSpace, SkillLevel } from '@dreampitch/domain';

export const LEVEL_LABELS: Record<SkillLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const SPACE_LABELS: Record<DrillSpace, string> = {
  indoors: 'Indoors',
  garden: 'Garden or yard',
  pitch: 'Pitch',
};

export const EQUIPMENT_LABELS: Record<DrillEquipment, string> = {
  ball: 'Ball',
  cones: 'Cones',
  wall: 'Wall',
  partner: 'Partner',
};

/** "Ball, cones" or "No equipment". */
export function equipmentText(equipment: readonly DrillEquipment[]): string {
  if (equipment.length === 0) return 'No equipment';
  const text = equipment.map((item) => EQUIPMENT_LABELS[item].toLowerCase()).join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const drillPath = (slug: string) => `/app/training/drills/${slug}`;

/** "Ages 8-12", "Ages 18+". */
export const ageGroupText = (ageGroup: AgeGroup) => `Ages ${ageGroup}`;
