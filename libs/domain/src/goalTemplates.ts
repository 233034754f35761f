/** Custom goal templates (Pro): a player's own goals kept to pick again in the goal wizard. */
import type { GoalType, Pillar, TemplateGoal } from './types';

/**
 * The line under /app/goal-templates's heading, the same for every visitor: the page shows it, and so does the
 * shell's frame of it (its HTML and skeleton, shell/src/prerender/storedFrames.tsx) before the page's code runs.
 */
export const GOAL_TEMPLATES_SUBTITLE =
  'Your own goals, kept to pick again. The goal wizard lists them beside the goal library.';

export interface GoalTemplate extends TemplateGoal {
  id: string;
  createdAt: string;
}

export interface GoalTemplateInput {
  title: string;
  description: string;
  pillar: Pillar;
  type: GoalType;
}

/** The goal_templates table keeps at most this many per player. */
export const GOAL_TEMPLATE_LIMIT = 50;
export const GOAL_TEMPLATE_TITLE_MAX_LENGTH = 200;
export const GOAL_TEMPLATE_DESCRIPTION_MAX_LENGTH = 2000;

export function validateGoalTemplate(input: GoalTemplateInput): string | null {
  const title = input.title.trim();
  if (!title) return 'Give your template a title.';
  if (title.length > GOAL_TEMPLATE_TITLE_MAX_LENGTH)
    return `Keep the title to ${GOAL_TEMPLATE_TITLE_MAX_LENGTH} characters.`;
  if (input.description.length > GOAL_TEMPLATE_DESCRIPTION_MAX_LENGTH)
    return `Keep the description to ${GOAL_TEMPLATE_DESCRIPTION_MAX_LENGTH} characters.`;
  return null;
}

/** Whether a goal with this title is already among the templates (titles are unique per player, any case). */
export function hasTemplateTitled(templates: readonly Pick<GoalTemplate, 'title'>[], title: string): boolean {
  const wanted = title.trim().toLowerCase();
  return templates.some((template) => template.title.trim().toLowerCase() === wanted);
}
