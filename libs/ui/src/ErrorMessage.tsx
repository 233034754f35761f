import type { ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './classNames';
import './ErrorMessage.css';

export interface ErrorMessageProps {
  /** The message (e.g. from the domain message catalogue). */
  children: ReactNode;
  /** Bold first line, e.g. 'Something went wrong'. */
  title?: ReactNode;
  /** Shows a Retry button. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/** An error announced at once (role=alert), with an optional Retry. */
export function ErrorMessage({
  children,
  title,
  onRetry,
  retryLabel = 'Retry',
  className,
}: ErrorMessageProps) {
  return (
    <div role="alert" className={cx('dp-error-message', className)}>
      {/* Icon's markup, written out: every page that can fail carries this component, not all of them Icon. */}
      <span className="dp-icon dp-icon--alert" aria-hidden="true" />
      <div className="dp-error-message__body">
        {title && <p className="dp-error-message__title">{title}</p>}
        <div className="dp-error-message__text">{children}</div>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry} className="dp-error-message__retry">
            {retryLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
