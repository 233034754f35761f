import { errorMessage, MESSAGES } from '@dreampitch/domain';
import { useToast } from '@dreampitch/session';
import { Dialog, ErrorMessage } from '@dreampitch/ui';
import { useState } from 'react';
import { SimulatedCardForm } from '../payment/SimulatedCardForm';
import type { CreateCardToken } from '../payment/usePayment';
import { useSubscriptionChanges } from './api/billing';

export interface UpdateCardDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A failed renewal is charged again to the new card at once. */
  pastDue: boolean;
}

/** The card renewals are charged to, with the simulated provider (Stripe users change it in Stripe's portal). */
export function UpdateCardDialog({ open, onOpenChange, pastDue }: UpdateCardDialogProps) {
  const { updateCard } = useSubscriptionChanges();
  const { showToast } = useToast();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (createToken: CreateCardToken) => {
    setPaying(true);
    setError(null);
    try {
      const result = await createToken();
      if (result.error) {
        setError(result.error.message || MESSAGES.paymentFailed);
        return;
      }
      await updateCard(result.tokenId);
      showToast(
        pastDue ? 'Payment received. Your plan is active again.' : 'Your card is updated.',
        'success',
      );
      onOpenChange(false);
    } catch (caught) {
      setError(errorMessage(caught, MESSAGES.paymentFailedTryAgain));
    } finally {
      setPaying(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!paying) onOpenChange(next);
      }}
      title="Update your card"
      description={
        pastDue
          ? 'Your last renewal failed. We charge it to the new card straight away.'
          : 'Your next renewals are charged to this card.'
      }
    >
      <SimulatedCardForm
        paying={paying}
        onPay={(createToken) => void save(createToken)}
        submitLabel={pastDue ? 'Pay and save card' : 'Save card'}
      />
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </Dialog>
  );
}
