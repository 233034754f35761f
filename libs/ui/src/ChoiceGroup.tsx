import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './classNames';
import './ChoiceGroup.css';

export interface ChoiceOption<V extends string = string> {
  value: V;
  /** Visible text; also the accessible name, so an emoji `icon` never has to speak for itself. */
  label: string;
  description?: ReactNode;
  /** Decorative emoji or icon (hidden from assistive tech). */
  icon?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceGroupProps<V extends string = string> {
  /** Group label (e.g. 'How did training feel?'). */
  label: ReactNode;
  hideLabel?: boolean;
  /** Help text under the label, announced with the group. */
  hint?: ReactNode;
  options: readonly ChoiceOption<V>[];
  /** The selected value, or null for none. */
  value: V | null;
  onChange: (value: V) => void;
  /** `cards` for large tiles (playing styles, plans), `emoji` for a compact row of emoji choices. */
  variant?: 'cards' | 'emoji';
  /** Fixed column count at wide viewports; cards wrap on narrow ones regardless. */
  columns?: number;
  className?: string;
}

/**
 * Pick one of N (WAI-ARIA radio group): Tab enters the group at the selected option, arrow keys move and select,
 * Home/End jump to the first/last option, Space/Enter/click select.
 */
export function ChoiceGroup<V extends string>({
  label,
  hideLabel = false,
  hint,
  options,
  value,
  onChange,
  variant = 'cards',
  columns,
  className,
}: ChoiceGroupProps<V>) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const optionRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const enabledIndexes = options.flatMap((option, index) => (option.disabled ? [] : [index]));
  const selectedIndex = options.findIndex((option) => option.value === value && !option.disabled);
  const tabbableIndex = selectedIndex >= 0 ? selectedIndex : (enabledIndexes[0] ?? -1);

  function select(index: number) {
    const option = options[index];
    if (!option || option.disabled) return;
    optionRefs.current[index]?.focus();
    if (option.value !== value) onChange(option.value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const position = enabledIndexes.indexOf(index);
    const count = enabledIndexes.length;
    if (position < 0 || count === 0) return;
    let target: number | undefined;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        target = enabledIndexes[(position + 1) % count];
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        target = enabledIndexes[(position - 1 + count) % count];
        break;
      case 'Home':
        target = enabledIndexes[0];
        break;
      case 'End':
        target = enabledIndexes[count - 1];
        break;
      default:
        return;
    }
    event.preventDefault();
    if (target !== undefined) select(target);
  }

  return (
    <div className={cx('dp-choice-group', `dp-choice-group--${variant}`, className)}>
      <div id={labelId} className={cx('dp-choice-group__label', hideLabel && 'visually-hidden')}>
        {label}
      </div>
      {hint && (
        <p id={hintId} className="dp-choice-group__hint">
          {hint}
        </p>
      )}
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        className={cx(
          'dp-choice-group__options',
          columns !== undefined && 'dp-choice-group__options--columns',
        )}
        style={columns ? { ['--dp-choice-columns' as string]: columns } : undefined}
      >
        {options.map((option, index) => {
          const checked = index === selectedIndex;
          return (
            <button
              key={option.value}
              ref={(element) => {
                optionRefs.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              disabled={option.disabled}
              tabIndex={index === tabbableIndex ? 0 : -1}
              className={cx('dp-choice', checked && 'dp-choice--checked')}
              onClick={() => select(index)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {option.icon && (
                <span className="dp-choice__icon" aria-hidden="true">
                  {option.icon}
                </span>
              )}
              <span className="dp-choice__label">{option.label}</span>
              {option.description && <span className="dp-choice__description">{option.description}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
