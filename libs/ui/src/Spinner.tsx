import { cx } from './classNames';
import './Spinner.css';

export interface SpinnerProps {
  /** Announced to assistive tech; shown only with `showLabel`. Defaults to 'Loading…'. */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Centre the spinner in a padded block (page and panel loading states). */
  centered?: boolean;
  className?: string;
}

export function Spinner({
  label = 'Loading…',
  showLabel = false,
  size = 'md',
  centered = false,
  className,
}: SpinnerProps) {
  return (
    <div
      role="status"
      className={cx('dp-spinner', `dp-spinner--${size}`, centered && 'dp-spinner--centered', className)}
    >
      <span className="dp-spinner__circle" aria-hidden="true" />
      <span className={showLabel ? 'dp-spinner__label' : 'visually-hidden'}>{label}</span>
    </div>
  );
}
