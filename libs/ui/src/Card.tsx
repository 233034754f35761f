import type { HTMLAttributes } from 'react';
import { cx } from './classNames';
import './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; pick `section`/`article` when the card has its own heading, `li` inside lists. */
  as?: 'div' | 'section' | 'article' | 'li' | 'aside';
  /** `highlight` gives a green border (e.g. 'Most Popular', 'Current'), `muted` a tinted background. */
  tone?: 'default' | 'highlight' | 'accent' | 'muted' | 'dark';
  padding?: 'none' | 'sm' | 'md' | 'lg';
}

export function Card({
  as: Element = 'div',
  tone = 'default',
  padding = 'md',
  className,
  ...rest
}: CardProps) {
  return (
    <Element {...rest} className={cx('dp-card', `dp-card--${tone}`, `dp-card--pad-${padding}`, className)} />
  );
}
