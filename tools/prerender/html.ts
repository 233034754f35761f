import { documentTitle } from '@dreampitch/domain';
import { PAGE_READY_EVENT, PRERENDERED_ATTRIBUTE, SPA_ROUTE_ATTRIBUTE } from '../../shell/src/prerendered';

export interface PrerenderedPage {
  /** The route the markup belongs to, e.g. `/`. */
  path: string;
  /** React's HTML for #root on that route. */
  markup: string;
  /** The CSS the markup needs before any script runs. */
  css: string;
  /** The markup is this page whatever the URL's query (the page reads it only after hydration). */
  anyQuery?: boolean;
  /** The page's own title and meta description; without it, the SPA page's (the landing page's) stay. */
  head?: { title: string; description: string };
}

const ROOT = '<div id="root"></div>';
const END_MARKER = 'prerendered-end';
const PAGE_CSS_ID = 'prerendered-css';

/**
 * The shell's index.html with `page` inside #root and its CSS inlined. A static host that serves this
 * file for another route (an SPA fallback to index.html) must not show the landing page there: the guard
 * in the head hides it before the first paint, and the bootstrap replaces it.
 */
export function withPrerenderedPage(spaHtml: string, page: PrerenderedPage): string {
  const head = [
    // The browser may paint a half-parsed page: a short hero, then a taller one, is a layout shift.
    // Rendering waits until the marker after the markup is parsed (Chromium; others ignore it).
    `<link rel="expect" href="#${END_MARKER}" blocking="render">`,
    `<script>(function(){${hideUnlessThisVisitsPage(page.path, page.anyQuery ?? false)}})()</script>`,
    `<style>[${SPA_ROUTE_ATTRIBUTE}] #root[${PRERENDERED_ATTRIBUTE}]{display:none}</style>`,
    // A form submitted, a button pressed or a field typed in before the app runs would be lost (or a form would
    // do a native GET of the page): hold them, and hand them to the page once its code is live.
    `<script>(function(){${holdSubmissionsUntilReady(PAGE_READY_EVENT)}})()</script>`,
    styleElement(page.css, ` id="${PAGE_CSS_ID}"`),
  ].join('');
  return fillSpaPage(
    page.head ? withTitleAndDescription(spaHtml, page.head) : spaHtml,
    head,
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(page.path)}">${page.markup}</div>` +
      `<script>(function(){${pageCssLastUntilReady(PAGE_CSS_ID, PAGE_READY_EVENT)}})()</script>` +
      `<template id="${END_MARKER}"></template>`,
  );
}

/** `spaHtml` with its `<title>` and meta description replaced by the page's own. */
export function withTitleAndDescription(
  spaHtml: string,
  head: { title: string; description: string },
): string {
  const title = /<title>[^<]*<\/title>/;
  const description = /<meta name="description" content="[^"]*"\s*\/?>/;
  if (!title.test(spaHtml) || !description.test(spaHtml))
    throw new Error('index.html has no <title> or meta description to replace.');
  return spaHtml
    .replace(title, () => `<title>${escapeText(documentTitle(head.title))}</title>`)
    .replace(description, () => `<meta name="description" content="${escapeAttribute(head.description)}">`);
}

function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
}

