import { GOAL_TYPE_LABELS, PILLAR_LABELS, type TemplateGoal } from '@dreampitch/domain';
import { cx } from '@dreampitch/ui';
import { useId } from 'react';
import { PILLAR_ICONS } from '../wizard-handoff/icons';

interface GoalOptionProps {
  goal: TemplateGoal;
  selected: boolean;
  disabled: boolean;
  onToggle(): void;
}

/** A goal card that toggles on click: a toggle button named by the goal's title. */
export function GoalOption({ goal, selected, disabled, onToggle }: GoalOptionProps) {
  const id = useId();
  return (
    <li>
      <button
        type="button"
        className={cx('goals-option', selected && 'goals-option--selected')}
        aria-pressed={selected}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-details`}
        disabled={disabled}
        onClick={onToggle}
      >
        <span className="goals-option__check" aria-hidden="true">
          {selected ? '✓' : ''}
        </span>
        <span className="goals-option__body">
          <span id={`${id}-title`} className="goals-option__title">
            {goal.title}
          </span>
          <span id={`${id}-details`} className="goals-option__details">
            <span className="goals-option__description">{goal.description}</span>
            <span className="goals-option__tags">
              <span className="goals-tag">
                <span aria-hidden="true">{PILLAR_ICONS[goal.pillar]} </span>
                {PILLAR_LABELS[goal.pillar]}
              </span>
              <span className="goals-tag goals-tag--type">{GOAL_TYPE_LABELS[goal.type]} goal</span>
            </span>
          </span>
        </span>
      </button>
    </li>
  );
}
