/**
 * Set on #root by tools/prerender to the path whose HTML it holds. The bootstrap hydrates that HTML only on
 * that path; a static host that answers every URL with index.html hides it (index.html's inline guard) and
 * the bootstrap renders the real page in its place.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Set on <html> by the prerendered page's inline guard before the first paint when its markup is not this
 * visit's page: another URL (a host whose SPA fallback is index.html, or a query the page reads), state kept
 * in history by the app, or a signed-in visitor. The markup is hidden and the bootstrap renders afresh.
 */
export const SPA_ROUTE_ATTRIBUTE = 'data-spa-route';

/**
 * Dispatched on `document` once a remote page's code runs (its effects fired). The prerendered page holds
 * form submissions made before that and replays them then (tools/prerender/html.ts).
 */
export const PAGE_READY_EVENT = 'dp:page-ready';

/** What the app keeps in history for this visit (react-router's `usr` state: a choice made on the page before). */
export const appState = () => (history.state as { usr?: Record<string, unknown> | null } | null)?.usr;

/** Tells the prerendered page's script that the page is live (PAGE_READY_EVENT). */
export function announcePageReady(): void {
  document.dispatchEvent(new Event(PAGE_READY_EVENT));
}

/**
 * Where a frame's HTML keeps the frame once its script filled it in: `{ path, html }` on the global object, until the
 * visit's first page is ready; the app's first render shows that very markup (shell/src/layout/PageSkeleton.tsx).
 * The build (tools/prerender) sets it too, to write that frame into the HTML.
 */
export const KEPT_FRAME_KEY = 'dpKeptFrame';

/** The global object, as it holds the kept frame. */
export const frameKeeper = globalThis as { [KEPT_FRAME_KEY]?: { path: string; html: string } };

/** The element around a kept frame: `display: contents` (shell.css), so the frame is laid out as the page is. */
export const KEPT_FRAME_CLASS = 'shell-kept-frame';

/**
 * A first-paint script (a module of shell/src/firstPaint, named by its file) and what its default export is given:
 * run inline in a page's HTML, compiled by the build (tools/prerender/firstPaint.ts).
 */
export interface FirstPaintCall {
  script: string;
  args?: unknown;
}

/**
 * The class of a part of a frame that its HTML cannot know (the stored session's user, a plan chosen on another page):
 * in its place but unseen (shell.css) until the frame's first-paint script or the app knows it.
 */
export const FRAME_PENDING_CLASS = 'shell-frame-pending';
