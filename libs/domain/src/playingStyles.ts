import type { PlayingStyle, PlayingStyleId } from './types';

/** The three legendary-player profiles of the home page and player selection (spec §1, §3). */
export const PLAYING_STYLES: readonly PlayingStyle[] = [
  {
    id: 'messi',
    name: 'Lionel Messi',
    style: 'Playmaker',
    description:
      'Close control, quick feet and clever passes. The playmaker sees the gap before anyone else and makes the team play.',
    color: '#2563eb',
    focusPillars: ['technical', 'tactical'],
  },
  {
    id: 'ronaldo',
    name: 'Cristiano Ronaldo',
    style: 'Finisher',
    description:
      'Power, pace and deadly shooting with both feet. The finisher works hard on body and technique to score when it matters.',
    color: '#dc2626',
    focusPillars: ['technical', 'physical'],
  },
  {
    id: 'vandijk',
    name: 'Virgil van Dijk',
    style: 'Defensive Leader',
    description:
      'Calm, well positioned and always organising. The defensive leader reads danger early and keeps the whole team focused.',
    color: '#059669',
    focusPillars: ['tactical', 'mental'],
  },
];

export function isPlayingStyleId(value: unknown): value is PlayingStyleId {
  return PLAYING_STYLES.some((style) => style.id === value);
}

export function playingStyleById(id: PlayingStyleId): PlayingStyle {
  const style = PLAYING_STYLES.find((candidate) => candidate.id === id);
  if (!style) throw new Error(`Unknown playing style: ${id}`);
  return style;
}
