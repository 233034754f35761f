import type { PaidTier } from '@dreampitch/domain';
import { Button } from '@dreampitch/ui';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useId, useState, type FormEvent } from 'react';
import { CARD_MESSAGES } from './cardValidation';
import type { PaymentAttempt } from './providerProps';
import { subscribeWithStripe } from './api/stripeSubscription';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** Stripe.js is loaded once per key, and only when this (lazily imported) module renders. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

const CARD_ELEMENT_OPTIONS = {
  hidePostalCode: true,
  style: { base: { fontSize: '16px', color: '#0b1f3a', '::placeholder': { color: '#46556b' } } },
} as const;

interface StripeCardFieldsProps {
  plan: PaidTier;
  paying: boolean;
  onPay(attempt: PaymentAttempt): void;
  submitLabel: string;
}

interface StripeCardFormProps extends StripeCardFieldsProps {
  publishableKey: string;
}

/**
 * The Stripe Elements card form, used when a publishable key is configured: paying starts a Stripe Billing
 * subscription and confirms its first payment with the card (see subscribeWithStripe).
 */
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeCardFields({ plan, paying, onPay, submitLabel }: StripeCardFieldsProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardError, setCardError] = useState<string | null>(null);
  const [complete, setComplete] = useState(false);
  const errorId = useId();

  const onCardChange = (event: StripeCardElementChangeEvent) => {
    setComplete(event.complete);
    setCardError(event.error?.message ?? null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (paying || !stripe || !card) return;
    if (!complete) {
      setCardError((current) => current ?? CARD_MESSAGES.detailsIncomplete);
      return;
    }
    onPay(() =>
      subscribeWithStripe(plan, (clientSecret) =>
        stripe.confirmCardPayment(clientSecret, { payment_method: { card } }),
      ),
    );
  };

  return (
    <form className="billing-card-form" onSubmit={submit} aria-label="Card payment">
      <fieldset className="billing-card-form__stripe" aria-describedby={cardError ? errorId : undefined}>
        <legend className="dp-field__label">Card details</legend>
        <div className="billing-card-form__stripe-element">
          <CardElement options={{ ...CARD_ELEMENT_OPTIONS, disabled: paying }} onChange={onCardChange} />
        </div>
        {cardError && (
          <p id={errorId} className="dp-field__error" role="alert">
            {cardError}
          </p>
        )}
      </fieldset>
      <Button type="submit" size="lg" fullWidth loading={paying} disabled={!stripe}>
        {paying ? 'Processing payment...' : submitLabel}
      </Button>
    </form>
  );
}
