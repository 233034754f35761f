import { hasProFeatures, type Goal } from '@dreampitch/domain';
import { useSubscription } from '@dreampitch/session';
import { Button, ButtonLink, Icon } from '@dreampitch/ui';
import { useSaveAsTemplate } from './api/useGoals';

/**
 * Keeps a goal as one of the player's templates (Pro), offered again by the goal wizard beside the library. On the
 * free plan the button opens the templates page's locked preview with the way to upgrade.
 */
export function SaveAsTemplate({ goal }: { goal: Goal }) {
  const { tier } = useSubscription();
  const { save, busy } = useSaveAsTemplate();

  if (!hasProFeatures(tier)) {
    return (
      <ButtonLink
        to="/app/goal-templates"
        variant="ghost"
        size="sm"
        aria-label="Save as Template (Pro feature)"
      >
        <Icon name="lock" /> Save as Template
      </ButtonLink>
    );
  }

  return (
    <Button variant="ghost" size="sm" loading={busy} onClick={() => void save(goal)}>
      Save as Template
    </Button>
  );
}
