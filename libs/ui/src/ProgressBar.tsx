import type { ReactNode } from 'react';
import { cx } from './classNames';
import './ProgressBar.css';

export interface ProgressBarProps {
  /** Accessible name, shown above the bar unless `hideLabel`. */
  label: string;
  value: number;
  min?: number;
  max?: number;
  /** Human reading of the value, e.g. '9/10' or '3 of 5 sessions'; announced as aria-valuetext. Defaults to a percentage. */
  valueText?: string;
  /** Show `valueText` (or the percentage) next to the label. Defaults to true. */
  showValue?: boolean;
  hideLabel?: boolean;
  tone?: 'primary' | 'accent' | 'success' | 'warning' | 'danger' | 'info';
  size?: 'sm' | 'md' | 'lg';
  /** Extra content on the label row (e.g. an icon), decorative. */
  adornment?: ReactNode;
  className?: string;
}

function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

export function ProgressBar({
  label,
  value,
  min = 0,
  max = 100,
  valueText,
  showValue = true,
  hideLabel = false,
  tone = 'primary',
  size = 'md',
  adornment,
  className,
}: ProgressBarProps) {
  const clamped = clamp(value, min, max);
  const range = max - min;
  const percent = range > 0 ? Math.round(((clamped - min) / range) * 100) : 0;
  const text = valueText ?? `${percent}%`;

  return (
    <div className={cx('dp-progress', `dp-progress--${tone}`, `dp-progress--${size}`, className)}>
      {!(hideLabel && !showValue) && (
        <div className="dp-progress__header">
          <span className={cx('dp-progress__label', hideLabel && 'visually-hidden')}>
            {adornment && <span aria-hidden="true">{adornment} </span>}
            {label}
          </span>
          {showValue && (
            <span className="dp-progress__value" aria-hidden="true">
              {text}
            </span>
          )}
        </div>
      )}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={clamped}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={text}
        className="dp-progress__track"
      >
        <div className="dp-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
