import type { Drill } from '@dreampitch/domain';

/**
 * The library's drills by age group, each loaded alone: a page that shows one drill downloads its age group (some
 * 12 KiB gzip) instead of the whole library (31 KiB). A drill's easier and harder versions are of its pillar and age
 * group (content.test.ts), so the page has all it links to. Each age group's content files are one chunk (the
 * `drill-groups` split of tools/federation), which the whole library's chunk loads too.
 */
export const DRILL_GROUPS = {
  '8-12': () =>
    Promise.all([
      import('./ages-8-12/technical'),
      import('./ages-8-12/physical'),
      import('./ages-8-12/tactical'),
      import('./ages-8-12/mental'),
    ]).then(([technical, physical, tactical, mental]) => [
      ...technical.TECHNICAL_8_12,
      ...physical.PHYSICAL_8_12,
      ...tactical.TACTICAL_8_12,
      ...mental.MENTAL_8_12,
    ]),
  '13-17': () =>
    Promise.all([
      import('./ages-13-17/technical'),
      import('./ages-13-17/physical'),
      import('./ages-13-17/tactical'),
      import('./ages-13-17/mental'),
    ]).then(([technical, physical, tactical, mental]) => [
      ...technical.TECHNICAL_13_17,
      ...physical.PHYSICAL_13_17,
      ...tactical.TACTICAL_13_17,
      ...mental.MENTAL_13_17,
    ]),
  '18-plus': () =>
    Promise.all([
      import('./ages-18-plus/technical'),
      import('./ages-18-plus/physical'),
      import('./ages-18-plus/tactical'),
      import('./ages-18-plus/mental'),
    ]).then(([technical, physical, tactical, mental]) => [
      ...technical.TECHNICAL_18_PLUS,
      ...physical.PHYSICAL_18_PLUS,
      ...tactical.TACTICAL_18_PLUS,
      ...mental.MENTAL_18_PLUS,
    ]),
} satisfies Record<string, () => Promise<readonly Drill[]>>;

export type DrillGroup = keyof typeof DRILL_GROUPS;
