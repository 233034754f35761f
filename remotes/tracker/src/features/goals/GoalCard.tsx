import {
  GOAL_CHECK_IN_NOTE_MAX_LENGTH,
  GOAL_TYPE_LABELS,
  PILLAR_LABELS,
  type Goal,
  type GoalEdit,
  type GoalStatus,
  type TrainingSession,
} from '@dreampitch/domain';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  Icon,
  ProgressBar,
  TextField,
  type BadgeTone,
} from '@dreampitch/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { formatLongDate, formatShortDate } from '../../lib/dates';
import { GoalEditDialog } from './GoalEditDialog';
import { SaveAsTemplate } from './SaveAsTemplate';
import { suggestedProgressAfterCheckIn } from './goalGroups';
import { SessionDialog, type SessionValues } from './SessionDialog';

const STATUS_BADGES: Record<GoalStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'info' },
  completed: { label: 'Completed', tone: 'success' },
  pending_approval: { label: 'Awaiting approval', tone: 'warning' },
};

export interface GoalActions {
  onSessionCompletedChange(goal: Goal, sessionId: string, completed: boolean): Promise<void>;
  /** Resolves whether the check-in was kept (by the server or on this device); when not, the form keeps the note. */
  onCheckIn(goal: Goal, note: string, progress: number): Promise<boolean>;
  onComplete(goal: Goal): Promise<void>;
  /** The edit and remove actions reject with the message to show where the player asked (a dialog). */
  onEdit(goal: Goal, changes: GoalEdit): Promise<void>;
  onRemove(goal: Goal): Promise<void>;
  onSaveSession(goal: Goal, values: SessionValues, sessionId: string | null): Promise<void>;
  onRemoveSession(goal: Goal, sessionId: string): Promise<void>;
}

/** "Mon 3 Feb at 17:00": how a session is named in labels and questions. */
function sessionWhen(session: TrainingSession): string {
  const time = session.startTime ? ` at ${session.startTime.slice(0, 5)}` : '';
  return `${formatShortDate(session.sessionDate)}${time}`;
}

export interface GoalCardProps {
  goal: Goal;
  /** Null for a signed-out visitor: the goal is shown read-only. */
  actions: GoalActions | null;
}

const drillCount = (count: number) => (count === 1 ? '1 drill' : `${count} drills`);

