import type { CardTokenResult } from '@dreampitch/data';
import { MESSAGES, PAYMENT_SIMULATED_DELAY_MS, planById, type PaidTier } from '@dreampitch/domain';
import { useAuth, useToast } from '@dreampitch/session';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from '@dreampitch/ui/router';
import type { PaymentAttempt } from './providerProps';

/** What both card providers (simulated and Stripe Elements) hand to the payment flow. */
export type CreateCardToken = () => Promise<CardTokenResult>;

export interface PaymentState {
  paying: boolean;
  /** The provider's message, 'Payment failed', or 'Payment failed. Please try again.'; null when none. */
  error: string | null;
  pay(attempt: PaymentAttempt): Promise<void>;
}

export function welcomeMessage(plan: PaidTier): string {
  return `Welcome to DreamPitch ${planById(plan).name}!`;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The payment flow of spec §4: wait, create the card token, let the server verify it and set the plan (or, with
 * Stripe, let the form subscribe and confirm the payment), then toast and go to the dashboard. A second submit
 * while one is under way is ignored, so a double click cannot pay twice.
 */
export function usePayment(plan: PaidTier): PaymentState {
  const { updateSubscription, refreshProfile } = useAuth();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // State updates land after a re-render; the ref blocks a second submit in the same tick.
  const inFlight = useRef(false);

  const pay = useCallback(
    async (attempt: PaymentAttempt) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPaying(true);
      setError(null);
      try {
        await wait(PAYMENT_SIMULATED_DELAY_MS);
        const result = await attempt();
        if (result.error) {
          setError(result.error.message || MESSAGES.paymentFailed);
        } else {
          if ('subscribed' in result) await refreshProfile();
          else await updateSubscription(plan, result.tokenId);
          showToast(welcomeMessage(plan), 'success');
          navigate('/app/dashboard');
          // Stays "in flight": the page is leaving and the token is spent.
          return;
        }
      } catch {
        setError(MESSAGES.paymentFailedTryAgain);
      }
      inFlight.current = false;
      setPaying(false);
    },
    [navigate, plan, refreshProfile, showToast, updateSubscription],
  );

  return { paying, error, pay };
}
