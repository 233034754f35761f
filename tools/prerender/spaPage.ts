import { fillSpaPage, scriptElement, styleElement } from './html';
import type { RemotePage } from './startUp';

/**
 * The SPA page (shell/dist/200.html, every route the build did not prerender) with the layout and the page skeleton
 * in #root and their CSS inlined: a signed-in page paints them before any script. A signed-in page's frame, its own
 * HTML (SIGNED_IN_HTML_PATHS), is the same with its header over the skeleton, and the frame's script (FRAME_SCRIPTS)
 * after it. Unlike a prerendered page it is not hydrated: the app renders afresh and React swaps the markup in its
 * first commit, which shows the same layout and skeleton while the session is restored.
 */
export function withSpaPage(
  spaHtml: string,
  page: { markup: string; css: string; script?: string; remote?: RemotePage },
): string {
  const script = page.script ? scriptElement(page.script) : '';
  return fillSpaPage(
    spaHtml,
    styleElement(page.css),
    `<div id="root">${page.markup}</div>${script}`,
    page.remote,
  );
}
