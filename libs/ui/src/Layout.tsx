import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from './classNames';
import './Layout.css';

export interface PageHeaderProps {
  /** The page's one `h1`. */
  title: ReactNode;
  /** Small line above the title (e.g. 'Step 1 of 3'). */
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links beside/below the title. */
  actions?: ReactNode;
  align?: 'start' | 'center';
  className?: string;
}

export function PageHeader({
  title,
  eyebrow,
  subtitle,
  actions,
  align = 'start',
  className,
}: PageHeaderProps) {
  return (
    <header className={cx('dp-page-header', `dp-page-header--${align}`, className)}>
      {eyebrow && <p className="dp-page-header__eyebrow">{eyebrow}</p>}
      <h1 className="dp-page-header__title">{title}</h1>
      {subtitle && <p className="dp-page-header__subtitle">{subtitle}</p>}
      {actions && <div className="dp-page-header__actions">{actions}</div>}
    </header>
  );
}

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  /** Heading level; `h2` by default, `h3` for sections nested in another section. */
  headingLevel?: 2 | 3 | 4;
  /** Hide the heading visually; it still names the section for screen readers. */
  hideTitle?: boolean;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** A `<section>` named by its heading (so it is a landmark region). */
export function Section({
  title,
  headingLevel = 2,
  hideTitle = false,
  description,
  actions,
  className,
  children,
  ...rest
}: SectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section {...rest} aria-labelledby={headingId} className={cx('dp-section', className)}>
      <div className={cx('dp-section__header', hideTitle && 'visually-hidden')}>
        <div>
          <Heading id={headingId} className="dp-section__title">
            {title}
          </Heading>
          {description && <p className="dp-section__description">{description}</p>}
        </div>
        {actions && <div className="dp-section__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
