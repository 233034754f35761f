import { FREE_GOAL_LIMIT, MESSAGES } from '@dreampitch/domain';
import { useAuth, useToast } from '@dreampitch/session';
import { Button, Dialog, DialogClose } from '@dreampitch/ui';
import { useState } from 'react';

export interface DowngradeDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

export const DOWNGRADED_MESSAGE = 'You are now on the Free plan.';

/** Confirms the move back to Free and says what it means for goals before the server changes the plan. */
export function DowngradeDialog({ open, onOpenChange }: DowngradeDialogProps) {
  const { updateSubscription } = useAuth();
  const { showToast } = useToast();
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setWorking(true);
    setFailed(false);
    try {
      await updateSubscription('free');
      showToast(DOWNGRADED_MESSAGE, 'success');
      onOpenChange(false);
    } catch {
      // Said once, inside the dialog, which stays open so the user can retry or cancel.
      setFailed(true);
    } finally {
      setWorking(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!working) onOpenChange(next);
        if (!next) setFailed(false);
      }}
      title="Downgrade to Free?"
      description="Your plan changes to Free straight away."
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={working}>
              Keep my plan
            </Button>
          </DialogClose>
          <Button variant="danger" loading={working} onClick={() => void confirm()}>
            {working ? 'Downgrading...' : 'Downgrade to Free'}
          </Button>
        </>
      }
    >
      <p>
        Your existing goals are kept, but you cannot create new goals beyond {FREE_GOAL_LIMIT} while you are
        on the Free plan. The paid features stop at once.
      </p>
      {failed && (
        <p className="billing-downgrade__error" role="alert">
          {MESSAGES.failedToUpdateSubscription}
        </p>
      )}
    </Dialog>
  );
}
