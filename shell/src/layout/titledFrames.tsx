import {
  DATA_EXPORT_SUBTITLE,
  GOAL_TEMPLATES_SUBTITLE,
  INSIGHTS_SUBTITLE,
  MINDSET_SUBTITLE,
  SUPPORT_SUBTITLE,
} from '@dreampitch/domain';
import { PageHeader } from '@dreampitch/ui';
import type { Frame, Skeleton } from './PageSkeleton';
import { skeletonInFrame } from './skeletonInFrame';

/** A page whose header is its title and a line under it, in a container with the page's own `classes`. */
const titledPage =
  (classes: string, subtitle: string): Frame =>
  ({ title, children }) => (
    <div className={`dp-container ${classes}`}>
      <PageHeader title={title} subtitle={subtitle} />
      {children}
    </div>
  );

/**
 * The framed routes (first paint `header`) whose frame is only their title and a line of copy: a chunk of their own, so
 * their first render does not wait for the code and copy of the dashboard's and the upgrade page's (pageFrames.tsx).
 * Drawn with skeletonInFrame.tsx.
 */
export const TITLED_FRAMES: Record<string, Frame> = {
  '/app/insights': titledPage('tracker-page pro-page', INSIGHTS_SUBTITLE),
  '/app/mindset': titledPage('tracker-page pro-page', MINDSET_SUBTITLE),
  '/app/export': titledPage('tracker-page pro-page', DATA_EXPORT_SUBTITLE),
  '/app/goal-templates': titledPage('templates-page', GOAL_TEMPLATES_SUBTITLE),
  '/app/support': titledPage('support-page', SUPPORT_SUBTITLE),
};

/** The skeleton of a titled framed route in its frame; undefined for any other route. */
export function titledSkeleton(path: string, title: string): Skeleton | undefined {
  const PageFrame = TITLED_FRAMES[path];
  return PageFrame && skeletonInFrame(PageFrame, title);
}
