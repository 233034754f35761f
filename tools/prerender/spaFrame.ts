import { fillSpaPage, scriptElement, styleElement } from './html';

/**
 * The SPA page (shell/dist/200.html, every route the build did not prerender) with the app's frame and the page
 * skeleton in #root and their CSS inlined: a signed-in page paints them before any script. A framed signed-in page's
 * own HTML (FRAMED_PATHS) is the same with its header over the skeleton, and the frame's script (FRAME_SCRIPTS) after
 * it. Unlike a prerendered
 * page it is not hydrated: the app renders afresh and React swaps the markup in its first commit, which shows the
 * same frame and skeleton while the session is restored.
 */
export function withSpaFrame(
  spaHtml: string,
  frame: { markup: string; css: string; script?: string },
): string {
  const script = frame.script ? scriptElement(frame.script) : '';
  return fillSpaPage(spaHtml, styleElement(frame.css), `<div id="root">${frame.markup}</div>${script}`);
}
