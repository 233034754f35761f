import { documentTitle } from '@dreampitch/domain';
import { PRERENDERED_ATTRIBUTE, SPA_ROUTE_ATTRIBUTE, type RemotePage } from '@dreampitch/app-frame/routes';
import type { InlineScript } from './firstPaint';

export interface SpaPage {
  /** React's HTML for #root. */
  markup: string;
  /** The CSS the markup needs before any script runs. */
  css: string;
  /** A frame's first-paint script, run right after #root. */
  script?: string;
  /** The remote module the page is, whose files start downloading beside the shell's. */
  remote?: RemotePage;
}

export interface PrerenderedPage extends Omit<SpaPage, 'script'> {
  /** The route the markup belongs to, e.g. `/`. */
  path: string;
  /** The markup is this page whatever the URL's query (the page reads it only after hydration). */
  anyQuery?: boolean;
  /** The page's own title and meta description; without it, the SPA page's (the landing page's) stay. */
  head?: { title: string; description: string };
}

const ROOT = '<div id="root"></div>';
const END_MARKER = 'prerendered-end';
const PAGE_CSS_ID = 'prerendered-css';

/**
 * The shell's index.html with `page` inside #root and its CSS inlined, with the first-paint scripts `inline`
 * compiled. A static host that serves this file for another route (an SPA fallback to index.html) must not show the
 * landing page there: the guard in the head (hideUnlessThisVisitsPage) hides it before the first paint, and the
 * bootstrap replaces it.
 */
export function withPrerenderedPage(spaHtml: string, page: PrerenderedPage, inline: InlineScript): string {
  const script = (name: string, args?: unknown) => element('script', inline({ script: name, args }));
  const head = [
    // The browser may paint a half-parsed page: a short hero, then a taller one, is a layout shift.
    // Rendering waits until the marker after the markup is parsed (Chromium; others ignore it).
    `<link rel="expect" href="#${END_MARKER}" blocking="render">`,
    script('hideUnlessThisVisitsPage', { path: page.path, anyQuery: page.anyQuery ?? false }),
    `<style>[${SPA_ROUTE_ATTRIBUTE}] #root[${PRERENDERED_ATTRIBUTE}]{display:none}</style>`,
    // A form submitted, a button pressed or a field typed in before the app runs would be lost (or a form would
    // do a native GET of the page): hold them, and hand them to the page once its code is live.
    script('holdSubmissionsUntilReady'),
    element('style', page.css, ` id="${PAGE_CSS_ID}"`),
  ].join('');
  const root =
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escape(page.path)}">${page.markup}</div>` +
    script('pageCssLastUntilReady', { styleId: PAGE_CSS_ID }) +
    `<template id="${END_MARKER}"></template>`;
  const html = page.head ? withTitleAndDescription(spaHtml, page.head) : spaHtml;
  return fillSpaPage(html, inline, head, root, page.remote);
}

/**
 * The SPA page (shell/dist/200.html, every route the build did not prerender) with the layout and the page skeleton
 * in #root and their CSS inlined: a signed-in page paints them before any script. A signed-in page's frame, its own
 * HTML (SIGNED_IN_HTML_PATHS), is the same with its header over the skeleton, and the frame's script (shell/src/firstPaint/fillFrame.ts)
 * after it. Unlike a prerendered page it is not hydrated: the app renders afresh and React swaps the markup in its
 * first commit, which shows the same layout and skeleton while the session is restored.
 */
export function withSpaPage(spaHtml: string, page: SpaPage, inline: InlineScript): string {
  const root = `<div id="root">${page.markup}</div>${page.script ? element('script', page.script) : ''}`;
  return fillSpaPage(spaHtml, inline, element('style', page.css), root, page.remote);
}

/** `spaHtml` with its `<title>` and meta description replaced by the page's own. */
function withTitleAndDescription(spaHtml: string, head: { title: string; description: string }): string {
  const title = /<title>[^<]*<\/title>/;
  const description = /<meta name="description" content="[^"]*"\s*\/?>/;
  if (!title.test(spaHtml) || !description.test(spaHtml))
    throw new Error('index.html has no <title> or meta description to replace.');
  return spaHtml
    .replace(title, () => `<title>${escape(documentTitle(head.title))}</title>`)
    .replace(description, () => `<meta name="description" content="${escape(head.description)}">`);
}

/** The template that holds the start-up's scripts and preloads until the first paint. */
const START_UP_ID = 'start-up';

/**
 * The entry scripts, and every link the browser downloads on its own that the first paint does not need. The
 * favicon stays: a page whose head names none at load has the browser ask for /favicon.ico, which no app serves.
 */
const START_UP_TAG =
  /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>|<link\b[^>]*\brel="(?:preload|apple-touch-icon|manifest)"[^>]*>/g;

/**
 * The shell's HTML with its start-up (the entry scripts, the registry and config preloads, the icons and the web app
 * manifest) moved from the head into a template, which the first-paint script startAfterFirstPaint starts after the
 * first paint, with the files of `remote`, the route's remote page.
 */
export function startAfterFirstPaint(spaHtml: string, inline: InlineScript, remote?: RemotePage): string {
  const headEnd = spaHtml.indexOf('</head>');
  if (headEnd < 0) throw new Error('index.html has no </head>.');
  const head = spaHtml.slice(0, headEnd);
  const tags = head.match(START_UP_TAG) ?? [];
  if (tags.length === 0) return spaHtml;
  const start = inline({ script: 'startAfterFirstPaint', args: { templateId: START_UP_ID, remote } });
  const template = `<template id="${START_UP_ID}">${tags.join('')}</template>`;
  return head.replace(START_UP_TAG, '') + template + element('script', start) + spaHtml.slice(headEnd);
}

/**
 * The shell's index.html with `head` added to its head and its empty #root replaced by `root`, its start-up (and
 * `remote`'s files) begun after the first paint.
 */
function fillSpaPage(html: string, inline: InlineScript, head: string, root: string, remote?: RemotePage) {
  if (!html.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to fill.`);
  return startAfterFirstPaint(html, inline, remote).replace('</head>', `${head}</head>`).replace(ROOT, root);
}

/** A script or style element for `text` that the text cannot close early. */
const element = (tag: 'script' | 'style', text: string, attributes = '') =>
  `<${tag}${attributes}>${text.replaceAll(`</${tag}`, `<\\/${tag}`)}</${tag}>`;

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

/** `value` as the text of an element or an attribute's value in double quotes. */
const escape = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
