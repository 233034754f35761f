import { PAGE_READY_EVENT } from '@dreampitch/app-frame/routes';

/**
 * A prerendered page's first-paint script, after the markup: moves the page's inlined CSS (style element `styleId`,
 * parsed in the head so no browser paints the markup unstyled) to the end of the body, after every stylesheet the apps
 * will add to the head, until the page is ready (PAGE_READY_EVENT); then before them all. The apps' stylesheets
 * arrive one chunk at a time: the shell's (the UI library's rules) before the page's (its rules that override the
 * library's with the same specificity). With the inlined rules first in the cascade, the library's late copy won over
 * the page's rules until the page's own sheet arrived: a card laid out twice, a layout shift, and a second LCP on
 * /app/goal-tracker. Moved before any style is computed, it costs no recalculation. Once the page is live its
 * stylesheets are all there, and the inlined copy steps back below them (rules of pages visited later win over it,
 * as they would over the library).
 */
export default function pageCssLastUntilReady({ styleId }: { styleId: string }): void {
  const style = document.getElementById(styleId);
  if (!style) return;
  document.body.appendChild(style);
  document.addEventListener(PAGE_READY_EVENT, () => document.head.prepend(style), { once: true });
}
