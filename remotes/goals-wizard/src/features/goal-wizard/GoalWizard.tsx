import {
  effectiveTier,
  hasProFeatures,
  playingStyleById,
  wizardGoalAllowance,
  wizardCanProceed,
  wizardSaveLabel,
  type WizardStep,
} from '@dreampitch/domain';
import { useAuth, useSubscription } from '@dreampitch/session';
import { Button, PageHeader, Spinner, Icon } from '@dreampitch/ui';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@dreampitch/ui/router';
import { STYLE_ICONS } from '../wizard-handoff/icons';
import {
  parseWizardHandoff,
  type PlayerSelectionState,
  type WizardHandoff,
} from '../wizard-handoff/navigationState';
import { skillLevelName } from '../wizard-handoff/skillLevels';
import { useGoalTemplates } from '../goal-templates/api/useGoalTemplates';
import { useActiveGoalCount } from './api/useActiveGoalCount';
import { ChooseGoalsStep } from './ChooseGoalsStep';
import { MissingInformation } from './MissingInformation';
import { ScheduleSessionsStep } from './ScheduleSessionsStep';
import { StepIndicator, WIZARD_STEPS } from './StepIndicator';
import { SummaryStep } from './SummaryStep';
import {
  accountFieldsFilled,
  needsParentEmail,
  SIGN_IN_AND_SAVE_LABEL,
  useSaveWizardGoals,
} from './api/useSaveWizardGoals';
import { browserSessionStorage, clearWizardDraft, loadWizardDraft, saveWizardDraft } from './wizardDraft';
import { wizardReducer } from './wizardState';
import './goalWizard.css';

export function GoalWizard() {
  const location = useLocation();
  const handoff = useMemo(() => parseWizardHandoff(location.state), [location.state]);
  return handoff ? <WizardFlow handoff={handoff} /> : <MissingInformation />;
}

/** Router state of a step entry the wizard pushed itself: its previous history entry is the step before. */
interface StepEntryState {
  pushedByWizard?: boolean;
}

function stepFromSearch(value: string | null): WizardStep | null {
  return value === '1' || value === '2' || value === '3' ? (Number(value) as WizardStep) : null;
}

let sessionCounter = 0;
function newSessionId(): string {
  sessionCounter += 1;
  return `wizard-session-${Date.now().toString(36)}-${sessionCounter}`;
}

