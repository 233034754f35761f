import { getRuntimeConfig } from '@dreampitch/data';
import { planById, planPriceLabel, type PaidTier } from '@dreampitch/domain';
import { ErrorMessage, Spinner } from '@dreampitch/ui';
import { lazy, Suspense } from 'react';
import { SimulatedCardForm } from './SimulatedCardForm';
import type { PaymentAttempt } from './providerProps';
import type { PaymentState } from './usePayment';
import './payment.css';

// Stripe's code is fetched only here, and only when a publishable key is configured.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

export interface PaymentFormProps {
  plan: PaidTier;
  /** From `usePayment(plan)`, held by the page so it can lock the plan switch while paying. */
  payment: PaymentState;
}

/**
 * Whether cards are test cards: the simulated provider, or Stripe with a test key. With a live key real cards are
 * charged, so the page must not say otherwise.
 */
export function isTestMode(publishableKey: string | null | undefined): boolean {
  return !publishableKey || publishableKey.startsWith('pk_test_');
}

/** The card form for the chosen plan, with whichever provider the runtime config selects. */
export function PaymentForm({ plan, payment: { paying, error, pay } }: PaymentFormProps) {
  const publishableKey = getRuntimeConfig().stripePublishableKey;
  const price = planPriceLabel(planById(plan));
  const providerProps = {
    paying,
    onPay: (attempt: PaymentAttempt) => void pay(attempt),
    submitLabel: `Pay ${price}`,
  };

  return (
    <div className="billing-payment">
      {isTestMode(publishableKey) && (
        <p className="billing-payment__test-note">
          <strong>Test mode:</strong> use card <span className="billing-nowrap">4242 4242 4242 4242</span>{' '}
          with any future expiry date and any 3-digit CVC. No real charge is made.
        </p>
      )}
      {publishableKey ? (
        <Suspense fallback={<Spinner label="Loading the secure card form" />}>
          <StripeCardForm publishableKey={publishableKey} plan={plan} {...providerProps} />
        </Suspense>
      ) : (
        <SimulatedCardForm {...providerProps} />
      )}
      {error && <ErrorMessage className="billing-payment__error">{error}</ErrorMessage>}
    </div>
  );
}
