import type { AgeGroup, EmojiMood, Pillar, QuickTrackActivity, TrainingLoad } from './types';

/** Five-step mood scale for 8-12 (spec §9); the label is the emoji's text alternative. */
export const EMOJI_SCALE: readonly { id: EmojiMood; emoji: string; label: string }[] = [
  { id: 'tough', emoji: '😣', label: 'Tough day' },
  { id: 'okay', emoji: '😐', label: 'Okay' },
  { id: 'good', emoji: '🙂', label: 'Good' },
  { id: 'great', emoji: '😄', label: 'Great' },
  { id: 'amazing', emoji: '🤩', label: 'Amazing' },
];

/** Session rating for 13-17. */
export const RATING_MIN = 1;
export const RATING_MAX = 10;

export const QUICK_TRACK_ACTIVITIES: readonly { id: QuickTrackActivity; label: string }[] = [
  { id: 'technical', label: 'Technical' },
  { id: 'physical', label: 'Physical' },
  { id: 'match_play', label: 'Match Play' },
  { id: 'tactical', label: 'Tactical' },
  { id: 'mental', label: 'Mental' },
];

/** Training-load bands by rate of perceived exertion (RPE, 1-10). */
export const TRAINING_LOADS: readonly { id: TrainingLoad; label: string; rpeMin: number; rpeMax: number }[] =
  [
    { id: 'low', label: 'Low', rpeMin: 1, rpeMax: 3 },
    { id: 'moderate', label: 'Moderate', rpeMin: 4, rpeMax: 6 },
    { id: 'high', label: 'High', rpeMin: 7, rpeMax: 8 },
    { id: 'very_high', label: 'Very High', rpeMin: 9, rpeMax: 10 },
  ];

/** "Low (RPE 1-3)". */
export function trainingLoadLabel(load: TrainingLoad): string {
  const band = TRAINING_LOADS.find((candidate) => candidate.id === load);
  if (!band) throw new Error(`Unknown training load: ${load}`);
  return `${band.label} (RPE ${band.rpeMin}-${band.rpeMax})`;
}

/** The band an RPE value falls in, or null outside 1-10. */
export function trainingLoadForRpe(rpe: number): TrainingLoad | null {
  return TRAINING_LOADS.find((band) => rpe >= band.rpeMin && rpe <= band.rpeMax)?.id ?? null;
}

/** The four 0-10 metric sliders of 18+. */
export const METRIC_SLIDERS: readonly {
  id: Pillar;
  label: string;
  min: number;
  max: number;
  step: number;
}[] = [
  { id: 'technical', label: 'Technical', min: 0, max: 10, step: 1 },
  { id: 'physical', label: 'Physical', min: 0, max: 10, step: 1 },
  { id: 'tactical', label: 'Tactical', min: 0, max: 10, step: 1 },
  { id: 'mental', label: 'Mental', min: 0, max: 10, step: 1 },
];

export const DEFAULT_METRIC_VALUE = 5;

export interface QuickTrackDraft {
  emoji: EmojiMood | null;
  rating: number;
}

/** Save enabled (spec §4): 8-12 once an emoji is chosen; 13-17 with a rating above 0; 18+ always. */
export function canSaveQuickTrack(ageGroup: AgeGroup, draft: QuickTrackDraft): boolean {
  switch (ageGroup) {
    case '8-12':
      return draft.emoji !== null;
    case '13-17':
      return draft.rating > 0;
    case '18+':
      return true;
  }
}
