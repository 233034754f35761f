import type { CardTokenResult } from '@dreampitch/data';
import type { CreateCardToken } from './usePayment';
import type { Subscribed } from './api/stripeSubscription';

/** One payment by a card form: a simulated card token to check out with, or a Stripe subscription already paid. */
export type PaymentAttempt = () => Promise<CardTokenResult | Subscribed>;

/** Props every card provider form takes: the payment flow owns the busy state and the outcome. */
export interface CardProviderFormProps {
  paying: boolean;
  onPay(createToken: CreateCardToken): void;
  /** e.g. 'Pay $8/month'. */
  submitLabel: string;
}
