import {
  isPaidTier,
  MONEY_BACK_GUARANTEE_DAYS,
  planById,
  planPriceLabel,
  purchaseRule,
  selectedPlanFromState,
  type PaidTier,
} from '@dreampitch/domain';
import { useAuth, useSubscription } from '@dreampitch/session';
import { ButtonLink, Card, Icon, Switch } from '@dreampitch/ui';
import { UpgradeHero, upgradePageClassName } from '@dreampitch/ui/upgrade-hero';
import { useId, useState } from 'react';
import { Link, useLocation } from '@dreampitch/ui/router';
import { PaymentForm } from '../payment/PaymentForm';
import { AskParent } from '../subscription/AskParent';
import { AskParentForPro } from '../subscription/AskParentForPro';
import { PlanSwitch } from '../subscription/PlanSwitch';
import { usePayment } from '../payment/usePayment';
import { TESTIMONIALS } from './upgradeContent';
import '@dreampitch/ui/upgrade-hero.css';
import '../shared/checklist.css';
import '../subscription/subscription.css';
import './upgrade.css';

const PRO_PRICE = planPriceLabel(planById('pro'));
const PARENT_PRICE = planPriceLabel(planById('parent'));

/** The upgrade page (spec §2 screen 10): plan switch, what the plan gives, the account, and the card form. */
export function Upgrade() {
  const location = useLocation();
  const [plan, setPlan] = useState<PaidTier>(() => selectedPlanFromState(location.state));
  const payment = usePayment(plan);
  const details = planById(plan);
  const headingIds = useId();

  return (
    <div className={upgradePageClassName(plan)}>
      <UpgradeHero plan={plan} />

      <div className="billing-plan-switch">
        <span className="billing-plan-switch__option" data-active={plan === 'pro'} aria-hidden="true">
          Pro <span className="billing-plan-switch__price">{PRO_PRICE}</span>
        </span>
        <Switch
          label={`Parent plan (${PARENT_PRICE})`}
          description={`Switch off for Pro (${PRO_PRICE}).`}
          hideLabel
          checked={plan === 'parent'}
          onCheckedChange={(parent) => setPlan(parent ? 'parent' : 'pro')}
          disabled={payment.paying}
        />
        <span className="billing-plan-switch__option" data-active={plan === 'parent'} aria-hidden="true">
          Parent <span className="billing-plan-switch__price">{PARENT_PRICE}</span>
        </span>
      </div>

      <div className="billing-upgrade__layout">
        <div className="billing-upgrade__side">
          <Card as="section" aria-labelledby={`${headingIds}-features`} className="billing-upgrade__features">
            <h2 id={`${headingIds}-features`}>What you get with {details.name}</h2>
            <ul className="billing-checklist">
              {details.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </Card>
          <AccountSummary headingId={`${headingIds}-account`} />
        </div>

        <Card as="section" aria-labelledby={`${headingIds}-payment`} className="billing-upgrade__payment">
          <h2 id={`${headingIds}-payment`}>Payment details</h2>
          <p className="billing-upgrade__charge">
            {details.name} plan: <strong>{planPriceLabel(details)}</strong>, billed monthly in advance and
            renewed automatically. Cancel anytime: you keep the plan until the end of the period you have paid
            for.
          </p>
          <Checkout plan={plan} payment={payment} />
          <div className="billing-guarantee">
            <span className="billing-guarantee__icon">
              <Icon name="shield" />
            </span>
            <p>
              <strong>{MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee.</strong> Not happy? Ask for a full
              refund within {MONEY_BACK_GUARANTEE_DAYS} days of your first payment.
            </p>
          </div>
          <p className="billing-upgrade__legal">
            By subscribing you agree to our <Link to="/terms">Terms of Service</Link> and{' '}
            <Link to="/privacy">Privacy Policy</Link>.
          </p>
        </Card>
      </div>

      <section aria-labelledby={`${headingIds}-testimonials`} className="billing-testimonials">
        <h2 id={`${headingIds}-testimonials`}>What players and parents say</h2>
        <ul className="billing-testimonials__list">
          {TESTIMONIALS.map((testimonial) => (
            <Card as="li" key={testimonial.name}>
              <figure className="billing-testimonial">
                <blockquote>
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption>
                  <strong>{testimonial.name}</strong>, {testimonial.role}
                </figcaption>
              </figure>
            </Card>
          ))}
        </ul>
      </section>
    </div>
  );
}

function AccountSummary({ headingId }: { headingId: string }) {
  const { user } = useAuth();
  return (
    <Card as="section" aria-labelledby={headingId} className="billing-account">
      <h2 id={headingId}>Your account</h2>
      {user ? (
        <dl className="billing-account__details">
          <div>
            <dt>First name</dt>
            <dd>{user.firstName}</dd>
          </div>
          <div>
            <dt>Last name</dt>
            <dd>{user.lastName}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
        </dl>
      ) : (
        <p>
          <Link to="/app/auth">Sign in</Link> to upgrade your account.
        </p>
      )}
    </Card>
  );
}

/** The card form, unless there is nobody to charge or the chosen plan is already the user's. */
function Checkout({ plan, payment }: { plan: PaidTier; payment: ReturnType<typeof usePayment> }) {
  const { user } = useAuth();
  const { tier } = useSubscription();
  if (!user) return <p>Sign in to pay for your plan.</p>;
  if (plan === 'parent' && user.accountType === 'player') return <AskParent />;
  if (tier === plan) {
    return (
      <div className="billing-upgrade__already">
        <p>You are already on the {planById(plan).name} plan.</p>
        <ButtonLink to="/app/dashboard" variant="secondary">
          Go to Dashboard
        </ButtonLink>
      </div>
    );
  }
  if (isPaidTier(tier)) return <PlanSwitch key={plan} plan={plan} from={tier} />;
  const form = <PaymentForm plan={plan} payment={payment} />;
  // A player under 18 meets "Ask a parent" here, not a card form (the server refuses the charge anyway).
  const rule = purchaseRule(user.accountType, user.age);
  return rule === 'alone' ? form : <AskParentForPro rule={rule} payment={form} />;
}
