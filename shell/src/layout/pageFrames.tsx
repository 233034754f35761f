import {
  ACCOUNT_SUBTITLE,
  DATA_EXPORT_SUBTITLE,
  GOAL_TEMPLATES_SUBTITLE,
  INSIGHTS_SUBTITLE,
  MINDSET_SUBTITLE,
} from '@dreampitch/domain';
import { PageHeader } from '@dreampitch/ui';
import type { Skeleton } from './PageSkeleton';

/**
 * The header of each framed route (`framed` in routes.tsx), keyed by its path: the classes the page's own container
 * adds to `dp-container` (they place the header where the page puts it) and the line under its heading (the route's
 * title). A chunk of its own, loaded by usePageSkeleton only on those routes: the first load of every other page,
 * `/` among them, carries neither this copy nor this code.
 */
export const PAGE_FRAMES: Record<string, { container: string; subtitle: string }> = {
  '/app/account': { container: 'tracker-page tracker-account', subtitle: ACCOUNT_SUBTITLE },
  '/app/insights': { container: 'tracker-page pro-page', subtitle: INSIGHTS_SUBTITLE },
  '/app/mindset': { container: 'tracker-page pro-page', subtitle: MINDSET_SUBTITLE },
  '/app/export': { container: 'tracker-page pro-page', subtitle: DATA_EXPORT_SUBTITLE },
  '/app/goal-templates': { container: 'templates-page', subtitle: GOAL_TEMPLATES_SUBTITLE },
};

/**
 * A framed route's skeleton: the page's own header (`title`, its h1, and the line under it) in the page's container,
 * over the skeleton's cards. Its HTML is built with it (tools/prerender), and the route guard and the loading page
 * show it until the page, with the same header in the same place, replaces it.
 */
export function framedSkeleton(path: string, title: string): Skeleton {
  const frame = PAGE_FRAMES[path];
  if (!frame) throw new Error(`${path} is framed but has no header in pageFrames.tsx.`);
  return (label) => (
    <div className={`dp-container ${frame.container}`}>
      <PageHeader title={title} subtitle={frame.subtitle} />
      <div className="shell-skeleton" role="status">
        <span className="visually-hidden">{label}</span>
        {[1, 2, 3].map((card) => (
          <div key={card} className="shell-skeleton__card" aria-hidden="true" />
        ))}
      </div>
    </div>
  );
}
