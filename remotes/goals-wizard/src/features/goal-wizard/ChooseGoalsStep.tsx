import {
  FREE_GOAL_LIMIT,
  goalLibraryFor,
  isGoalOptionDisabled,
  isGoalSelected,
  maxGoalsChosenMessage,
  PILLAR_LABELS,
  PILLARS,
  type TemplateGoal,
} from '@dreampitch/domain';
import { ButtonLink, Card, Section, Icon } from '@dreampitch/ui';
import type { Dispatch } from 'react';
import { KeptTemplatesNotice } from '../goal-templates/KeptTemplatesNotice';
import { PILLAR_ICONS } from '../wizard-handoff/icons';
import type { WizardHandoff } from '../wizard-handoff/navigationState';
import { CustomGoalForm } from './CustomGoalForm';
import { GoalOption } from './GoalOption';
import { goalKey, type WizardAction, type WizardState } from './wizardState';

interface ChooseGoalsStepProps {
  handoff: WizardHandoff;
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** Free and anonymous players hear about the 2-goal limit before they pick more. */
  onFreePlan: boolean;
  /** How many goals may be chosen: 3, or what the free plan still allows (`wizardGoalAllowance`). */
  max: number;
  /** Active goals the signed-in player already holds (0 for a visitor). */
  activeGoals: number;
  /** The player's own goal templates (Pro), offered beside the library. */
  templates?: readonly TemplateGoal[];
  /** When this device kept the templates shown (offline: its last copy), or null for the server's answer. */
  templatesKeptAt?: string | null;
}

export function ChooseGoalsStep({
  handoff,
  state,
  dispatch,
  onFreePlan,
  max,
  activeGoals,
  templates = [],
  templatesKeptAt = null,
}: ChooseGoalsStepProps) {
  const { selectedGoals } = state;
  const recommendedKeys = new Set(handoff.recommendedGoals.map(goalKey));
  const library = goalLibraryFor(handoff.ageGroup).filter((goal) => !recommendedKeys.has(goalKey(goal)));
  const libraryKeys = new Set(goalLibraryFor(handoff.ageGroup).map(goalKey));
  const customGoals = state.customGoals.filter((goal) => !libraryKeys.has(goalKey(goal)));

  function renderGoals(goals: readonly TemplateGoal[]) {
    return (
      <ul className="goals-option-list">
        {goals.map((goal) => (
          <GoalOption
            key={goalKey(goal)}
            goal={goal}
            selected={isGoalSelected(selectedGoals, goal)}
            disabled={isGoalOptionDisabled(selectedGoals, goal, max)}
            onToggle={() => dispatch({ type: 'toggleGoal', goal, max })}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="goals-step-body">
      <p>
        {max > 0
          ? `Pick up to ${max} goal${max === 1 ? '' : 's'} to work on. Tap a goal to choose it, tap it again to change your mind.`
          : 'Have a look at the goals that fit you.'}
      </p>
      {onFreePlan && (
        <Card tone="muted" className="goals-plan-note" role="note" aria-label="Your plan">
          <p>
            {activeGoals > 0
              ? `A free account keeps up to ${FREE_GOAL_LIMIT} active goals and you have ${activeGoals}, so you can choose ${max} more now.`
              : `A free account keeps up to ${FREE_GOAL_LIMIT} active goals, so you can choose ${max} now.`}{' '}
            Pro and Parent plans have no limit.
            {activeGoals > 0 && ' Completing or removing a goal in your tracker also makes room.'}
          </p>
          <div className="goals-actions goals-actions--start">
            <ButtonLink to="/app/plans" variant="accent" size="sm">
              View Plans
            </ButtonLink>
            {activeGoals > 0 && (
              <ButtonLink to="/app/goal-tracker" variant="secondary" size="sm">
                Open Goal Tracker
              </ButtonLink>
            )}
          </div>
        </Card>
      )}
      <p className="goals-selection-count" role="status">
        <strong>
          {selectedGoals.length} of {max} goal{max === 1 ? '' : 's'} chosen
        </strong>
        {selectedGoals.length >= max && <span> · {maxGoalsChosenMessage(max)}</span>}
      </p>

      <Section title="Recommended for you" headingLevel={3} description="Picked to match your playing style.">
        {renderGoals(handoff.recommendedGoals)}
      </Section>

      {templates.length > 0 && (
        <Section title="Your templates" headingLevel={3} description="Goals you saved to use again.">
          <KeptTemplatesNotice keptAt={templatesKeptAt} />
          {renderGoals(templates)}
        </Section>
      )}

      {PILLARS.map((pillar) => {
        const goals = library.filter((goal) => goal.pillar === pillar);
        if (goals.length === 0) return null;
        return (
          <Section
            key={pillar}
            headingLevel={3}
            title={
              <>
                <span aria-hidden="true">
                  <Icon name={PILLAR_ICONS[pillar]} />{' '}
                </span>
                {PILLAR_LABELS[pillar]} goals
              </>
            }
          >
            {renderGoals(goals)}
          </Section>
        );
      })}

      {customGoals.length > 0 && (
        <Section title="Your own goals" headingLevel={3}>
          {renderGoals(customGoals)}
        </Section>
      )}

      <CustomGoalForm
        selectedCount={selectedGoals.length}
        max={max}
        onAdd={(input) => dispatch({ type: 'addCustomGoal', input, max })}
      />
    </div>
  );
}
