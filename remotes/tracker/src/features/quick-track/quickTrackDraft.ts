import {
  DEFAULT_METRIC_VALUE,
  type AgeGroup,
  type EmojiMood,
  type QuickTrackActivity,
  type QuickTrackMetrics,
  type QuickTrackRecord,
  type TrainingLoad,
} from '@dreampitch/domain';

/** Everything the Quick Track form holds; each age group reads only its own fields. */
export interface QuickTrackFormState {
  emoji: EmojiMood | null;
  /** 0 until the player picks 1-10. */
  rating: number;
  activity: QuickTrackActivity | null;
  trainingLoad: TrainingLoad | null;
  metrics: QuickTrackMetrics;
  note: string;
}

export function emptyQuickTrackForm(): QuickTrackFormState {
  return {
    emoji: null,
    rating: 0,
    activity: null,
    trainingLoad: null,
    metrics: {
      technical: DEFAULT_METRIC_VALUE,
      physical: DEFAULT_METRIC_VALUE,
      tactical: DEFAULT_METRIC_VALUE,
      mental: DEFAULT_METRIC_VALUE,
    },
    note: '',
  };
}

/**
 * The record of spec §3 for the player's age group: the emoji (8-12), the rating and note (13-17), or activity,
 * load, metrics and note (18+). Call only when `canSaveQuickTrack` allows it.
 */
export function quickTrackRecordFrom(
  ageGroup: AgeGroup,
  form: QuickTrackFormState,
  date: string,
): QuickTrackRecord {
  switch (ageGroup) {
    case '8-12':
      if (!form.emoji) throw new Error('Choose how training felt before saving');
      return { ageGroup, date, emoji: form.emoji };
    case '13-17':
      return { ageGroup, date, rating: form.rating, note: form.note.trim() };
    case '18+':
      return {
        ageGroup,
        date,
        activity: form.activity,
        trainingLoad: form.trainingLoad,
        metrics: { ...form.metrics },
        note: form.note.trim(),
      };
  }
}
