import { filterDrills, type AgeGroup, type Pillar, type SkillLevel } from '@dreampitch/domain';
import { DRILLS } from '@dreampitch/drills';
import { Link } from '@dreampitch/ui/router';
import type { ReactNode } from 'react';

/** How many drills a suggestion names. */
const NAMED = 2;

/**
 * The drills that train a suggested goal (the Pro skill suggestions' slot): main drills of its pillar for the player's
 * age group, at their level first. The content stays in the training remote; the suggestions name the pillar only.
 */
export function drillsForSuggestion(pillar: Pillar, ageGroup: AgeGroup, level: SkillLevel) {
  const mains = filterDrills(DRILLS, { pillar, ageGroup }).filter((drill) => drill.role === 'main');
  return [
    ...mains.filter((drill) => drill.level === level),
    ...mains.filter((drill) => drill.level !== level),
  ].slice(0, NAMED);
}

export default function SuggestedDrills({
  pillar,
  ageGroup,
  level,
  fallback,
}: {
  pillar: Pillar;
  ageGroup: AgeGroup;
  level: SkillLevel;
  fallback?: ReactNode;
}) {
  const drills = drillsForSuggestion(pillar, ageGroup, level);
  if (drills.length === 0) return fallback ?? null;
  return (
    <p>
      <strong>Drills to start with: </strong>
      {drills.map((drill, index) => (
        <span key={drill.slug}>
          {index > 0 && ', '}
          <Link to={`/app/training/drills/${drill.slug}`}>{drill.title}</Link>
        </span>
      ))}
    </p>
  );
}
