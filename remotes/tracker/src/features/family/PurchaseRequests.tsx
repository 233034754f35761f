import type { PurchaseRequest } from '@dreampitch/data/family';
import { errorMessage, MESSAGES, PURCHASE_APPROVAL_LINK_PARAM } from '@dreampitch/domain';
import { Button, ButtonLink, Card } from '@dreampitch/ui';
import { useState } from 'react';
import { useLinkToken } from '../../lib/useLinkToken';
import {
  approvePurchase,
  declinePurchase,
  reloadPurchaseRequests,
  usePurchaseRequests,
} from './api/purchaseRequests';

/**
 * What the family page shows of a player's "Ask a parent" for Pro (who_may_pay.sql): a player under 13 never pays,
 * so the parent chooses from their own account (the Parent plan covers the linked children); a player of 13 to 17
 * pays once the parent approves through the link we mailed, which opens this page with `?approve=<token>`.
 */
export function PurchaseRequests({ userId }: { userId: string }) {
  const requests = usePurchaseRequests(userId);
  const [token, dropToken] = useLinkToken(PURCHASE_APPROVAL_LINK_PARAM);
  const [outcome, setOutcome] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<string>) {
    setBusy(true);
    try {
      setOutcome({ tone: 'status', text: await work() });
    } catch (error) {
      setOutcome({ tone: 'alert', text: errorMessage(error, MESSAGES.somethingWentWrongTryAgain) });
    }
    reloadPurchaseRequests();
    setBusy(false);
  }

  const approve = (approval: string) =>
    run(async () => {
      const approved = await approvePurchase(approval);
      dropToken();
      return `You approved Pro for ${approved.childFirstName ?? 'your player'}. They can now pay from their plans page; you can cancel it with them at any time.`;
    });
  const decline = (request: PurchaseRequest) =>
    run(async () => {
      await declinePurchase(request.id);
      return `Request declined. ${request.childFirstName ?? 'Your player'} can ask again another day.`;
    });

  const open = requests.data ?? [];
  if (!token && open.length === 0 && !outcome) return null;
  return (
    <section className="tracker-family-no-print" aria-labelledby="purchase-requests-title">
      <h2 id="purchase-requests-title">Plan requests</h2>
      {token && (
        <Card tone="highlight" className="tracker-family-request">
          <p>
            Your player asked you to approve DreamPitch Pro. If you approve, they pay with their own card from
            their plans page, and you both can cancel it at any time.
          </p>
          <div className="tracker-family-actions">
            <Button onClick={() => void approve(token)} loading={busy} disabled={busy}>
              Approve Pro
            </Button>
            <Button variant="ghost" onClick={dropToken} disabled={busy}>
              Not now
            </Button>
          </div>
        </Card>
      )}
      {outcome && (
        <p role={outcome.tone} className="tracker-family-outcome">
          {outcome.text}
        </p>
      )}
      <ul className="tracker-family-list">
        {open.map((request) => (
          <li key={request.id}>
            <Card padding="sm" className="tracker-family-row">
              <p>
                <strong>{request.childFirstName ?? 'Your player'}</strong> would like Pro.{' '}
                {request.rule === 'parent_pays'
                  ? 'Players under 13 do not pay themselves: the Parent plan on your account covers your linked children.'
                  : request.approvedAt
                    ? 'You approved it: they can pay from their plans page.'
                    : 'Approve it with the link we e-mailed you, or decline here.'}
              </p>
              <div className="tracker-family-actions">
                {request.rule === 'parent_pays' && (
                  <ButtonLink to="/app/subscription" state={{ selectedPlan: 'parent' }} size="sm">
                    See the Parent plan
                  </ButtonLink>
                )}
                <Button size="sm" variant="ghost" onClick={() => void decline(request)} disabled={busy}>
                  Decline
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
