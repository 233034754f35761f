import type { ReactNode } from 'react';
import { cx } from './classNames';
import './StatTile.css';

export interface StatTileProps {
  label: string;
  value: ReactNode;
  /** Decorative icon/emoji (hidden from assistive tech). */
  icon?: ReactNode;
  /** Small supporting line, e.g. '+2 this week'. */
  detail?: ReactNode;
  tone?: 'primary' | 'accent' | 'info' | 'dark';
  className?: string;
}

/** A figure with its label. The label comes first in reading order so a screen reader says "Goals: 3". */
export function StatTile({ label, value, icon, detail, tone = 'primary', className }: StatTileProps) {
  return (
    <div className={cx('dp-stat-tile', `dp-stat-tile--${tone}`, className)}>
      {icon && (
        <span className="dp-stat-tile__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <dl className="dp-stat-tile__pair">
        <dt className="dp-stat-tile__label">{label}</dt>
        <dd className="dp-stat-tile__value">{value}</dd>
      </dl>
      {detail && <p className="dp-stat-tile__detail">{detail}</p>}
    </div>
  );
}
