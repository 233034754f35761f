import {
  canSaveQuickTrack,
  EMOJI_SCALE,
  METRIC_SLIDERS,
  QUICK_TRACK_ACTIVITIES,
  RATING_MAX,
  RATING_MIN,
  TRAINING_LOADS,
  trainingLoadLabel,
  type AgeGroup,
  type QuickTrackRecord,
} from '@dreampitch/domain';
import { Button, ButtonLink, ChoiceGroup, TextAreaField, type ChoiceOption } from '@dreampitch/ui';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from '@dreampitch/ui/router';
import { localIsoDate } from '../../lib/dates';
import { emptyQuickTrackForm, quickTrackRecordFrom, type QuickTrackFormState } from './quickTrackDraft';

export interface QuickTrackFormProps {
  ageGroup: AgeGroup;
  /** Signed-out visitors see an invitation to sign in where the Save button would be. */
  signedIn: boolean;
  onSave(record: QuickTrackRecord): Promise<void>;
}

const EMOJI_OPTIONS: ChoiceOption<string>[] = EMOJI_SCALE.map((option) => ({
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

const ACTIVITY_OPTIONS: ChoiceOption<string>[] = QUICK_TRACK_ACTIVITIES.map((option) => ({
  value: option.id,
  label: option.label,
}));

const LOAD_OPTIONS: ChoiceOption<string>[] = TRAINING_LOADS.map((band) => ({
  value: band.id,
  label: trainingLoadLabel(band.id),
}));

/** The Quick Track logging panel (spec §2 screen 6, §4, §9): its fields depend on the player's age group. */
export function QuickTrackForm({ ageGroup, signedIn, onSave }: QuickTrackFormProps) {
  const [form, setForm] = useState<QuickTrackFormState>(emptyQuickTrackForm);
  const [saving, setSaving] = useState(false);
  const location = useLocation();
  const baseId = useId();
  const canSave = canSaveQuickTrack(ageGroup, { emoji: form.emoji, rating: form.rating });

  const update = (change: Partial<QuickTrackFormState>) => setForm((current) => ({ ...current, ...change }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave || !signedIn || saving) return;
    setSaving(true);
    try {
      await onSave(quickTrackRecordFrom(ageGroup, form, localIsoDate()));
      setForm(emptyQuickTrackForm());
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="tracker-quick-track__form" onSubmit={handleSubmit} aria-label="Quick Track">
      {ageGroup === '8-12' && (
        <ChoiceGroup
          label="How did training feel today?"
          variant="emoji"
          options={EMOJI_OPTIONS}
          value={form.emoji}
          onChange={(value) =>
            update({ emoji: EMOJI_SCALE.find((option) => option.id === value)?.id ?? null })
          }
        />
      )}

      {ageGroup === '13-17' && (
        <ChoiceGroup
          label={`Rate today's session (${RATING_MIN} to ${RATING_MAX})`}
          hint={`${RATING_MIN} is a tough session, ${RATING_MAX} your best ever.`}
          variant="emoji"
          options={RATING_OPTIONS}
          value={form.rating > 0 ? String(form.rating) : null}
          onChange={(value) => update({ rating: Number(value) })}
        />
      )}

      {ageGroup === '18+' && (
        <>
          <ChoiceGroup
            label="Activity"
            options={ACTIVITY_OPTIONS}
            value={form.activity}
            onChange={(value) =>
              update({ activity: QUICK_TRACK_ACTIVITIES.find((option) => option.id === value)?.id ?? null })
            }
          />
          <ChoiceGroup
            label="Training load"
            hint="RPE: rate of perceived exertion, from 1 (very easy) to 10 (maximal)."
            options={LOAD_OPTIONS}
            value={form.trainingLoad}
            onChange={(value) =>
              update({ trainingLoad: TRAINING_LOADS.find((band) => band.id === value)?.id ?? null })
            }
          />
          <fieldset className="tracker-quick-track__sliders">
            <legend>How did each area go? (0 to 10)</legend>
            {METRIC_SLIDERS.map((slider) => {
              const inputId = `${baseId}-${slider.id}`;
              return (
                <div key={slider.id} className="tracker-slider">
                  <label htmlFor={inputId}>{slider.label}</label>
                  <input
                    id={inputId}
                    type="range"
                    min={slider.min}
                    max={slider.max}
                    step={slider.step}
                    value={form.metrics[slider.id]}
                    aria-valuetext={`${form.metrics[slider.id]} out of ${slider.max}`}
                    onChange={(event) =>
                      update({ metrics: { ...form.metrics, [slider.id]: Number(event.target.value) } })
                    }
                  />
                  <output htmlFor={inputId} aria-hidden="true">
                    {form.metrics[slider.id]}
                  </output>
                </div>
              );
            })}
          </fieldset>
        </>
      )}

      {ageGroup !== '8-12' && (
        <TextAreaField
          id={`${baseId}-note`}
          label="Note (optional)"
          rows={3}
          maxLength={2000}
          value={form.note}
          onChange={(event) => update({ note: event.target.value })}
        />
      )}

      {signedIn ? (
        <Button type="submit" disabled={!canSave} loading={saving}>
          {saving ? 'Saving...' : 'Save Check-in'}
        </Button>
      ) : (
        <div className="tracker-quick-track__sign-in">
          <p>Sign in to save your check-ins and watch your progress grow.</p>
          <ButtonLink to="/app/auth" state={{ from: location }} variant="secondary">
            Sign In to Save
          </ButtonLink>
        </div>
      )}
    </form>
  );
}
