import { useState } from 'react';
import { useBillingOverview } from './api/billing';
import { BillingSection } from './BillingSection';
import { CancelDialog } from './CancelDialog';

/**
 * The account page's plan and billing (exposed as billing/AccountBilling, mounted by the shell into the account
 * page's slot): the same section as /app/plans#billing, with its own cancellation dialog.
 */
export function AccountBilling() {
  const billing = useBillingOverview();
  const [cancelOpen, setCancelOpen] = useState(false);
  const subscription = billing.overview?.subscription ?? null;
  return (
    <>
      <BillingSection billing={billing} onCancel={() => setCancelOpen(true)} placement="account" />
      <CancelDialog
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        subscription={subscription && subscription.status !== 'canceled' ? subscription : null}
      />
    </>
  );
}
