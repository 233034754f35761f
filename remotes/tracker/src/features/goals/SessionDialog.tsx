import {
  localIsoDate,
  SESSION_DURATION_DEFAULT,
  validateSessionDraft,
  type SessionDraftErrors,
  type TrainingSession,
} from '@dreampitch/domain';
import { SessionFields, type SessionFieldValues } from '@dreampitch/ui';
import { useState } from 'react';
import { FormDialog } from './FormDialog';

export interface SessionValues {
  sessionDate: string;
  startTime: string;
  duration: number;
  notes: string;
}

export interface SessionDialogProps {
  goalTitle: string;
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

/** Plan or change one session of a goal: a day from today on, a start time, 15 to 180 minutes, notes. */
export function SessionDialog({ goalTitle, session, onClose, onSave }: SessionDialogProps) {
  const [values, setValues] = useState(() => initialValues(session));
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
        await onSave({ ...checked.value, notes: values.notes.trim() });
        return true;
      }}
    >
      <SessionFields values={values} errors={errors} onChange={change} minDate={today} />
    </FormDialog>
  );
}
