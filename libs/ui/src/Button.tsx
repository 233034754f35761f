import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from '@dreampitch/ui/router';
import { cx } from './classNames';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  /** Defaults to `primary`. */
  variant?: ButtonVariant;
  /** Every size keeps a 44px minimum target; `sm` only tightens padding and type. Defaults to `md`. */
  size?: ButtonSize;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
}

/** Class names of the button look, for elements that cannot be a `Button` or `ButtonLink`. */
export function buttonClassName(
  { variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleProps = {},
  className?: string,
): string {
  return cx(
    'dp-button',
    `dp-button--${variant}`,
    `dp-button--${size}`,
    fullWidth && 'dp-button--full',
    className,
  );
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleProps {
  /** Disables the button, marks it busy and shows a spinner next to the label (pass e.g. 'Joining...' as children). */
  loading?: boolean;
  /** Decorative icon before the label (hidden from assistive tech: the label carries the meaning). */
  icon?: ReactNode;
}

/**
 * A button. `type` defaults to `button` so it never submits a form by accident: pass `type="submit"` in forms.
 */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClassName({ variant, size, fullWidth }, className)}
    >
      {loading ? (
        <span className="dp-button__spinner" aria-hidden="true" />
      ) : (
        icon && (
          <span className="dp-button__icon" aria-hidden="true">
            {icon}
          </span>
        )
      )}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends Omit<LinkProps, 'className'>, ButtonStyleProps {
  className?: string;
  icon?: ReactNode;
  ref?: ComponentPropsWithRef<'a'>['ref'];
}

/** A react-router `Link` that looks like a `Button`: use it for navigation, `Button` for actions. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link {...rest} className={buttonClassName({ variant, size, fullWidth }, className)}>
      {icon && (
        <span className="dp-button__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </Link>
  );
}
