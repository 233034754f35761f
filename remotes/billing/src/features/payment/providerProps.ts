import type { CreateCardToken } from './usePayment';

/** Props every card provider form takes: the payment flow owns the busy state and the outcome. */
export interface CardProviderFormProps {
  paying: boolean;
  onPay(createToken: CreateCardToken): void;
  /** e.g. 'Pay $8/month'. */
  submitLabel: string;
}
