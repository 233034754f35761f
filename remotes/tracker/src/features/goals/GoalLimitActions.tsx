import {
  canCreateGoal,
  MESSAGES,
  showsUpgradePrompt,
  upgradePromptMessage,
  type SubscriptionTier,
} from '@dreampitch/domain';
import { Button, ButtonLink, Card, Icon } from '@dreampitch/ui';
import { useId } from 'react';

export interface GoalLimitActionsProps {
  tier: SubscriptionTier;
  goalCount: number;
}

/**
 * The way to more goals and the upgrade prompt (spec §6, §9). At the plan's limit the link to create goals becomes
 * a disabled button explained by the prompt, so no path adds a goal the plan does not allow.
 */
export function GoalLimitActions({ tier, goalCount }: GoalLimitActionsProps) {
  const messageId = useId();
  const roomId = useId();
  const canAdd = canCreateGoal(goalCount, tier);
  const prompt = showsUpgradePrompt(tier, goalCount);

  return (
    <div className="tracker-goal-limit">
      {canAdd ? (
        <ButtonLink to="/app/player-selection" icon={<Icon name="plus" />}>
          Add Goals
        </ButtonLink>
      ) : (
        <Button disabled aria-describedby={`${messageId} ${roomId}`} icon={<Icon name="plus" />}>
          Add Goals
        </Button>
      )}
      {prompt && (
        <Card tone="accent" className="tracker-upgrade" role="note" aria-label="Upgrade to Pro">
          <p id={messageId} className="tracker-upgrade__message">
            {upgradePromptMessage(goalCount)}
          </p>
          {!canAdd && (
            <p id={roomId} className="tracker-upgrade__message">
              {MESSAGES.goalLimitMakeRoom}
            </p>
          )}
          <ButtonLink to="/app/plans" variant="accent">
            View Plans
          </ButtonLink>
        </Card>
      )}
    </div>
  );
}
