import { PAGE_READY_EVENT, PRERENDERED_ATTRIBUTE } from '../../shell/src/prerendered';

export interface PrerenderedPage {
  /** The route the markup belongs to, e.g. `/`. */
  path: string;
  /** React's HTML for #root on that route. */
  markup: string;
  /** The CSS the markup needs before any script runs. */
  css: string;
}

const ROOT = '<div id="root"></div>';
const END_MARKER = 'prerendered-end';

/**
 * The shell's index.html with `page` inside #root and its CSS inlined. A static host that serves this
 * file for another route (an SPA fallback to index.html) must not show the landing page there: the guard
 * in the head hides it before the first paint, and the bootstrap replaces it.
 */
export function withPrerenderedPage(spaHtml: string, page: PrerenderedPage): string {
  if (!spaHtml.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to fill.`);
  if (!spaHtml.includes('</head>')) throw new Error('index.html has no </head>.');
  const path = JSON.stringify(page.path);
  const head = [
    // The browser may paint a half-parsed page: a short hero, then a taller one, is a layout shift.
    // Rendering waits until the marker after the markup is parsed (Chromium; others ignore it).
    `<link rel="expect" href="#${END_MARKER}" blocking="render">`,
    `<script>if(location.pathname!==${path})document.documentElement.setAttribute("data-spa-route","")</script>`,
    `<style>[data-spa-route] #root[${PRERENDERED_ATTRIBUTE}]{display:none}</style>`,
    // A form submitted or a button pressed before the app runs would be lost (or do a native GET of the page):
    // hold them, submit and press them again once the page's code is live.
    `<script>(function(){${holdSubmissionsUntilReady(PAGE_READY_EVENT)}})()</script>`,
    `<style>${page.css.replaceAll('</style', '<\\/style')}</style>`,
  ].join('');
  return spaHtml
    .replace('</head>', `${head}</head>`)
    .replace(
      ROOT,
      `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(page.path)}">${page.markup}</div><template id="${END_MARKER}"></template>`,
    );
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * Inline script (plain ES2017, written as text so no build helper leaks in): holds form submissions and button
 * presses until `readyEvent` (before it, React is not listening and they would be lost, or a form would do a
 * native GET of the page), then submits the held forms and presses the held buttons again for the app to handle.
 */
function holdSubmissionsUntilReady(readyEvent: string): string {
  return [
    'var held=[],pressed=[];',
    'function hold(e){e.preventDefault();e.stopPropagation();if(held.indexOf(e.target)<0)held.push(e.target)}',
    'function press(e){var b=e.target.closest&&e.target.closest("button");if(!b||b.type==="submit")return;',
    'e.preventDefault();e.stopPropagation();if(pressed.indexOf(b)<0)pressed.push(b)}',
    'document.addEventListener("submit",hold,true);',
    'document.addEventListener("click",press,true);',
    `document.addEventListener(${JSON.stringify(readyEvent)},function(){`,
    'document.removeEventListener("submit",hold,true);',
    'document.removeEventListener("click",press,true);',
    'held.forEach(function(f){if(f.isConnected)f.requestSubmit()});',
    'pressed.forEach(function(b){if(b.isConnected)b.click()})',
    '},{once:true});',
  ].join('');
}
