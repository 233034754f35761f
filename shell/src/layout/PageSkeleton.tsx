import { PageHeader } from '@dreampitch/ui';

/**
 * The header of a signed-in page that is the same for every visitor (its route's `frame` in routes.tsx): the page's
 * container classes (so the header sits where the page puts it), its heading and the line under it.
 */
export interface PageFrame {
  container: string;
  title: string;
  subtitle: string;
}

/**
 * What a page shows until its content is known: the grey shape of a heading, a line and three cards, inside the
 * frame; or, for a page whose header is known before its data (`frame`), that header over the cards. The build
 * writes each signed-in page's HTML with it (tools/prerender), so the page paints its frame, its header and this
 * skeleton before any script runs, and the app's first render shows the same until the page is ready: the header
 * never moves or blinks while the page swaps in. It is as tall as the fold, so the footer stays below it whatever
 * replaces it (no layout shift).
 */
export function PageSkeleton({ label, frame }: { label: string; frame?: PageFrame }) {
  const cards = [1, 2, 3].map((card) => (
    <div key={card} className="shell-skeleton__card" aria-hidden="true" />
  ));
  if (frame) {
    return (
      <div className={`dp-container ${frame.container}`}>
        <PageHeader title={frame.title} subtitle={frame.subtitle} />
        <div className="shell-skeleton" role="status">
          <span className="visually-hidden">{label}</span>
          {cards}
        </div>
      </div>
    );
  }
  return (
    <div className="dp-container shell-skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      <div className="shell-skeleton__heading" aria-hidden="true" />
      <div className="shell-skeleton__line" aria-hidden="true" />
      {cards}
    </div>
  );
}
