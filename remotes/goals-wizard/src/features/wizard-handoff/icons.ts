import type { Pillar, PlayingStyleId } from '@dreampitch/domain';
import type { IconName } from '@dreampitch/ui';
import './icons.css';

/** Decorative icons (drawn, not emoji: see Icon); every use sits beside the text it illustrates. */
export const STYLE_ICONS: Record<PlayingStyleId, IconName> = {
  messi: 'wand',
  ronaldo: 'rocket',
  vandijk: 'shield',
};

export const PILLAR_ICONS: Record<Pillar, IconName> = {
  technical: 'ball',
  physical: 'muscle',
  tactical: 'map',
  mental: 'brain',
};
