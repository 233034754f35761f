import {
  errorMessage,
  MESSAGES,
  FREE_GOAL_LIMIT,
  formatBillingDate,
  planById,
  type SubscriptionRecord,
} from '@dreampitch/domain';
import { useToast } from '@dreampitch/session';
import { Button, Dialog, DialogClose } from '@dreampitch/ui';
import { useState } from 'react';
import { useSubscriptionChanges } from './api/billing';

export interface CancelDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The live subscription being cancelled; null while it loads. */
  subscription: SubscriptionRecord | null;
}

export function cancelledMessage(subscription: SubscriptionRecord): string {
  return `Your plan is cancelled. ${planById(subscription.plan).name} stays active until ${formatBillingDate(
    subscription.currentPeriodEnd,
  )}.`;
}

/**
 * Confirms a cancellation (the Free card's Downgrade and the billing section's Cancel plan) and says the one rule:
 * it takes effect at the end of the period already paid for, and can be undone until then.
 */
export function CancelDialog({ open, onOpenChange, subscription }: CancelDialogProps) {
  const { cancel } = useSubscriptionChanges();
  const { showToast } = useToast();
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const planName = subscription ? planById(subscription.plan).name : 'Your plan';
  const until = subscription ? formatBillingDate(subscription.currentPeriodEnd) : null;

  const confirm = async () => {
    if (!subscription) return;
    setWorking(true);
    setFailed(null);
    try {
      await cancel();
      showToast(cancelledMessage(subscription), 'success');
      onOpenChange(false);
    } catch (error) {
      setFailed(errorMessage(error, MESSAGES.failedToUpdateSubscription));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!working) onOpenChange(next);
        if (!next) setFailed(null);
      }}
      title="Cancel your plan?"
      description={
        until
          ? `${planName} stays active until ${until}, the end of the period you have paid for. You will not be charged again.`
          : 'Loading your plan…'
      }
      actions={
        <>
          <DialogClose>
            <Button variant="secondary" disabled={working}>
              Keep my plan
            </Button>
          </DialogClose>
          <Button variant="danger" loading={working} disabled={!subscription} onClick={() => void confirm()}>
            {working ? 'Cancelling...' : 'Cancel plan'}
          </Button>
        </>
      }
    >
      <p>
        You can resume your plan any time before {until ?? 'the end of the period'}. After that your account
        moves to Free: your existing goals are kept, but you cannot create new goals beyond {FREE_GOAL_LIMIT}.
      </p>
      {failed && (
        <p className="billing-downgrade__error" role="alert">
          {failed}
        </p>
      )}
    </Dialog>
  );
}
