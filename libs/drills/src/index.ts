import type { Drill } from '@dreampitch/domain';
import { TECHNICAL_8_12 } from './ages-8-12/technical';

/** Every drill of the library, grouped by age group and pillar. */
export const DRILLS: readonly Drill[] = [...TECHNICAL_8_12];

const BY_SLUG = new Map(DRILLS.map((drill) => [drill.slug, drill]));

/** The drill a slug names (a URL segment or a stored plan block), or undefined. */
export function drillBySlug(slug: string): Drill | undefined {
  return BY_SLUG.get(slug);
}
