import { LABELS, type PurchaseRule } from '@dreampitch/domain';
import type { ReactNode } from 'react';
import { Badge } from './Badge';
import { ButtonLink } from './Button';
import { Card } from './Card';
import { Icon } from './Icon';
import './LockedFeature.css';

export interface LockedFeatureProps {
  /** The feature's name as the plan card says it. */
  name: string;
  summary: string;
  /** What the player gets with the plan. */
  preview: readonly string[];
  /** Heading level of the name: 1 when the preview is the whole page. */
  headingLevel?: 1 | 2 | 3;
  /** A sample of the feature (decorative figures), shown dimmed under the list. */
  sample?: ReactNode;
  id?: string;
  /** Who may buy for the viewer (`purchaseRule`): a player under 18 asks a parent rather than upgrades. */
  purchase: PurchaseRule;
}

/**
 * A Pro feature shown to a player without the plan: what it does and the way to get it, never a broken or hidden
 * page. The button opens the payment page with Pro selected, where a player under 18 meets "Ask a parent".
 */
export function LockedFeature({
  name,
  summary,
  preview,
  headingLevel = 2,
  sample,
  id,
  purchase,
}: LockedFeatureProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card className="dp-locked" id={id} tone="muted">
      <Badge tone="accent">
        <Icon name="lock" /> Pro feature
      </Badge>
      <Heading className="dp-locked__title">{name}</Heading>
      <p>{summary}</p>
      <p className="dp-locked__lead">With Pro you get:</p>
      <ul className="dp-locked__list">
        {preview.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {sample && (
        <div className="dp-locked__sample" aria-hidden="true">
          {sample}
        </div>
      )}
      <div className="dp-locked__actions">
        <ButtonLink to="/app/subscription" state={{ selectedPlan: 'pro' }}>
          {purchase === 'alone' ? 'Upgrade to Pro' : `${LABELS.askAParent} for Pro`}
        </ButtonLink>
        <ButtonLink to="/app/plans" variant="secondary">
          Compare plans
        </ButtonLink>
      </div>
    </Card>
  );
}
