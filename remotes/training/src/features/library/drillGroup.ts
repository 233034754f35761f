import type { Drill } from '@dreampitch/domain';
import { GROUP_OF_SLUG } from '@dreampitch/drills/group-of-slug';
import { DRILL_GROUPS, type DrillGroup } from '@dreampitch/drills/groups';
import { use } from 'react';

const loading = new Map<DrillGroup, Promise<readonly Drill[]>>();
const NO_DRILLS: Promise<readonly Drill[]> = Promise.resolve([]);

/**
 * The drills of the group `slug` is in (none when no drill has it): what a page about one drill shows and links to
 * (its easier and harder versions are in its group), some 3 KiB gzip rather than the library's 31. One request per
 * group for the visit; a failed one is tried again by the next page that asks.
 */
export function loadDrillGroupOf(slug: string): Promise<readonly Drill[]> {
  const group = Object.hasOwn(GROUP_OF_SLUG, slug) ? GROUP_OF_SLUG[slug] : undefined;
  if (!group) return NO_DRILLS;
  let drills = loading.get(group);
  if (!drills) {
    drills = DRILL_GROUPS[group]().catch((error: unknown) => {
      loading.delete(group);
      throw error;
    });
    loading.set(group, drills);
  }
  return drills;
}

/** The drills of `slug`'s group, suspending the page until they are loaded. */
export const useDrillGroupOf = (slug: string): readonly Drill[] => use(loadDrillGroupOf(slug));
