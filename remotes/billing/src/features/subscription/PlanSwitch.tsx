import { MESSAGES, formatBillingDate, formatCents, planById, type PaidTier } from '@dreampitch/domain';
import { useAuth, useToast } from '@dreampitch/session';
import { Button, ErrorMessage, Spinner } from '@dreampitch/ui';
import { useState } from 'react';
import { useNavigate } from '@dreampitch/ui/router';
import { useChangePlan, usePlanQuote } from './api/subscription';

/**
 * Switching between Pro and Parent (issue 20): the prorated amount is shown before anything changes, and confirming
 * charges exactly that amount (the server refuses if it moved, and the new quote is shown). Render it with
 * `key={plan}` so a change of plan starts from a fresh quote.
 */
export function PlanSwitch({ plan, from }: { plan: PaidTier; from: PaidTier }) {
  const { refreshProfile } = useAuth();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const quoted = usePlanQuote(plan);
  const changePlan = useChangePlan();
  const [failed, setFailed] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const quote = quoted.data;
  const error = failed ?? (quoted.error ? messageOf(quoted.error) : null);

  const confirm = async () => {
    if (!quote) return;
    setWorking(true);
    setFailed(null);
    try {
      await changePlan.mutate(plan, quote.amountDueCents);
      await refreshProfile();
      showToast(`You are now on the ${planById(plan).name} plan.`, 'success');
      navigate('/app/plans');
    } catch (caught) {
      setFailed(messageOf(caught));
      // The price may have moved: the new quote replaces the old one when it arrives.
      quoted.reload();
      setWorking(false);
    }
  };

  const name = planById(plan).name;
  return (
    <div className="billing-switch">
      {!quote && !error && <Spinner label="Working out the price" />}
      {quote && (
        <>
          <dl className="billing-switch__quote">
            <div>
              <dt>{name} plan, one month</dt>
              <dd>{formatCents(quote.priceCents)}</dd>
            </div>
            <div>
              <dt>Credit for the unused part of {planById(from).name}</dt>
              <dd>−{formatCents(quote.creditCents - quote.remainingCreditCents)}</dd>
            </div>
            <div className="billing-switch__total">
              <dt>Charged today</dt>
              <dd>{formatCents(quote.amountDueCents)}</dd>
            </div>
          </dl>
          <p>
            Your new monthly period starts today and renews on {formatBillingDate(quote.periodEnd)}.
            {quote.remainingCreditCents > 0 &&
              ` The ${formatCents(quote.remainingCreditCents)} of credit left is taken off your next renewals.`}
          </p>
          <Button size="lg" fullWidth loading={working || quoted.loading} onClick={() => void confirm()}>
            {working ? 'Switching...' : `Switch to ${name} for ${formatCents(quote.amountDueCents)}`}
          </Button>
        </>
      )}
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </div>
  );
}

const messageOf = (caught: unknown) =>
  caught instanceof Error && caught.message ? caught.message : MESSAGES.somethingWentWrongTryAgain;