function WizardFlow({ handoff }: { handoff: WizardHandoff }) {
  const navigate = useNavigate();
  const { user, loading } = useAuth();
  const { tier } = useSubscription();
  const { templates, keptAt: templatesKeptAt } = useGoalTemplates(
    user && hasProFeatures(tier) ? user.id : null,
  );
  const templateGoals = useMemo(
    () =>
      (templates ?? []).map(({ title, description, pillar, type }) => ({ title, description, pillar, type })),
    [templates],
  );
  const storage = browserSessionStorage();
  const [state, dispatch] = useReducer(wizardReducer, handoff, (initial) =>
    loadWizardDraft(storage, initial),
  );
  const { save, saving, saveError, accountErrors, accountMode, chooseAccountMode } =
    useSaveWizardGoals(handoff);
  const [now] = useState(() => new Date());
  const saved = useRef(false);
  const activeGoals = useActiveGoalCount(loading ? undefined : (user?.id ?? null));
  const location = useLocation();
  const urlStep = stepFromSearch(new URLSearchParams(location.search).get('step'));

  // Each step is a history entry (?step=N), so browser Back and Forward move between steps. A reload restores the
  // draft's step: the address is brought in line with it once, without a new entry.
  const restoringStep = useRef(urlStep === null && state.step !== 1);
  useEffect(() => {
    if (restoringStep.current) {
      if (urlStep === null) {
        navigate({ search: `?step=${state.step}` }, { replace: true, state: location.state });
        return;
      }
      restoringStep.current = false;
    }
    // A step after the first needs a chosen goal (a stale entry after a save, or a typed address, starts at 1).
    const wanted = (urlStep ?? 1) > 1 && state.selectedGoals.length === 0 ? 1 : (urlStep ?? 1);
    if (wanted !== state.step) dispatch({ type: 'goToStep', step: wanted });
  }, [urlStep, state.step, state.selectedGoals.length, navigate, location.state]);

  useEffect(() => {
    if (!saved.current) saveWizardDraft(storage, handoff, state);
  }, [storage, handoff, state]);

  // Each step replaces the content: focus its heading so the new step is announced and keyboard users start there.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
  }, [state.step]);

  const signedIn = user !== null;
  const signingIn = !signedIn && accountMode === 'signIn';
  const onFreePlan = effectiveTier(signedIn ? tier : null) === 'free';
  const allowance = wizardGoalAllowance(signedIn ? tier : null, activeGoals ?? 0);
  const style = playingStyleById(handoff.playerStyle);
  const stepTitle = WIZARD_STEPS.find((item) => item.step === state.step)?.title ?? '';
  const canProceed =
    !loading &&
    (state.step !== 1 || (activeGoals !== null && state.selectedGoals.length <= allowance)) &&
    wizardCanProceed(state.step, {
      selectedCount: state.selectedGoals.length,
      isLoggedIn: signedIn,
      accountFieldsFilled: signingIn
        ? state.account.email.trim() !== '' && state.account.password !== ''
        : accountFieldsFilled(state.account, handoff),
    });

  function goForwardTo(step: WizardStep) {
    const entryState: StepEntryState = { ...(location.state as object), pushedByWizard: true };
    navigate({ search: `?step=${step}` }, { state: entryState });
  }

  function previous() {
    if (state.step === 1) {
      const back: PlayerSelectionState = {
        playerStyle: handoff.playerStyle,
        age: handoff.age,
        skillLevel: handoff.skillLevel,
      };
      navigate('/app/player-selection', { state: back });
    } else if ((location.state as StepEntryState | null)?.pushedByWizard) {
      navigate(-1);
    } else {
      navigate({ search: `?step=${state.step - 1}` }, { replace: true, state: location.state });
    }
  }

  async function next() {
    if (state.step !== 3) {
      goForwardTo((state.step + 1) as WizardStep);
      return;
    }
    if (await save(state)) {
      saved.current = true;
      clearWizardDraft(storage);
      navigate('/app/goal-tracker');
    }
  }

  return (
    <div className="dp-container goals-wizard">
      <PageHeader
        align="center"
        title="Build Your Goals"
        subtitle={
          <>
            <span aria-hidden="true">
              <Icon name={STYLE_ICONS[style.id]} />{' '}
            </span>
            Playing like {style.name} · Age {handoff.age} · {skillLevelName(handoff.skillLevel)}
          </>
        }
      />
      <StepIndicator step={state.step} />
      <section className="goals-step" aria-labelledby="goals-step-title">
        <h2
          id="goals-step-title"
          ref={headingRef}
          tabIndex={-1}
          className="goals-step__title goals-focus-target"
        >
          <span className="goals-step__number">
            Step {state.step} of {WIZARD_STEPS.length}:
          </span>{' '}
          {stepTitle}
        </h2>
        {/* While the session restores, the player may be signed in with goals already: nothing to choose yet. */}
        {state.step === 1 && (loading || (signedIn && activeGoals === null)) && (
          <Spinner label="Checking how many goals your plan allows…" centered />
        )}
        {state.step === 1 && !loading && (!signedIn || activeGoals !== null) && (
          <ChooseGoalsStep
            handoff={handoff}
            state={state}
            dispatch={dispatch}
            onFreePlan={onFreePlan}
            max={allowance}
            activeGoals={activeGoals ?? 0}
            templates={templateGoals}
            templatesKeptAt={templatesKeptAt}
          />
        )}
        {state.step === 2 && (
          <ScheduleSessionsStep
            state={state}
            handoff={handoff}
            dispatch={dispatch}
            newSessionId={newSessionId}
          />
        )}
        {state.step === 3 && (
          <SummaryStep
            handoff={handoff}
            state={state}
            dispatch={dispatch}
            signedIn={signedIn}
            accountMode={accountMode}
            onAccountModeChange={chooseAccountMode}
            needsParentEmail={needsParentEmail(handoff)}
            accountErrors={accountErrors}
            saveError={saveError}
            now={now}
          />
        )}
      </section>
      <div className="goals-actions goals-wizard__nav">
        <Button variant="secondary" onClick={previous} disabled={saving}>
          Previous
        </Button>
        <Button onClick={() => void next()} disabled={!canProceed} loading={saving}>
          {state.step < 3 ? 'Next' : signingIn ? SIGN_IN_AND_SAVE_LABEL : wizardSaveLabel(signedIn)}
        </Button>
      </div>
    </div>
  );
}
