import { useId, useState, type ReactNode } from 'react';
import { cx } from './classNames';
import './Switch.css';

export interface SwitchProps {
  label: ReactNode;
  /** Extra text under the label, announced with the switch. */
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** Hide the label visually; it stays the accessible name. */
  hideLabel?: boolean;
  id?: string;
  className?: string;
}

/**
 * An on/off switch with a clickable label; Space and Enter toggle it. The WAI-ARIA switch pattern is a button with
 * `role="switch"` and `aria-checked`, which the browser makes keyboard-operable by itself: no library needed (Radix's
 * switch and its primitives cost the pages that show one 4 KiB gzip).
 */
export function Switch({
  label,
  description,
  checked,
  defaultChecked = false,
  onCheckedChange,
  disabled,
  hideLabel,
  id,
  className,
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? `dp-switch-${generatedId}`;
  const descriptionId = description ? `${switchId}-description` : undefined;
  const [checkedState, setCheckedState] = useState(defaultChecked);
  const isChecked = checked ?? checkedState;
  const state = isChecked ? 'checked' : 'unchecked';

  return (
    <div className={cx('dp-switch', disabled && 'dp-switch--disabled', className)}>
      <div className="dp-switch__text">
        <label htmlFor={switchId} className={cx('dp-switch__label', hideLabel && 'visually-hidden')}>
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="dp-switch__description">
            {description}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        id={switchId}
        className="dp-switch__track"
        aria-checked={isChecked}
        aria-describedby={descriptionId}
        data-state={state}
        disabled={disabled}
        onClick={() => {
          if (checked === undefined) setCheckedState(!isChecked);
          onCheckedChange?.(!isChecked);
        }}
      >
        <span className="dp-switch__thumb" data-state={state} />
      </button>
    </div>
  );
}
