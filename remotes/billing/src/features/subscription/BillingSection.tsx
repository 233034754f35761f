import { getRuntimeConfig } from '@dreampitch/data';
import {
  errorMessage,
  MESSAGES,
  formatBillingDate,
  formatCents,
  planById,
  planPriceLabel,
  subscriptionStatusLine,
  type SubscriptionRecord,
} from '@dreampitch/domain';
import { useToast } from '@dreampitch/session';
import { Badge, Button, ButtonLink, Card, ErrorMessage, Spinner } from '@dreampitch/ui';
import { useLocation } from '@dreampitch/ui/router';
import { useId, useState } from 'react';
import { openBillingPortal, useSubscriptionChanges, type BillingOverviewState } from './api/billing';
import { UpdateCardDialog } from './UpdateCardDialog';
import './subscription.css';

export interface BillingSectionProps {
  billing: BillingOverviewState;
  /** Opens the cancellation dialog (owned by the page, which the Free card's Downgrade opens too). */
  onCancel(): void;
  /** The plans page shows the plan cards below the section; elsewhere (the account page) it links to them. */
  placement?: 'plans' | 'account';
}

const STATUS_BADGE = {
  active: { tone: 'success', text: 'Active' },
  past_due: { tone: 'warning', text: MESSAGES.paymentFailed },
  canceled: { tone: 'neutral', text: 'Ended' },
} as const;

/**
 * The signed-in user's subscription (issue 20): plan and price, "Renews on …" or "Active until …", the card
 * renewals are charged to, cancel or resume, and the receipts. Anchored at #billing for links from the account page.
 */
export function BillingSection({ billing, onCancel, placement = 'plans' }: BillingSectionProps) {
  const headingId = useId();
  const { overview, loading, error, reload } = billing;
  const subscription = overview?.subscription ?? null;

  return (
    <Card as="section" id="billing" aria-labelledby={headingId} className="billing-subscription">
      <h2 id={headingId}>Your subscription</h2>
      {error && (
        <ErrorMessage>
          {error}{' '}
          <Button variant="secondary" size="sm" onClick={() => void reload()}>
            Try again
          </Button>
        </ErrorMessage>
      )}
      {loading && !overview && <Spinner label="Loading your plan" />}
      {overview && !subscription && (
        <p>
          {placement === 'plans'
            ? 'You are on the Free plan. Choose a plan below to subscribe.'
            : 'You are on the Free plan.'}
        </p>
      )}
      {subscription && <SubscriptionSummary subscription={subscription} onCancel={onCancel} />}
      {overview && overview.invoices.length > 0 && <Receipts invoices={overview.invoices} />}
      {placement === 'account' && overview && (
        <ButtonLink to="/app/plans" variant="secondary">
          {subscription && subscription.status !== 'canceled' ? 'Compare plans' : 'See plans'}
        </ButtonLink>
      )}
    </Card>
  );
}

function SubscriptionSummary({
  subscription,
  onCancel,
}: {
  subscription: SubscriptionRecord;
  onCancel(): void;
}) {
  const { resume } = useSubscriptionChanges();
  const { showToast } = useToast();
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [cardOpen, setCardOpen] = useState(false);
  const plan = planById(subscription.plan);
  const badge = STATUS_BADGE[subscription.status];
  const live = subscription.status !== 'canceled';

  const resumePlan = async () => {
    setWorking(true);
    setFailed(null);
    try {
      await resume();
      showToast(
        `Your ${plan.name} plan will renew on ${formatBillingDate(subscription.currentPeriodEnd)}.`,
        'success',
      );
    } catch (error) {
      setFailed(errorMessage(error, MESSAGES.failedToUpdateSubscription));
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className="billing-subscription__summary">
      <p className="billing-subscription__plan">
        <strong>{plan.name}</strong> · {planPriceLabel(plan)} <Badge tone={badge.tone}>{badge.text}</Badge>
      </p>
      <p className="billing-subscription__status">{subscriptionStatusLine(subscription)}</p>
      {live && subscription.cardLast4 && (
        <p className="billing-subscription__card">
          Renewals are charged to your {subscription.cardBrand ?? 'card'} ending in {subscription.cardLast4}.
        </p>
      )}
      {live && (
        <div className="billing-subscription__actions">
          {subscription.cancelAtPeriodEnd ? (
            <Button loading={working} onClick={() => void resumePlan()}>
              Resume {plan.name}
            </Button>
          ) : (
            <Button variant="secondary" onClick={onCancel}>
              Cancel plan
            </Button>
          )}
          {subscription.provider === 'simulated' && (
            <Button
              variant={subscription.status === 'past_due' ? 'primary' : 'secondary'}
              onClick={() => setCardOpen(true)}
            >
              Update card
            </Button>
          )}
        </div>
      )}
      {subscription.provider === 'stripe' && getRuntimeConfig().stripePublishableKey && (
        <ManageWithStripe pastDue={subscription.status === 'past_due'} onFailed={setFailed} />
      )}
      {failed && <ErrorMessage>{failed}</ErrorMessage>}
      <UpdateCardDialog
        open={cardOpen}
        onOpenChange={setCardOpen}
        pastDue={subscription.status === 'past_due'}
      />
    </div>
  );
}

/** Stripe's customer portal: the card, every invoice, and cancellation as Stripe keeps them. */
function ManageWithStripe({
  pastDue,
  onFailed,
}: {
  pastDue: boolean;
  onFailed(message: string | null): void;
}) {
  const { pathname } = useLocation();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    onFailed(null);
    try {
      window.location.assign(await openBillingPortal(`${pathname}#billing`));
    } catch (error) {
      onFailed(errorMessage(error, MESSAGES.somethingWentWrongTryAgain));
      setOpening(false);
    }
  };
  return (
    <div className="billing-subscription__portal">
      <Button variant={pastDue ? 'primary' : 'secondary'} loading={opening} onClick={() => void open()}>
        Manage card and billing
      </Button>
      <p className="billing-subscription__portal-note">
        Opens Stripe&apos;s secure billing page: change your card, download invoices, or cancel.
      </p>
    </div>
  );
}

function Receipts({ invoices }: { invoices: NonNullable<BillingOverviewState['overview']>['invoices'] }) {
  const captionId = useId();
  return (
    <div className="billing-receipts" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="billing-receipts__table">
        <caption id={captionId}>Receipts</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td>{formatBillingDate(invoice.periodStart ?? invoice.createdAt)}</td>
              <td>{invoice.description}</td>
              <td>{formatCents(invoice.amountCents, invoice.currency)}</td>
              <td>{invoice.status === 'paid' ? 'Paid' : MESSAGES.paymentFailed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
