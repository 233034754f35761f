import type { Pillar, PlayingStyleId } from '@dreampitch/domain';

/** Decorative emoji; every use sits beside the text it illustrates and is hidden from assistive tech. */
export const STYLE_ICONS: Record<PlayingStyleId, string> = {
  messi: '🪄',
  ronaldo: '🚀',
  vandijk: '🛡️',
};

export const PILLAR_ICONS: Record<Pillar, string> = {
  technical: '⚽',
  physical: '💪',
  tactical: '🗺️',
  mental: '🧠',
};
