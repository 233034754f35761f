import {
  localIsoDate,
  SESSION_DURATION_DEFAULT,
  validateSessionDraft,
  type Goal,
  type SessionDraftErrors,
  type SessionPlanBlock,
  type TrainingSession,
} from '@dreampitch/domain';
import { Slot, useAuth } from '@dreampitch/session';
import { SessionFields, type SessionFieldValues } from '@dreampitch/ui';
import { useState } from 'react';
import { FormDialog } from './FormDialog';

export interface SessionValues {
  sessionDate: string;
  startTime: string;
  duration: number;
  notes: string;
  /** The drills planned; absent where the plan editor is not there (the session's plan is kept as it was). */
  plan?: SessionPlanBlock[];
}

export interface SessionDialogProps {
  goal: Pick<Goal, 'title' | 'pillar' | 'ageGroup'>;
  /** The session being edited; a new one otherwise. */
  session: TrainingSession | null;
  onClose(): void;
  onSave(values: SessionValues): Promise<void>;
}

function initialValues(session: TrainingSession | null): SessionFieldValues {
  if (!session)
    return { sessionDate: '', startTime: '', duration: String(SESSION_DURATION_DEFAULT), notes: '' };
  return { ...session, startTime: session.startTime.slice(0, 5), duration: String(session.duration) };
}

/**
 * Plan or change one session of a goal: a day from today on, a start time, 15 to 180 minutes, notes, and the drills
 * (the training remote's plan editor, loaded with the dialog).
 */
export function SessionDialog({ goal, session, onClose, onSave }: SessionDialogProps) {
  const goalTitle = goal.title;
  const { user } = useAuth();
  const [values, setValues] = useState(() => initialValues(session));
  // null until the editor offers a plan; a session saved without drills opens with none.
  const [plan, setPlan] = useState<SessionPlanBlock[] | null>(() => (session ? (session.plan ?? []) : null));
  const [errors, setErrors] = useState<SessionDraftErrors>({});
  const today = localIsoDate();

  function change(patch: Partial<SessionFieldValues>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  return (
    <FormDialog
      onClose={onClose}
      title={session ? `Edit session for ${goalTitle}` : `Add a session for ${goalTitle}`}
      submitLabel={session ? 'Save Changes' : 'Add Session'}
      onSubmit={async () => {
        const checked = validateSessionDraft(values, today, session?.sessionDate);
        setErrors(checked.ok ? {} : checked.errors);
        if (!checked.ok) return false;
        await onSave({ ...checked.value, notes: values.notes.trim(), ...(plan ? { plan } : {}) });
        return true;
      }}
    >
      <SessionFields values={values} errors={errors} onChange={change} minDate={today} />
      <Slot
        name="session-plan-editor"
        minutes={Number(values.duration)}
        pillar={goal.pillar}
        ageGroup={goal.ageGroup}
        level={user?.skillLevel ?? 'beginner'}
        plan={plan}
        onChange={setPlan}
        fallback={null}
      />
    </FormDialog>
  );
}