export function GoalCard({ goal, actions }: GoalCardProps) {
  const headingId = useId();
  const status = STATUS_BADGES[goal.status];
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  /** The session dialog: closed (undefined), a new session (null) or the session being edited. */
  const [sessionDialog, setSessionDialog] = useState<TrainingSession | null | undefined>(undefined);
  // Check-ins counted before the database kept their date and note come back undated: counted, not listed.
  const datedCheckIns = goal.checkIns.filter((checkIn) => checkIn.date !== '');

  async function run<T>(action: () => Promise<T>): Promise<T> {
    setBusy(true);
    try {
      return await action();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card as="article" className="tracker-goal" aria-labelledby={headingId}>
      <div className="tracker-goal__header">
        <h4 id={headingId} className="tracker-goal__title">
          {goal.title}
        </h4>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      {goal.description && <p className="tracker-goal__description">{goal.description}</p>}
      <p className="tracker-goal__meta">
        <span>{GOAL_TYPE_LABELS[goal.type]} goal</span>
        {goal.targetDate && (
          <span>
            Target date: <time dateTime={goal.targetDate}>{formatLongDate(goal.targetDate)}</time>
          </span>
        )}
      </p>
      <ProgressBar
        label={`Progress on ${goal.title}`}
        value={goal.progress}
        tone={goal.status === 'completed' ? 'success' : 'primary'}
      />

      <h5 className="tracker-goal__subheading">Training sessions</h5>
      {goal.sessions.length === 0 ? (
        <p className="tracker-muted">No sessions scheduled.</p>
      ) : (
        <ul className="tracker-sessions">
          {goal.sessions.map((session) => (
            <li key={session.id} className="tracker-session">
              <label className="tracker-check">
                <input
                  type="checkbox"
                  checked={session.completed}
                  disabled={!actions || busy}
                  onChange={(event) => {
                    const completed = event.target.checked;
                    if (actions)
                      void run(() => actions.onSessionCompletedChange(goal, session.id, completed));
                  }}
                />
                <span>
                  {sessionWhen(session)} · {session.duration} min
                  {session.plan && session.plan.length > 0 && ` · ${drillCount(session.plan.length)}`}
                  {session.notes && ` · ${session.notes}`}
                  <span className="visually-hidden">
                    {session.completed ? ' (completed)' : ' (not completed)'}
                  </span>
                </span>
              </label>
              {actions && (
                <span className="tracker-session__actions">
                  {session.plan && session.plan.length > 0 && !session.completed && (
                    <ButtonLink
                      to={`/app/training/session/${session.id}`}
                      variant="secondary"
                      size="sm"
                      aria-label={`Start the session on ${sessionWhen(session)}`}
                    >
                      Start
                    </ButtonLink>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit session on ${sessionWhen(session)}`}
                    onClick={() => setSessionDialog(session)}
                  >
                    Edit
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Remove session on ${sessionWhen(session)}`}
                      >
                        Remove
                      </Button>
                    }
                    title={`Remove the session on ${sessionWhen(session)}?`}
                    consequence="It leaves your plan for this goal. This cannot be undone."
                    confirmLabel="Remove Session"
                    confirmingLabel="Removing..."
                    onConfirm={() => actions.onRemoveSession(goal, session.id)}
                  />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {actions && (
        <div className="tracker-goal__buttons">
          <Button
            variant="secondary"
            size="sm"
            icon={<Icon name="plus" />}
            onClick={() => setSessionDialog(null)}
          >
            Add Session
          </Button>
          <ButtonLink to={`/app/training?pillar=${goal.pillar}`} variant="ghost" size="sm">
            {PILLAR_LABELS[goal.pillar]} drills
          </ButtonLink>
        </div>
      )}

      <h5 className="tracker-goal__subheading">Check-ins</h5>
      {goal.checkIns.length === 0 ? (
        <p className="tracker-muted">No check-ins yet.</p>
      ) : (
        <>
          <p className="tracker-goal__check-in-count">
            {goal.checkIns.length === 1 ? '1 check-in' : `${goal.checkIns.length} check-ins`} so far
          </p>
          {datedCheckIns.length > 0 && (
            <ul className="tracker-check-ins">
              {datedCheckIns.map((checkIn, index) => (
                <li key={`${checkIn.date}-${index}`}>
                  <time dateTime={checkIn.date.slice(0, 10)}>{formatShortDate(checkIn.date)}</time>
                  {checkIn.note && `: ${checkIn.note}`}
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      {actions && goal.status === 'active' && (
        <GoalCheckInForm
          goal={goal}
          disabled={busy}
          onSubmit={(note, progress) => run(() => actions.onCheckIn(goal, note, progress))}
        >
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={busy}>
                Mark Goal Complete
              </Button>
            }
            tone="primary"
            title={`Mark "${goal.title}" complete?`}
            consequence="It moves to your completed goals at 100%. You will not be able to record check-ins for it afterwards."
            confirmLabel="Mark Complete"
            onConfirm={() => run(() => actions.onComplete(goal))}
          />
        </GoalCheckInForm>
      )}

      {actions && (
        <div className="tracker-goal__buttons tracker-goal__manage">
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            Edit Goal
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm">
                Remove Goal
              </Button>
            }
            title={`Remove "${goal.title}"?`}
            consequence="Its sessions and check-ins are removed with it, and it no longer counts toward your plan's goals. This cannot be undone."
            confirmLabel="Remove Goal"
            confirmingLabel="Removing..."
            onConfirm={() => actions.onRemove(goal)}
          />
          <SaveAsTemplate goal={goal} />
        </div>
      )}
      {actions && editing && (
        <GoalEditDialog
          goal={goal}
          onClose={() => setEditing(false)}
          onSave={(changes) => actions.onEdit(goal, changes)}
        />
      )}
      {actions && sessionDialog !== undefined && (
        <SessionDialog
          goal={goal}
          session={sessionDialog}
          onClose={() => setSessionDialog(undefined)}
          onSave={(values) => actions.onSaveSession(goal, values, sessionDialog?.id ?? null)}
        />
      )}
    </Card>
  );
}

interface GoalCheckInFormProps {
  goal: Goal;
  disabled: boolean;
  onSubmit(note: string, progress: number): Promise<boolean>;
  children: ReactNode;
}

/** Note + new progress; the progress proposed is a step above the current one. */
function GoalCheckInForm({ goal, disabled, onSubmit, children }: GoalCheckInFormProps) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState(() => suggestedProgressAfterCheckIn(goal.progress));
  const formId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!(await onSubmit(note.trim(), progress))) return;
    setOpen(false);
    setNote('');
  }

  return (
    <div className="tracker-goal__actions">
      <div className="tracker-goal__buttons">
        <Button
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => {
            setProgress(suggestedProgressAfterCheckIn(goal.progress));
            setOpen((value) => !value);
          }}
        >
          Record Check-in
        </Button>
        {children}
      </div>
      <form id={formId} hidden={!open} className="tracker-goal__check-in" onSubmit={handleSubmit}>
        <TextField
          label="What did you work on?"
          value={note}
          maxLength={GOAL_CHECK_IN_NOTE_MAX_LENGTH}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="tracker-slider">
          <label htmlFor={`${formId}-progress`}>Progress now</label>
          <input
            id={`${formId}-progress`}
            type="range"
            min={0}
            max={100}
            step={5}
            value={progress}
            aria-valuetext={`${progress}%`}
            onChange={(event) => setProgress(Number(event.target.value))}
          />
          <output htmlFor={`${formId}-progress`} aria-hidden="true">
            {progress}%
          </output>
        </div>
        <Button type="submit" loading={disabled}>
          Save Progress
        </Button>
      </form>
    </div>
  );
}
