import {
  localIsoDate,
  SESSION_DURATION_DEFAULT,
  validateSessionDraft,
  type AgeGroup,
  type SessionPlanBlock,
  type SkillLevel,
  type TemplateGoal,
} from '@dreampitch/domain';
import { Slot } from '@dreampitch/session';
import { Button, SelectField, SessionFields, type SessionFieldValues } from '@dreampitch/ui';
import { useState, type FormEvent } from 'react';
import { goalKey, type DraftSession } from './wizardState';

interface SessionFormValues extends SessionFieldValues {
  goalKey: string;
}

type SessionFormErrors = Partial<Record<keyof SessionFormValues, string>>;

interface SessionFormProps {
  goals: readonly TemplateGoal[];
  /** The player's, for the drills the plan editor offers. */
  ageGroup: AgeGroup;
  level: SkillLevel;
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
export function SessionForm({ goals, ageGroup, level, editing, onSave, onCancel }: SessionFormProps) {
  const [values, setValues] = useState(() => initialValues(goals, editing));
  // null until the plan editor offers one (it stays null where the training remote is not there).
  const [plan, setPlan] = useState<SessionPlanBlock[] | null>(() => editing?.plan ?? null);
  const goal = goals.find((candidate) => goalKey(candidate) === values.goalKey);
  const [errors, setErrors] = useState<SessionFormErrors>({});
  const goalOptions = goals.map((goal) => ({ value: goalKey(goal), label: goal.title }));
  const today = localIsoDate();

  function change(patch: Partial<SessionFormValues>) {
    // Another goal, another pillar: its drills are planned afresh.
    if (patch.goalKey !== undefined && patch.goalKey !== values.goalKey) setPlan(null);
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
    onSave({
      ...session.value,
      goalKey: values.goalKey,
      notes: values.notes,
      ...(plan && plan.length > 0 ? { plan } : {}),
    });
    if (!editing) {
      setValues(initialValues(goals, null));
      setPlan(null);
    }
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
      {goal && (
        <Slot
          key={values.goalKey}
          name="session-plan-editor"
          minutes={Number(values.duration)}
          pillar={goal.pillar}
          ageGroup={ageGroup}
          level={level}
          plan={plan}
          onChange={setPlan}
          fallback={null}
        />
      )}
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
