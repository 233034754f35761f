import { ButtonLink } from '@dreampitch/ui';

/**
 * A player chose the Parent plan: it is bought by a parent account, which then gets the family tools for the
 * linked player. Nothing is charged to the player.
 */
export function AskParent() {
  return (
    <div className="billing-ask-parent">
      <p>
        <strong>The Parent plan is bought by a parent or guardian from their own account.</strong> It gives
        them the parental dashboard for your progress; it adds nothing to a player account.
      </p>
      <p>
        Ask your parent or guardian to sign up with a parent account and link to you (with the parent e-mail
        you gave at sign-up, or by inviting you), then choose Parent on their Plans page. Pro is the plan for
        players.
      </p>
      <ButtonLink to="/app/plans" variant="secondary">
        Back to plans
      </ButtonLink>
    </div>
  );
}
