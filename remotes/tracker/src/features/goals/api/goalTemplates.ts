import { getProBackend } from '@dreampitch/data/pro';
import type { GoalTemplateInput } from '@dreampitch/domain';

/** Saves a goal as a Pro template; the goal wizard lists the templates when it next opens. */
export function saveGoalTemplate(input: GoalTemplateInput) {
  return getProBackend().saveGoalTemplate(input);
}
