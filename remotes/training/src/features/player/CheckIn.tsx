import {
  canSaveQuickTrack,
  DEFAULT_METRIC_VALUE,
  EMOJI_SCALE,
  localIsoDate,
  RATING_MAX,
  RATING_MIN,
  TRAINING_LOADS,
  trainingLoadLabel,
  type AgeGroup,
  type EmojiMood,
  type Pillar,
  type QuickTrackRecord,
  type TrainingLoad,
} from '@dreampitch/domain';
import { Button, ChoiceGroup, TextAreaField, type ChoiceOption } from '@dreampitch/ui';
import { useId, useState, type FormEvent } from 'react';

export interface CheckInProps {
  ageGroup: AgeGroup;
  /** The session's main pillar (the activity of an 18+ check-in). */
  pillar: Pillar;
  /** What the note starts with: the minutes and drills trained. */
  summary: string;
  busy: boolean;
  /** With the check-in, or null when the player finishes without one. */
  onFinish(checkIn: QuickTrackRecord | null): void;
}

const EMOJI_OPTIONS: ChoiceOption<EmojiMood>[] = EMOJI_SCALE.map((option) => ({
  value: option.id,
  label: option.label,
  icon: option.emoji,
}));
const RATING_OPTIONS: ChoiceOption<string>[] = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, index) => {
    const value = String(RATING_MIN + index);
    return { value, label: value };
  },
);
const LOAD_OPTIONS: ChoiceOption<TrainingLoad>[] = TRAINING_LOADS.map((band) => ({
  value: band.id,
  label: trainingLoadLabel(band.id),
}));

/**
 * The age group's Quick Track as the session's check-in (emoji 8-12, rating 13-17, load 18+), filled in from the
 * session: the note says what was trained, an adult's activity is the session's pillar. How it felt is the player's
 * own choice, never filled in for them.
 */
export function CheckIn({ ageGroup, pillar, summary, busy, onFinish }: CheckInProps) {
  const noteId = useId();
  const [emoji, setEmoji] = useState<EmojiMood | null>(null);
  const [rating, setRating] = useState(0);
  const [load, setLoad] = useState<TrainingLoad | null>(null);
  const [note, setNote] = useState(summary);
  const canSave = canSaveQuickTrack(ageGroup, { emoji, rating });

  const record = (): QuickTrackRecord | null => {
    const date = localIsoDate();
    switch (ageGroup) {
      case '8-12':
        return emoji ? { ageGroup, date, emoji } : null;
      case '13-17':
        return { ageGroup, date, rating, note: note.trim() };
      case '18+':
        return {
          ageGroup,
          date,
          activity: pillar,
          trainingLoad: load,
          metrics: {
            technical: DEFAULT_METRIC_VALUE,
            physical: DEFAULT_METRIC_VALUE,
            tactical: DEFAULT_METRIC_VALUE,
            mental: DEFAULT_METRIC_VALUE,
          },
          note: note.trim(),
        };
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSave && !busy) onFinish(record());
  };

  return (
    <form className="training-check-in" aria-label="Check-in" onSubmit={submit}>
      {ageGroup === '8-12' && (
        <ChoiceGroup
          label="How did training feel today?"
          variant="emoji"
          options={EMOJI_OPTIONS}
          value={emoji}
          onChange={setEmoji}
        />
      )}
      {ageGroup === '13-17' && (
        <ChoiceGroup
          label={`Rate today's session (${RATING_MIN} to ${RATING_MAX})`}
          hint={`${RATING_MIN} is a tough session, ${RATING_MAX} your best ever.`}
          variant="emoji"
          options={RATING_OPTIONS}
          value={rating > 0 ? String(rating) : null}
          onChange={(value) => setRating(Number(value))}
        />
      )}
      {ageGroup === '18+' && (
        <ChoiceGroup
          label="Training load"
          hint="RPE: rate of perceived exertion, from 1 (very easy) to 10 (maximal)."
          options={LOAD_OPTIONS}
          value={load}
          onChange={setLoad}
        />
      )}
      {ageGroup !== '8-12' && (
        <TextAreaField
          id={noteId}
          label="Note (optional)"
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      )}
      <div className="training-player__actions">
        <Button type="submit" disabled={!canSave} loading={busy}>
          Save Check-in and Finish
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onFinish(null)}>
          Finish without a check-in
        </Button>
      </div>
    </form>
  );
}
