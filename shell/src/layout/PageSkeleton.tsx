import { useLocation } from '@dreampitch/ui/router';
import { frameKeeper, KEPT_FRAME_CLASS, KEPT_FRAME_KEY } from '@dreampitch/app-frame/routes';

/**
 * The grey shapes of a page that is not ready, `label` said to assistive technology: three cards, with `heading` below
 * a heading's and a line's.
 */
export function SkeletonShapes({ label, heading = false }: { label: string; heading?: boolean }) {
  return (
    <div className={heading ? 'dp-container shell-skeleton' : 'shell-skeleton'} role="status">
      <span className="visually-hidden">{label}</span>
      {heading && (
        <>
          <div className="shell-skeleton__heading" aria-hidden="true" />
          <div className="shell-skeleton__line" aria-hidden="true" />
        </>
      )}
      {[1, 2, 3].map((card) => (
        <div key={card} className="shell-skeleton__card" aria-hidden="true" />
      ))}
    </div>
  );
}

/**
 * What a page shows until its content is known, `label` saying what it waits for ("Checking your account"): the route
 * guard and a loading page show it. The grey shape of a heading, a line and three cards, inside the frame. The SPA
 * page (shell/dist/200.html) is built with it (tools/prerender), so a signed-in page paints its frame and this skeleton
 * before any script runs, and the app's first render shows the same until the page is ready. It is as tall as the
 * fold, so the footer stays below it whatever replaces it (no layout shift). On the path whose HTML kept its frame
 * (KEPT_FRAME_KEY: a signed-in page's header, and what this device filled in) it is that very markup, the visitor's
 * details in place, until the page replaces it; no frame code is downloaded.
 */
export function PlainSkeleton({ label }: { label: string }) {
  const { pathname } = useLocation();
  const kept = frameKeeper[KEPT_FRAME_KEY];
  if (kept?.path === pathname)
    return <div className={KEPT_FRAME_CLASS} dangerouslySetInnerHTML={{ __html: kept.html }} />;
  return <SkeletonShapes label={label} heading />;
}
