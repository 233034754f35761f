import type { Pillar, PlayingStyleId } from '@dreampitch/domain';
import type { IconName } from '@dreampitch/ui';
import '@dreampitch/ui/icons/wand.css';
import '@dreampitch/ui/icons/rocket.css';
import '@dreampitch/ui/icons/shield.css';
import '@dreampitch/ui/icons/ball.css';
import '@dreampitch/ui/icons/muscle.css';
import '@dreampitch/ui/icons/map.css';
import '@dreampitch/ui/icons/brain.css';

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
