import type { Drill } from '@dreampitch/domain';
import { MENTAL_18_PLUS } from './ages-18-plus/mental';
import { PHYSICAL_18_PLUS } from './ages-18-plus/physical';
import { TACTICAL_18_PLUS } from './ages-18-plus/tactical';
import { TECHNICAL_18_PLUS } from './ages-18-plus/technical';
import { MENTAL_13_17 } from './ages-13-17/mental';
import { PHYSICAL_13_17 } from './ages-13-17/physical';
import { TACTICAL_13_17 } from './ages-13-17/tactical';
import { TECHNICAL_13_17 } from './ages-13-17/technical';
import { MENTAL_8_12 } from './ages-8-12/mental';
import { PHYSICAL_8_12 } from './ages-8-12/physical';
import { TACTICAL_8_12 } from './ages-8-12/tactical';
import { TECHNICAL_8_12 } from './ages-8-12/technical';

/** Every drill of the library, by age group, then pillar. */
export const DRILLS: readonly Drill[] = [
  ...TECHNICAL_8_12,
  ...PHYSICAL_8_12,
  ...TACTICAL_8_12,
  ...MENTAL_8_12,
  ...TECHNICAL_13_17,
  ...PHYSICAL_13_17,
  ...TACTICAL_13_17,
  ...MENTAL_13_17,
  ...TECHNICAL_18_PLUS,
  ...PHYSICAL_18_PLUS,
  ...TACTICAL_18_PLUS,
  ...MENTAL_18_PLUS,
];

const BY_SLUG = new Map(DRILLS.map((drill) => [drill.slug, drill]));

/** The drill a slug names (a URL segment or a stored plan block), or undefined. */
export function drillBySlug(slug: string): Drill | undefined {
  return BY_SLUG.get(slug);
}
