import { errorMessage, LABELS, MESSAGES, PLAN_REQUEST_MESSAGES } from '@dreampitch/domain';
import { Button, ButtonLink } from '@dreampitch/ui';
import { useState, type ReactNode } from 'react';
import { askParentForPlan } from './api/askParentForPlan';

/**
 * What a player reads instead of a card form, "Ask a parent" and the way back: `ask` sends the request and answers
 * what to tell the player (the server decides who is mailed: confirmed links with a verified e-mail, once a day each).
 */
export function AskParentPanel({ ask, children }: { ask: () => Promise<string>; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);

  async function send() {
    setBusy(true);
    try {
      setResult({ tone: 'status', text: await ask() });
    } catch (error) {
      setResult({ tone: 'alert', text: errorMessage(error, MESSAGES.somethingWentWrongTryAgain) });
    }
    setBusy(false);
  }

  return (
    <div className="billing-ask-parent">
      {children}
      <div className="billing-ask-parent__actions">
        <Button onClick={() => void send()} loading={busy} disabled={busy}>
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

/**
 * A player chose the Parent plan: it is bought by a parent account, which then gets the family tools for the
 * linked player. Nothing is charged to the player; "Ask a parent" mails its linked parents.
 */
export function AskParent() {
  const ask = async () =>
    (await askParentForPlan()).asked > 0 ? PLAN_REQUEST_MESSAGES.sent : PLAN_REQUEST_MESSAGES.alreadyAsked;
  return (
    <AskParentPanel ask={ask}>
      <p>
        <strong>The Parent plan is bought by a parent or guardian from their own account.</strong> It gives
        them the parental dashboard for your progress; it adds nothing to a player account.
      </p>
      <p>
        Ask a parent: we e-mail your linked parent or guardian that you would like them to have a look. If no
        parent is linked yet, ask them to link from your Family panel first. Pro is the plan for players.
      </p>
    </AskParentPanel>
  );
}
