import { PLANS, planById, purchaseRule } from '@dreampitch/domain';
import { useAuth, useSubscription } from '@dreampitch/session';
import { Badge } from '@dreampitch/ui';
import { useId, useState } from 'react';
import { useNavigate } from '@dreampitch/ui/router';
import { useBillingOverview } from '../subscription/api/billing';
import { BillingSection } from '../subscription/BillingSection';
import { CancelDialog } from '../subscription/CancelDialog';
import { PlanCard } from './PlanCard';
import { PlanComparisonTable } from './PlanComparisonTable';
import { PlansFaq } from './PlansFaq';
import { FAMILY_PLAN_NOTE } from './plansContent';
import '../shared/checklist.css';
import './plans.css';

/** The plans page (spec §2 screen 9). */
export function Plans() {
  const { user } = useAuth();
  const { throughParentPlan } = useSubscription();
  // A visitor has no plan: no "Your plan" and no "Current" until someone is signed in. The cards show the plan the
  // account pays for; a player on a parent's Parent plan is told what it gives them.
  const currentTier = user ? user.subscriptionTier : null;
  const navigate = useNavigate();
  const billing = useBillingOverview();
  const [cancelOpen, setCancelOpen] = useState(false);
  const subscription = billing.overview?.subscription ?? null;
  const liveSubscription = subscription && subscription.status !== 'canceled' ? subscription : null;
  const ids = useId();

  return (
    <div className="dp-container billing-plans">
      <header className="billing-plans__header">
        <h1>Choose Your Plan</h1>
        <p className="billing-plans__subtitle">
          Start free and upgrade when you are ready for unlimited goals and the advanced tools.
        </p>
        {currentTier && (
          <p className="billing-plans__tier">
            Your plan: <Badge tone="success">{planById(currentTier).name}</Badge>
          </p>
        )}
        {throughParentPlan && <p className="billing-plans__family">{FAMILY_PLAN_NOTE}</p>}
      </header>

      {user && <BillingSection billing={billing} onCancel={() => setCancelOpen(true)} />}

      <ul className="billing-plans__cards" aria-label="Plans">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            currentTier={currentTier}
            accountType={user?.accountType ?? null}
            purchaseRule={user ? purchaseRule(user.accountType, user.age) : 'alone'}
            onSignUp={() => navigate('/app/auth?mode=signup')}
            onSubscribe={(selectedPlan) => navigate('/app/subscription', { state: { selectedPlan } })}
            onDowngrade={() => setCancelOpen(true)}
            onAskParent={(selectedPlan) => navigate('/app/subscription', { state: { selectedPlan } })}
          />
        ))}
      </ul>

      <section className="billing-plans__compare" aria-labelledby={`${ids}-compare`}>
        <h2 id={`${ids}-compare`}>Feature comparison</h2>
        <PlanComparisonTable />
      </section>

      <PlansFaq headingId={`${ids}-faq`} />

      <CancelDialog open={cancelOpen} onOpenChange={setCancelOpen} subscription={liveSubscription} />
    </div>
  );
}
