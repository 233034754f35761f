import type { ReactNode } from 'react';

/**
 * What a page shows while it is not ready, given what it is waiting for ("Checking your account"): the route guard
 * and a loading page call it. A framed route's (skeletonInFrame.tsx) holds its header over the cards.
 */
export type Skeleton = (label: string) => ReactNode;

/** A framed route's page as it starts: its container and header as the page renders them, around `children`. */
export type Frame = (props: { title: string; children: ReactNode }) => ReactNode;

/**
 * What a page shows until its content is known: the grey shape of a heading, a line and three cards, inside the
 * frame. The SPA page (shell/dist/200.html) is built with it (tools/prerender), so a signed-in page paints its frame
 * and this skeleton before any script runs, and the app's first render shows the same until the page is ready.
 * It is as tall as the fold, so the footer stays below it whatever replaces it (no layout shift). Every route that is
 * not framed shows it.
 */
export const plainSkeleton: Skeleton = (label) => (
  <div className="dp-container shell-skeleton" role="status">
    <span className="visually-hidden">{label}</span>
    <div className="shell-skeleton__heading" aria-hidden="true" />
    <div className="shell-skeleton__line" aria-hidden="true" />
    {[1, 2, 3].map((card) => (
      <div key={card} className="shell-skeleton__card" aria-hidden="true" />
    ))}
  </div>
);
