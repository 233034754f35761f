import {
  errorMessage,
  MESSAGES,
  formatBillingDate,
  formatCents,
  planById,
  type PaidTier,
  type PlanChangeQuote,
} from '@dreampitch/domain';
import { useToast } from '@dreampitch/session';
import { Button, ErrorMessage, Spinner } from '@dreampitch/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from '@dreampitch/ui/router';
import { quotePlanChange, useChangePlan } from './api/changePlan';

/**
 * Switching between Pro and Parent (issue 20): the prorated amount is shown before anything changes, and confirming
 * charges exactly that amount (the server refuses if it moved, and the new quote is shown). Render it with
 * `key={plan}` so a change of plan starts from a fresh quote.
 */
export function PlanSwitch({ plan, from }: { plan: PaidTier; from: PaidTier }) {
  const changePlan = useChangePlan();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const [quote, setQuote] = useState<PlanChangeQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  useEffect(() => {
    let current = true;
    quotePlanChange(plan)
      .then((next) => current && setQuote(next))
      .catch((caught: unknown) => current && setError(messageOf(caught)));
    return () => {
      current = false;
    };
  }, [plan]);

  const confirm = async () => {
    if (!quote) return;
    setWorking(true);
    setError(null);
    try {
      await changePlan(plan, quote.amountDueCents);
      showToast(`You are now on the ${planById(plan).name} plan.`, 'success');
      navigate('/app/plans');
    } catch (caught) {
      setError(messageOf(caught));
      const refreshed = await quotePlanChange(plan).catch(() => null);
      if (refreshed) setQuote(refreshed);
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
          <Button size="lg" fullWidth loading={working} onClick={() => void confirm()}>
            {working ? 'Switching...' : `Switch to ${name} for ${formatCents(quote.amountDueCents)}`}
          </Button>
        </>
      )}
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </div>
  );
}

const messageOf = (caught: unknown) => errorMessage(caught, MESSAGES.somethingWentWrongTryAgain);
