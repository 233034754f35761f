import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';
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
  /** Name for form submission. */
  name?: string;
  id?: string;
  className?: string;
}

/** An on/off switch (role=switch) with a clickable label; Space and Enter toggle it. */
export function Switch({
  label,
  description,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  hideLabel,
  name,
  id,
  className,
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? `dp-switch-${generatedId}`;
  const descriptionId = description ? `${switchId}-description` : undefined;

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
      <RadixSwitch.Root
        id={switchId}
        className="dp-switch__track"
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        name={name}
        aria-describedby={descriptionId}
      >
        <RadixSwitch.Thumb className="dp-switch__thumb" />
      </RadixSwitch.Root>
    </div>
  );
}
