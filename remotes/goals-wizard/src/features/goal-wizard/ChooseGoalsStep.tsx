import {
  FREE_GOAL_LIMIT,
  goalLibraryFor,
  isGoalOptionDisabled,
  isGoalSelected,
  MAX_SELECTED_GOALS,
  MESSAGES,
  PILLAR_LABELS,
  PILLARS,
  type TemplateGoal,
} from '@dreampitch/domain';
import { Section } from '@dreampitch/ui';
import type { Dispatch } from 'react';
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
  /** The player's own goal templates (Pro), offered beside the library. */
  templates?: readonly TemplateGoal[];
}

export function ChooseGoalsStep({
  handoff,
  state,
  dispatch,
  onFreePlan,
  templates = [],
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
            disabled={isGoalOptionDisabled(selectedGoals, goal)}
            onToggle={() => dispatch({ type: 'toggleGoal', goal })}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="goals-step-body">
      <p>
        Pick up to {MAX_SELECTED_GOALS} goals to work on. Tap a goal to choose it, tap it again to change your
        mind.
      </p>
      <p className="goals-selection-count" role="status">
        <strong>
          {selectedGoals.length} of {MAX_SELECTED_GOALS} goals chosen
        </strong>
        {selectedGoals.length >= MAX_SELECTED_GOALS && <span> · {MESSAGES.maxGoalsSelected}</span>}
      </p>
      {onFreePlan && (
        <p className="goals-muted">
          Good to know: a free account keeps up to {FREE_GOAL_LIMIT} goals. Pro and Parent plans have no
          limit.
        </p>
      )}

      <Section title="Recommended for you" headingLevel={3} description="Picked to match your playing style.">
        {renderGoals(handoff.recommendedGoals)}
      </Section>

      {templates.length > 0 && (
        <Section title="Your templates" headingLevel={3} description="Goals you saved to use again.">
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
                <span aria-hidden="true">{PILLAR_ICONS[pillar]} </span>
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
        onAdd={(input) => dispatch({ type: 'addCustomGoal', input })}
      />
    </div>
  );
}
