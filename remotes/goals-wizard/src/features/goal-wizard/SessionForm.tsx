import {
  localIsoDate,
  SESSION_DURATION_DEFAULT,
  validateSessionDraft,
  type TemplateGoal,
} from '@dreampitch/domain';
import { Button, SelectField, SessionFields, type SessionFieldValues } from '@dreampitch/ui';
import { useState, type FormEvent } from 'react';
import { goalKey, type DraftSession } from './wizardState';

interface SessionFormValues extends SessionFieldValues {
  goalKey: string;
}

type SessionFormErrors = Partial<Record<keyof SessionFormValues, string>>;

interface SessionFormProps {
  goals: readonly TemplateGoal[];
  /** The session being edited; a new session otherwise. */
  editing: DraftSession | null;
  onSave(session: Omit<DraftSession, 'id'>): void;
  onCancel(): void;
}

function initialValues(goals: readonly TemplateGoal[], editing: DraftSession | null): SessionFormValues {
  if (editing) return { ...editing, duration: String(editing.duration) };
  return {
    goalKey: goals[0] ? goalKey(goals[0]) : '',
    sessionDate: '',
    startTime: '',
    duration: String(SESSION_DURATION_DEFAULT),
    notes: '',
  };
}

/** Add or edit one session: date, start time, duration (15-180 minutes, default 60), notes, and its goal. */
export function SessionForm({ goals, editing, onSave, onCancel }: SessionFormProps) {
  const [values, setValues] = useState(() => initialValues(goals, editing));
  const [errors, setErrors] = useState<SessionFormErrors>({});
  const goalOptions = goals.map((goal) => ({ value: goalKey(goal), label: goal.title }));
  const today = localIsoDate();

  function change(patch: Partial<SessionFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof SessionFormValues)[]) delete next[key];
      return next;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const session = validateSessionDraft(values, today, editing?.sessionDate);
    const nextErrors: SessionFormErrors = session.ok ? {} : { ...session.errors };
    if (!goalOptions.some((option) => option.value === values.goalKey))
      nextErrors.goalKey = 'Choose which goal this session is for';
    setErrors(nextErrors);
    if (!session.ok || Object.keys(nextErrors).length > 0) return;
    onSave({ ...session.value, goalKey: values.goalKey, notes: values.notes });
    if (!editing) setValues(initialValues(goals, null));
  }

  return (
    <form
      className="goals-session-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="goals-session-form-title"
    >
      <h3 id="goals-session-form-title">{editing ? 'Edit session' : 'Add a training session'}</h3>
      <SelectField
        label="Goal"
        required
        options={goalOptions}
        value={values.goalKey}
        error={errors.goalKey}
        onChange={(event) => change({ goalKey: event.target.value })}
      />
      <SessionFields
        values={values}
        errors={errors}
        onChange={change}
        minDate={today}
        rowClassName="goals-session-form__row"
      />
      <div className="goals-actions goals-actions--start">
        <Button type="submit" variant="secondary">
          {editing ? 'Save Changes' : 'Add Session'}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
