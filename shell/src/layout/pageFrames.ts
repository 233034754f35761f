import {
  ACCOUNT_SUBTITLE,
  DATA_EXPORT_SUBTITLE,
  GOAL_TEMPLATES_SUBTITLE,
  INSIGHTS_SUBTITLE,
  MINDSET_SUBTITLE,
} from '@dreampitch/domain';

/**
 * The header of each framed route (`framed` in routes.tsx), keyed by its path: the classes the page's own container
 * adds to `dp-container` (they place the header where the page puts it) and the line under its heading (the route's
 * title). A chunk of its own, loaded by usePageFrame only on those routes: the first load of every other page,
 * `/` among them, does not carry this copy.
 */
export const PAGE_FRAMES: Record<string, { container: string; subtitle: string }> = {
  '/app/account': { container: 'tracker-page tracker-account', subtitle: ACCOUNT_SUBTITLE },
  '/app/insights': { container: 'tracker-page pro-page', subtitle: INSIGHTS_SUBTITLE },
  '/app/mindset': { container: 'tracker-page pro-page', subtitle: MINDSET_SUBTITLE },
  '/app/export': { container: 'tracker-page pro-page', subtitle: DATA_EXPORT_SUBTITLE },
  '/app/goal-templates': { container: 'templates-page', subtitle: GOAL_TEMPLATES_SUBTITLE },
};
