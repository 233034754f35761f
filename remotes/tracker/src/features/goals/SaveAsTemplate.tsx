import { getProBackend } from '@dreampitch/data/pro';
import { errorMessage, hasProFeatures, MESSAGES, type Goal } from '@dreampitch/domain';
import { useSubscription, useToast } from '@dreampitch/session';
import { Button, ButtonLink } from '@dreampitch/ui';
import { useState } from 'react';

/**
 * Keeps a goal as one of the player's templates (Pro), offered again by the goal wizard beside the library. On the
 * free plan the button opens the templates page's locked preview with the way to upgrade.
 */
export function SaveAsTemplate({ goal }: { goal: Goal }) {
  const { tier } = useSubscription();
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);

  if (!hasProFeatures(tier)) {
    return (
      <ButtonLink
        to="/app/goal-templates"
        variant="ghost"
        size="sm"
        aria-label="Save as Template (Pro feature)"
      >
        <span aria-hidden="true">🔒 </span>Save as Template
      </ButtonLink>
    );
  }

  async function save() {
    setBusy(true);
    try {
      await getProBackend().saveGoalTemplate({
        title: goal.title,
        description: goal.description,
        pillar: goal.pillar,
        type: goal.type,
      });
      showToast(MESSAGES.templateSavedFromGoal, 'success');
    } catch (error) {
      showToast(errorMessage(error, MESSAGES.templateSaveFailed), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="ghost" size="sm" loading={busy} onClick={() => void save()}>
      Save as Template
    </Button>
  );
}
