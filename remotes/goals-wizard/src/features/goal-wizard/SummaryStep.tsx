import {
  GOAL_TYPE_LABELS,
  goalTargetDate,
  LABELS,
  MESSAGES,
  PILLAR_LABELS,
  playingStyleById,
  type WizardAccountFields,
} from '@dreampitch/domain';
import { Card, ErrorMessage, Icon, PasswordField, TextField } from '@dreampitch/ui';
import type { Dispatch } from 'react';
import { PILLAR_ICONS, STYLE_ICONS } from '../wizard-handoff/icons';
import type { WizardHandoff } from '../wizard-handoff/navigationState';
import { skillLevelName } from '../wizard-handoff/skillLevels';
import { formatCalendarDate } from './formatting';
import type { WizardAccountMode } from './api/useSaveWizardGoals';
import { goalKey, linkedSessions, type WizardAction, type WizardState } from './wizardState';

interface SummaryStepProps {
  handoff: WizardHandoff;
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  signedIn: boolean;
  accountMode: WizardAccountMode;
  onAccountModeChange: (mode: WizardAccountMode) => void;
  needsParentEmail: boolean;
  /** Field hint errors from the last save attempt. */
  accountErrors: Partial<Record<keyof WizardAccountFields | 'parentEmail', string>>;
  saveError: string | null;
  now: Date;
}

export function SummaryStep({
  handoff,
  state,
  dispatch,
  signedIn,
  accountMode,
  onAccountModeChange,
  needsParentEmail,
  accountErrors,
  saveError,
  now,
}: SummaryStepProps) {
  const style = playingStyleById(handoff.playerStyle);
  const sessions = linkedSessions(state);
  const targetDate = formatCalendarDate(goalTargetDate(now));
  const creating = accountMode === 'create';

  function field(name: keyof WizardState['account']) {
    return {
      value: state.account[name],
      onChange: (event: { target: { value: string } }) =>
        dispatch({ type: 'setAccountField', field: name, value: event.target.value }),
    };
  }

  return (
    <div className="goals-step-body">
      <p>
        Here is your plan. Every goal starts at 0% and has a target date of <strong>{targetDate}</strong>: 90
        days to make it happen!
      </p>
      <Card tone="muted" className="goals-summary-profile">
        <p>
          <span aria-hidden="true">
            <Icon name={STYLE_ICONS[style.id]} />{' '}
          </span>
          Playing like <strong>{style.name}</strong> ({style.style}) · Age {handoff.age} ·{' '}
          {skillLevelName(handoff.skillLevel)}
        </p>
      </Card>

      <ul className="goals-summary-list" aria-label="Your goals">
        {state.selectedGoals.map((goal) => {
          const goalSessions = sessions.filter((session) => session.goalKey === goalKey(goal));
          return (
            <li key={goalKey(goal)}>
              <Card as="article" className="goals-summary-goal">
                <h3 className="goals-summary-goal__title">{goal.title}</h3>
                <p className="goals-option__tags">
                  <span className="goals-tag">
                    <span aria-hidden="true">
                      <Icon name={PILLAR_ICONS[goal.pillar]} />{' '}
                    </span>
                    {PILLAR_LABELS[goal.pillar]}
                  </span>
                  <span className="goals-tag goals-tag--type">{GOAL_TYPE_LABELS[goal.type]} goal</span>
                </p>
                <p>{goal.description}</p>
                {goalSessions.length > 0 && (
                  <ul className="goals-summary-sessions" aria-label={`Sessions for ${goal.title}`}>
                    {goalSessions.map((session) => (
                      <li key={session.id}>
                        <Icon name="calendar" /> {formatCalendarDate(session.sessionDate)} at{' '}
                        {session.startTime} · {session.duration} min
                        {session.notes.trim() !== '' && ` · ${session.notes}`}
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </li>
          );
        })}
      </ul>

      {signedIn ? (
        <p className="goals-ready">
          <Icon name="trophy" /> Looking great! Save your goals and start training.
        </p>
      ) : (
        <Card as="section" aria-labelledby="goals-account-title" className="goals-account">
          <h3 id="goals-account-title">
            {creating
              ? 'Create your free account to save your goals'
              : 'Sign in to save your goals to your account'}
          </h3>
          <p className="goals-muted">
            {creating ? 'All fields are required.' : 'Your goals and sessions stay as they are.'}
          </p>
          <div className="goals-account__grid">
            {creating && (
              <>
                <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
                <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
              </>
            )}
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              error={accountErrors.email}
              {...field('email')}
            />
            <PasswordField
              label="Password"
              autoComplete={creating ? 'new-password' : 'current-password'}
              required
              hint={creating && !accountErrors.password ? MESSAGES.passwordMinimumHint : undefined}
              error={accountErrors.password}
              {...field('password')}
            />
            {creating && needsParentEmail && (
              <TextField
                label="Parent or guardian email"
                type="email"
                autoComplete="off"
                required
                hint="Players under 18 need a parent or guardian. We send them account notifications."
                error={accountErrors.parentEmail}
                {...field('parentEmail')}
              />
            )}
          </div>
          <button
            type="button"
            className="goals-account__switch"
            onClick={() => onAccountModeChange(creating ? 'signIn' : 'create')}
          >
            {creating ? LABELS.switchToSignIn : 'New here? Create an account'}
          </button>
        </Card>
      )}
      {saveError && <ErrorMessage>{saveError}</ErrorMessage>}
    </div>
  );
}
