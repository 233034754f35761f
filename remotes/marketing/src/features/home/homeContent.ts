import type { PlayingStyleId } from '@dreampitch/domain';
import type { IconName } from '@dreampitch/ui';

/** Decorative icon of each playing style card (the style's name carries the meaning; drawn, not emoji: see Icon). */
export const STYLE_ICONS: Record<PlayingStyleId, IconName> = {
  messi: 'wand',
  ronaldo: 'rocket',
  vandijk: 'shield',
};

/** The 'Why Choose' grid (spec §1: four benefits). */
export const WHY_CHOOSE: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'target',
    title: 'Goals for your age',
    text: 'Goal libraries built for 8-12, 13-17 and 18+, so every target is a stretch, never out of reach.',
  },
  {
    icon: 'calendar',
    title: 'Plan every session',
    text: 'Schedule training around school and matches and get a nudge before it starts.',
  },
  {
    icon: 'brain',
    title: 'Train the mind too',
    text: 'Confidence, focus and decision making get their own goals and games.',
  },
  {
    icon: 'family',
    title: 'Parents in the loop',
    text: 'Parents and guardians can follow progress and cheer on every milestone.',
  },
] as const;

/** The six key benefits (spec §1). */
export const KEY_BENEFITS = [
  'Personalised goals across technical, physical, tactical and mental pillars',
  'Session scheduling with reminders that fit your week',
  'Progress tracking with quick daily check-ins',
  'Mental training for confidence under pressure',
  'Badges, points and levels that reward consistency',
  'Parental monitoring that keeps families involved',
] as const;

/** The sample weekly progress card: static figures the spec fixes (§1). */
export const SAMPLE_WEEKLY_PROGRESS = {
  percent: 85,
  skills: [
    { label: 'Ball Control', value: 9 },
    { label: 'Shooting', value: 7 },
    { label: 'Passing', value: 8 },
  ],
} as const;
