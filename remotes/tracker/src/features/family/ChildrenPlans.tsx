import type { ChildPlan } from '@dreampitch/data/family';
import { formatBillingDate, otherPartyName, planById, type FamilyLink } from '@dreampitch/domain';
import { Section } from '@dreampitch/ui';
import { useChildrenPlans } from './api/useFamily';

/** Where a player's plan stands, in the parent's words. */
function planLine(plan: ChildPlan): string {
  const name = planById(plan.plan).name;
  if (plan.plan === 'free' || !plan.currentPeriodEnd) return `${name} plan`;
  const end = formatBillingDate(plan.currentPeriodEnd);
  if (plan.status === 'past_due') return `${name} plan, last payment failed`;
  return plan.cancelAtPeriodEnd ? `${name} plan, active until ${end}` : `${name} plan, renews on ${end}`;
}

/**
 * Each confirmed player's plan (issue 20: a player's plan is visible to its linked parent), on any plan of the
 * parent's own: what a child pays for is the parent's business.
 */
export function ChildrenPlans({ userId, links }: { userId: string; links: FamilyLink[] }) {
  const plans = useChildrenPlans(userId, links);
  if (!plans.data || plans.data.length === 0) return null;
  return (
    <Section title="Your Players' Plans" className="tracker-family-no-print">
      <ul className="tracker-family-list tracker-family-list--compact">
        {plans.data.map((plan) => {
          const link = links.find((candidate) => candidate.child.id === plan.childId);
          return (
            <li key={plan.childId}>
              <strong>{link ? otherPartyName(link) : 'Your player'}</strong>: {planLine(plan)}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
