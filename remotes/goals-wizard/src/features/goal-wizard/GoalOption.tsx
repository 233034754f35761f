import { GOAL_TYPE_LABELS, PILLAR_LABELS, type TemplateGoal } from '@dreampitch/domain';
import { cx, Icon } from '@dreampitch/ui';
import { useId } from 'react';
import { PILLAR_ICONS } from '../wizard-handoff/icons';

interface GoalOptionProps {
  goal: TemplateGoal;
  selected: boolean;
  disabled: boolean;
  onToggle(): void;
}

/**
 * A goal card that toggles on click. The toggle button holds only the goal's title, so its name is its visible text
 * (WCAG 2.5.3); the details describe it, and the button's overlay makes the whole card one click target.
 */
export function GoalOption({ goal, selected, disabled, onToggle }: GoalOptionProps) {
  const detailsId = useId();
  return (
    <li
      className={cx(
        'goals-option',
        selected && 'goals-option--selected',
        disabled && 'goals-option--disabled',
      )}
    >
      <span className="goals-option__check" aria-hidden="true">
        {selected ? '✓' : ''}
      </span>
      <span className="goals-option__body">
        <button
          type="button"
          className="goals-option__toggle"
          aria-pressed={selected}
          aria-describedby={detailsId}
          disabled={disabled}
          onClick={onToggle}
        >
          {goal.title}
        </button>
        <span id={detailsId} className="goals-option__details">
          <span className="goals-option__description">{goal.description}</span>
          <span className="goals-option__tags">
            <span className="goals-tag">
              <span aria-hidden="true">
                <Icon name={PILLAR_ICONS[goal.pillar]} />{' '}
              </span>
              {PILLAR_LABELS[goal.pillar]}
            </span>
            <span className="goals-tag goals-tag--type">{GOAL_TYPE_LABELS[goal.type]} goal</span>
          </span>
        </span>
      </span>
    </li>
  );
}
