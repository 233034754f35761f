import { SESSION_DURATION_MAX, SESSION_DURATION_MIN } from '@dreampitch/domain';
import { TextAreaField, TextField } from './Field';

/** A training session as its form holds it (the duration is form text until validated). */
export interface SessionFieldValues {
  sessionDate: string;
  startTime: string;
  duration: string;
  notes: string;
}

export interface SessionFieldsProps {
  values: SessionFieldValues;
  errors: Partial<Record<keyof SessionFieldValues, string>>;
  onChange(patch: Partial<SessionFieldValues>): void;
  /** The first day the date picker offers (the player's today). */
  minDate: string;
  /** Class of the element holding date, start time and duration (a row on wide screens). */
  rowClassName?: string;
}

/** The fields of one training session (spec §3, §5): day, start time, 15 to 180 minutes, optional notes. */
export function SessionFields({ values, errors, onChange, minDate, rowClassName }: SessionFieldsProps) {
  return (
    <>
      <div className={rowClassName}>
        <TextField
          label="Date"
          type="date"
          required
          min={minDate}
          value={values.sessionDate}
          error={errors.sessionDate}
          onChange={(event) => onChange({ sessionDate: event.target.value })}
        />
        <TextField
          label="Start time"
          type="time"
          required
          value={values.startTime}
          error={errors.startTime}
          onChange={(event) => onChange({ startTime: event.target.value })}
        />
        <TextField
          label="Duration (minutes)"
          hint={`${SESSION_DURATION_MIN} to ${SESSION_DURATION_MAX} minutes`}
          type="number"
          inputMode="numeric"
          min={SESSION_DURATION_MIN}
          max={SESSION_DURATION_MAX}
          required
          value={values.duration}
          error={errors.duration}
          onChange={(event) => onChange({ duration: event.target.value })}
        />
      </div>
      <TextAreaField
        label="Notes"
        hint="Optional: what will you practise?"
        rows={2}
        maxLength={2000}
        value={values.notes}
        onChange={(event) => onChange({ notes: event.target.value })}
      />
    </>
  );
}