/** The shell's index.html with `head` added to its head and its empty #root replaced by `root`. */
export function fillSpaPage(spaHtml: string, head: string, root: string): string {
  if (!spaHtml.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to fill.`);
  if (!spaHtml.includes('</head>')) throw new Error('index.html has no </head>.');
  return spaHtml.replace('</head>', `${head}</head>`).replace(ROOT, root);
}

/** A style element for `css` that the CSS cannot close early. */
export function styleElement(css: string, attributes = ''): string {
  return `<style${attributes}>${css.replaceAll('</style', '<\\/style')}</style>`;
}

/**
 * Why `markup` is not a page worth serving before its code runs, or null: it must show its heading (an h1 with
 * text), not the error a page that failed to render shows in its place, and all of it in place without a script.
 */
export function prerenderProblem(markup: string): string | null {
  if (/class="(shell-remote-error|dp-error-message)[\s"]/.test(markup)) return 'it shows an error';
  if (/<div hidden id="S:/.test(markup)) return 'part of it waits for a script to move it into place';
  if (!/<h1[^>]*>(?:<[^>]+>)*[^<\s]/.test(markup)) return 'it has no h1 with text';
  return null;
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * Inline script (plain ES2017): marks <html> with SPA_ROUTE_ATTRIBUTE, which hides the prerendered markup before
 * the first paint, unless it is what this visit shows: the page was rendered for `path` with no query (any query
 * with `anyQuery`), no state the app keeps in history (react-router's `usr`), and a signed-out visitor (no session
 * supabase-js stored under its default `sb-<project>-auth-token` key, no sign-in link in the hash). The bootstrap
 * checks the session again.
 */
function hideUnlessThisVisitsPage(path: string, anyQuery: boolean): string {
  return [
    `var h=document.documentElement,a=${JSON.stringify(SPA_ROUTE_ATTRIBUTE)};`,
    `if(location.pathname${anyQuery ? '' : '+location.search'}!==${JSON.stringify(path)}||history.state&&history.state.usr!=null`,
    '||/[#&](access_token|error_description)=/.test(location.hash))h.setAttribute(a,"");',
    'else try{for(var i=0;i<localStorage.length;i++)',
    'if(/^sb-.+-auth-token/.test(localStorage.key(i)))h.setAttribute(a,"")}catch(e){}',
  ].join('');
}

/**
 * Inline script (plain ES2017), after the markup and before the first paint: moves the page's inlined CSS (style
 * element `styleId`, parsed in the head so no browser paints the markup unstyled) to the end of the body, after every
 * stylesheet the apps will add to the head, until `readyEvent`; then before them all. The apps' stylesheets arrive one
 * chunk at a time: the shell's (the UI library's rules) before the page's (its rules that override the library's
 * with the same specificity). With the inlined rules first in the cascade, the library's late copy won over the
 * page's rules until the page's own sheet arrived: a card laid out twice, a layout shift, and a second LCP on
 * /app/goal-tracker. Moved before any style is computed, it costs no recalculation. Once the page is live its
 * stylesheets are all there, and the inlined copy steps back below them (rules of pages visited later win over it,
 * as they would over the library).
 */
function pageCssLastUntilReady(styleId: string, readyEvent: string): string {
  return [
    `var s=document.getElementById(${JSON.stringify(styleId)});document.body.appendChild(s);`,
    `document.addEventListener(${JSON.stringify(readyEvent)},function(){`,
    'document.head.insertBefore(s,document.head.firstChild)},{once:true});',
  ].join('');
}

/**
 * Inline script (plain ES2017, written as text so no build helper leaks in): holds form submissions and button
 * presses until `readyEvent` (before it, React is not listening and they would be lost, or a form would do a
 * native GET of the page), then submits the held forms and presses the held buttons again for the app to handle.
 * Text typed before then is in the fields but not in React's state (hydration keeps what is on screen): it is
 * set again through the field's own value setter and an `input` event, which React reads as a change. That is
 * also done at every keystroke until the text is handed over: React hydrates in slices and may already handle the
 * field typed in, and the re-render its change causes would put the form's state (still empty) back into the
 * fields typed in earlier. Any other render of a hydrated form does that too, so what was typed is kept as it is
 * typed, not read back from fields React may have emptied.
 */
function holdSubmissionsUntilReady(readyEvent: string): string {
  return [
    'var held=[],pressed=[],typed=new Map(),handing=false;',
    'function hold(e){e.preventDefault();e.stopPropagation();if(held.indexOf(e.target)<0)held.push(e.target)}',
    'function press(e){var b=e.target.closest&&e.target.closest("button");if(!b||b.type==="submit")return;',
    'e.preventDefault();e.stopPropagation();if(pressed.indexOf(b)<0)pressed.push(b)}',
    // Every value is known before any is handed over: React re-renders the form on the first field's change and
    // puts its state (still empty) back into the fields not handed over yet. A field typed in without an `input`
    // event (some autofill) shows as a value other than its default.
    'function handOver(){if(handing)return;handing=true;',
    'var values=[];document.querySelectorAll("#root input,#root textarea").forEach(function(f){',
    'if(f.type==="checkbox"||f.type==="radio")return;',
    'if(typed.has(f))values.push([f,typed.get(f)]);else if(f.value!==f.defaultValue)values.push([f,f.value])});',
    'values.forEach(function(t){var f=t[0];f.value=f.defaultValue;',
    'Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f),"value").set.call(f,t[1]);',
    'f.dispatchEvent(new Event("input",{bubbles:true}))});handing=false}',
    // The field being typed in is handed over too (the others' changes re-render the form, emptying it), its
    // caret kept where it was.
    'function typing(e){var f=e.target;if(handing||!f.matches||!f.matches("#root input,#root textarea"))return;',
    'var a=f.selectionStart,b=f.selectionEnd;typed.set(f,f.value);handOver();',
    'if(a!=null)try{f.setSelectionRange(a,b)}catch(x){}}',
    'document.addEventListener("submit",hold,true);',
    'document.addEventListener("click",press,true);',
    'document.addEventListener("input",typing,true);',
    `document.addEventListener(${JSON.stringify(readyEvent)},function(){`,
    // Out of the effect that announced readiness: React applies a change made inside its own work only later, and
    // puts the field's old value back first. Until then a keystroke or a press is still the script's to pass on.
    'setTimeout(function(){',
    'document.removeEventListener("submit",hold,true);',
    'document.removeEventListener("click",press,true);',
    'document.removeEventListener("input",typing,true);',
    'handOver();',
    'held.forEach(function(f){if(f.isConnected)f.requestSubmit()});',
    'pressed.forEach(function(b){if(b.isConnected)b.click()})',
    '})},{once:true});',
  ].join('');
}
