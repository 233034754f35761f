import { errorMessage, MESSAGES, PURCHASE_MESSAGES, type PurchaseRule } from '@dreampitch/domain';
import { Spinner } from '@dreampitch/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { AskParentPanel } from './AskParent';
import { askParentForPro, purchaseStatus } from './api/askParentForPro';

type Status = { asked: boolean; approved: boolean; consentPending: boolean };

/**
 * Pro for a player under 18 (who_may_pay.sql, the server's rule): under 13 "Ask a parent" reaches the linked parent
 * (mail and family page), who chooses from their own account; 13 to 17 the card form (`payment`) shows once a
 * linked parent approved through the mailed link. No card form before that, and no pressure either way.
 */
export function AskParentForPro({
  rule,
  payment,
}: {
  rule: Exclude<PurchaseRule, 'alone'>;
  payment: ReactNode;
}) {
  const [status, setStatus] = useState<Status | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void purchaseStatus().then(
      (loaded) => live && setStatus(loaded),
      (error: unknown) => live && setLoadError(errorMessage(error, MESSAGES.somethingWentWrongTryAgain)),
    );
    return () => {
      live = false;
    };
  }, []);

  const ask = async () => {
    const { asked } = await askParentForPro();
    const sent = rule === 'parent_pays' ? PURCHASE_MESSAGES.askedToPay : PURCHASE_MESSAGES.askedToApprove;
    return asked > 0 ? sent : PURCHASE_MESSAGES.alreadyAsked;
  };

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!status) return <Spinner label="Checking your plan…" />;
  if (status.consentPending) return <p role="status">{PURCHASE_MESSAGES.consentPending}</p>;
  if (rule === 'parent_approves' && status.approved) {
    return (
      <>
        <p role="status">{PURCHASE_MESSAGES.approved}</p>
        {payment}
      </>
    );
  }
  return (
    <AskParentPanel ask={ask}>
      <p>
        <strong>
          {rule === 'parent_pays' ? PURCHASE_MESSAGES.parentPays : PURCHASE_MESSAGES.parentApprovalRequired}
        </strong>
      </p>
      {status.asked && <p>Your parent or guardian has your request. Nothing else to do for now.</p>}
    </AskParentPanel>
  );
}
