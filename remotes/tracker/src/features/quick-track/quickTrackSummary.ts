import {
  EMOJI_SCALE,
  METRIC_SLIDERS,
  QUICK_TRACK_ACTIVITIES,
  RATING_MAX,
  trainingLoadLabel,
  type QuickTrackRecord,
} from '@dreampitch/domain';

/** One readable line for a Quick Track record: the history list and the dashboard's recent activity use it. */
export function quickTrackSummary(record: QuickTrackRecord): string {
  switch (record.ageGroup) {
    case '8-12': {
      const mood = EMOJI_SCALE.find((option) => option.id === record.emoji);
      return mood ? `${mood.emoji} ${mood.label}` : record.emoji;
    }
    case '13-17':
      return withNote(`Session rating ${record.rating}/${RATING_MAX}`, record.note);
    case '18+': {
      const parts: string[] = [];
      const activity = QUICK_TRACK_ACTIVITIES.find((option) => option.id === record.activity);
      if (activity) parts.push(activity.label);
      if (record.trainingLoad) parts.push(`${trainingLoadLabel(record.trainingLoad)} load`);
      parts.push(
        METRIC_SLIDERS.map((slider) => `${slider.label} ${record.metrics[slider.id]}/${slider.max}`).join(
          ', ',
        ),
      );
      return withNote(parts.join(' · '), record.note);
    }
  }
}

function withNote(text: string, note: string): string {
  const trimmed = note.trim();
  return trimmed ? `${text}: "${trimmed}"` : text;
}

/**
 * How the session went on one 0-10 scale whatever the age group, so the progress chart can compare weeks:
 * the emoji's step (tough 2 ... amazing 10), the rating, or the mean of the four metrics.
 */
export function quickTrackScore(record: QuickTrackRecord): number {
  switch (record.ageGroup) {
    case '8-12': {
      const step = EMOJI_SCALE.findIndex((option) => option.id === record.emoji);
      return step < 0 ? 0 : ((step + 1) * 10) / EMOJI_SCALE.length;
    }
    case '13-17':
      return record.rating;
    case '18+': {
      const values = METRIC_SLIDERS.map((slider) => record.metrics[slider.id]);
      return values.reduce((sum, value) => sum + value, 0) / values.length;
    }
  }
}
