import {
  LABELS,
  planButton,
  planPriceLabel,
  type AccountType,
  type Plan,
  type PurchaseRule,
  type SubscriptionTier,
} from '@dreampitch/domain';
import { Badge, Button, Card, cx, Icon } from '@dreampitch/ui';
import { useId } from 'react';
import { PLAN_ICONS } from './plansContent';

export interface PlanCardProps {
  plan: Plan;
  /** Null for a signed-out visitor, who has no plan yet. */
  currentTier: SubscriptionTier | null;
  /** The signed-in account's type (a player is not sold the Parent plan); null when signed out. */
  accountType: AccountType | null;
  /** Who pays for the signed-in account (purchaseRules.ts): a child asks a parent instead of paying. */
  purchaseRule: PurchaseRule;
  onSignUp(): void;
  onSubscribe(plan: Exclude<SubscriptionTier, 'free'>): void;
  onDowngrade(): void;
  onAskParent(plan: Exclude<SubscriptionTier, 'free'>): void;
}

/** One plan: price, features, and the button whose label and action follow the domain's `planButton` rule. */
export function PlanCard({
  plan,
  currentTier,
  accountType,
  purchaseRule,
  onSignUp,
  onSubscribe,
  onDowngrade,
  onAskParent,
}: PlanCardProps) {
  const headingId = useId();
  const button = planButton(plan.id, currentTier, accountType, purchaseRule);
  const isCurrent = plan.id === currentTier;

  const onClick = () => {
    if (button.action === 'subscribe') onSubscribe(button.selectedPlan);
    else if (button.action === 'signUp') onSignUp();
    else if (button.action === 'cancel') onDowngrade();
    else if (button.action === 'ask-parent') onAskParent(button.selectedPlan);
  };

  return (
    <Card
      as="li"
      tone={isCurrent || plan.popular ? 'highlight' : 'default'}
      className={cx('billing-plan', `billing-plan--${plan.id}`, isCurrent && 'billing-plan--current')}
      aria-labelledby={headingId}
    >
      <div className="billing-plan__badges">
        {plan.popular && <Badge tone="accent">{LABELS.mostPopular}</Badge>}
        {isCurrent && <Badge tone="success">{LABELS.current}</Badge>}
      </div>
      <span className="billing-plan__icon">
        <Icon name={PLAN_ICONS[plan.id]} />
      </span>
      <h2 id={headingId} className="billing-plan__name">
        {plan.name}
      </h2>
      <p className="billing-plan__price">{planPriceLabel(plan)}</p>
      <p className="billing-plan__description">{plan.description}</p>
      <ul className="billing-checklist billing-plan__features" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {plan.limitations && (
        <ul className="billing-plan__limitations" aria-label={`${plan.name} limitations`}>
          {plan.limitations.map((limitation) => (
            <li key={limitation}>{limitation}</li>
          ))}
        </ul>
      )}
      <Button
        className="billing-plan__button"
        variant={plan.popular ? 'primary' : 'secondary'}
        fullWidth
        disabled={button.disabled}
        onClick={onClick}
        aria-label={`${button.label}, ${plan.name} plan`}
      >
        {button.label}
      </Button>
    </Card>
  );
}
