import type { Frame, Skeleton } from './PageSkeleton';

/**
 * A skeleton in a route's frame (first paint `header` or `filled-header`): the page's own header titled `title` in the page's container
 * (`PageFrame`, from titledFrames.tsx or pageFrames.tsx), over the skeleton's cards. Its HTML is built with it
 * (tools/prerender), and the route guard and the loading page show it until the page, with the same header in the
 * same place, replaces it. A module of its own: the two chunks of frames
 * share it (a small chunk of its own), and `/` does not carry it.
 */
export const skeletonInFrame =
  (PageFrame: Frame, title: string): Skeleton =>
  (label) => (
    <PageFrame title={title}>
      <div className="shell-skeleton" role="status">
        <span className="visually-hidden">{label}</span>
        {[1, 2, 3].map((card) => (
          <div key={card} className="shell-skeleton__card" aria-hidden="true" />
        ))}
      </div>
    </PageFrame>
  );
