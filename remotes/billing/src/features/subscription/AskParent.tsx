import { errorMessage, LABELS, MESSAGES, PLAN_REQUEST_MESSAGES } from '@dreampitch/domain';
import { Button, ButtonLink } from '@dreampitch/ui';
import { useState } from 'react';
import { askParentForPlan } from './api/askParentForPlan';

/**
 * A player chose the Parent plan: it is bought by a parent account, which then gets the family tools for the
 * linked player. Nothing is charged to the player; "Ask a parent" mails its linked parents (the server decides
 * who: confirmed links with a verified e-mail, once a day each).
 */
export function AskParent() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);

  async function ask() {
    setBusy(true);
    try {
      const { asked } = await askParentForPlan();
      setResult({
        tone: 'status',
        text: asked > 0 ? PLAN_REQUEST_MESSAGES.sent : PLAN_REQUEST_MESSAGES.alreadyAsked,
      });
    } catch (error) {
      setResult({ tone: 'alert', text: errorMessage(error, MESSAGES.somethingWentWrongTryAgain) });
    }
    setBusy(false);
  }

  return (
    <div className="billing-ask-parent">
      <p>
        <strong>The Parent plan is bought by a parent or guardian from their own account.</strong> It gives
        them the parental dashboard for your progress; it adds nothing to a player account.
      </p>
      <p>
        Ask a parent: we e-mail your linked parent or guardian that you would like them to have a look. If no
        parent is linked yet, ask them to link from your Family panel first. Pro is the plan for players.
      </p>
      <div className="billing-ask-parent__actions">
        <Button onClick={() => void ask()} loading={busy} disabled={busy}>
          {LABELS.askAParent}
        </Button>
        <ButtonLink to="/app/plans" variant="secondary">
          Back to plans
        </ButtonLink>
      </div>
      {result && (
        <p role={result.tone} className="billing-ask-parent__result">
          {result.text}
        </p>
      )}
    </div>
  );
}
