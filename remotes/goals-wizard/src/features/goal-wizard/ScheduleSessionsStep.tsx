import { Button, Icon } from '@dreampitch/ui';
import { useState, type Dispatch } from 'react';
import { formatCalendarDate } from './formatting';
import type { WizardHandoff } from '../wizard-handoff/navigationState';
import { SessionForm } from './SessionForm';
import { goalKey, type DraftSession, type WizardAction, type WizardState } from './wizardState';

interface ScheduleSessionsStepProps {
  state: WizardState;
  handoff: Pick<WizardHandoff, 'ageGroup' | 'skillLevel'>;
  dispatch: Dispatch<WizardAction>;
  newSessionId(): string;
}

const drillCount = (count: number) => (count === 1 ? '1 drill' : `${count} drills`);

/** Optional step: plan sessions, each linked to one selected goal; add, edit and remove. */
export function ScheduleSessionsStep({ state, handoff, dispatch, newSessionId }: ScheduleSessionsStepProps) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = state.sessions.find((session) => session.id === editingId) ?? null;
  const titles = new Map(state.selectedGoals.map((goal) => [goalKey(goal), goal.title]));

  function describe(session: DraftSession): string {
    return `${formatCalendarDate(session.sessionDate)} at ${session.startTime}`;
  }

  return (
    <div className="goals-step-body">
      <p>
        When will you train? Planning a few sessions helps you keep going. This step is optional: you can skip
        it and add sessions later.
      </p>

      {state.sessions.length === 0 ? (
        <p className="goals-muted">No sessions planned yet.</p>
      ) : (
        <ul className="goals-session-list" aria-label="Planned sessions">
          {state.sessions.map((session) => {
            const goalTitle = titles.get(session.goalKey);
            return (
              <li key={session.id} className="goals-session">
                <div className="goals-session__info">
                  <p className="goals-session__when">
                    <Icon name="calendar" /> {describe(session)} · {session.duration} min
                    {session.plan && session.plan.length > 0 && ` · ${drillCount(session.plan.length)}`}
                  </p>
                  {goalTitle ? (
                    <p className="goals-session__goal">For: {goalTitle}</p>
                  ) : (
                    <p className="goals-session__goal goals-session__goal--orphan">
                      Its goal is no longer chosen, so this session will not be saved. Edit it to pick another
                      goal.
                    </p>
                  )}
                  {session.notes.trim() !== '' && <p className="goals-session__notes">{session.notes}</p>}
                </div>
                <div className="goals-session__actions">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Edit session on ${describe(session)}`}
                    onClick={() => setEditingId(session.id)}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove session on ${describe(session)}`}
                    onClick={() => {
                      dispatch({ type: 'removeSession', sessionId: session.id });
                      if (editingId === session.id) setEditingId(null);
                    }}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <SessionForm
        key={editingId ?? 'new'}
        goals={state.selectedGoals}
        ageGroup={handoff.ageGroup}
        level={handoff.skillLevel}
        editing={editing}
        onSave={(values) => {
          if (editing) {
            dispatch({ type: 'updateSession', session: { ...values, id: editing.id } });
            setEditingId(null);
          } else {
            dispatch({ type: 'addSession', session: { ...values, id: newSessionId() } });
          }
        }}
        onCancel={() => setEditingId(null)}
      />
    </div>
  );
}
