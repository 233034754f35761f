import { documentTitle } from '@dreampitch/domain';
import {
  PRERENDERED_ATTRIBUTE,
  SPA_ROUTE_ATTRIBUTE,
  type FirstPaintCall,
  type RemoteModule,
} from '@dreampitch/app-frame/routes';
import type { InlineScript } from './firstPaint';

export interface Page {
  /** React's HTML for #root. */
  markup: string;
  /** The CSS the markup needs before any script runs. */
  css: string;
  /** The remote module the page is, whose files start downloading beside the shell's. */
  remote?: RemoteModule;
  /** A framed page's first-paint script (shell/src/firstPaint/fillFrame.ts), run right after #root. */
  fill?: FirstPaintCall;
  /** A prerendered page: the route its markup is, e.g. `/`, which the app hydrates. */
  prerendered?: {
    path: string;
    /** The markup is this page whatever the URL's query (the page reads it only after hydration). */
    anyQuery?: boolean;
    /** The page's own title and meta description; without it, the SPA page's (the landing page's) stay. */
    head?: { title: string; description: string };
  };
}

const ROOT = '<div id="root"></div>';
const END_MARKER = 'prerendered-end';
/** The template that holds the start-up's scripts and preloads until the first paint. */
const START_UP_ID = 'start-up';

/**
 * The entry scripts, and every link the browser downloads on its own that the first paint does not need. The
 * favicon stays: a page whose head names none at load has the browser ask for /favicon.ico, which no app serves.
 */
const START_UP_TAG =
  /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>|<link\b[^>]*\brel="(?:preload|apple-touch-icon|manifest)"[^>]*>/g;

/**
 * The shell's index.html (`spaHtml`) with `page` in #root and its CSS inlined in the head, the first-paint scripts
 * `inline` compiled. Every page's start-up (the entry scripts, the registry and config preloads, the icons and the web
 * app manifest) moves from the head into a template, which the first-paint script startAfterFirstPaint starts after
 * the first paint, with the files of the route's remote page.
 *
 * Without `prerendered`, it is the SPA page (shell/dist/200.html, every route the build did not prerender: the layout
 * and the page skeleton) or a framed page (the same with the page's header over the skeleton, and its script after
 * it). Not hydrated: the app renders afresh and React swaps the markup in its first commit, which shows the same
 * layout and skeleton while the session is restored. A prerendered page is hydrated; a static host that serves its
 * file for another route (an SPA fallback to index.html) must not show it there: the guard in the head
 * (hideUnlessThisVisitsPage) hides it before the first paint, and the bootstrap replaces it.
 */
export function pageHtml(spaHtml: string, page: Page, inline: InlineScript): string {
  const { prerendered } = page;
  const html = prerendered?.head ? withTitleAndDescription(spaHtml, prerendered.head) : spaHtml;
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('index.html has no </head>.');
  if (!html.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to fill.`);
  const script = (script: string, args?: unknown) => element('script', inline({ script, args }));
  const startUp = html.slice(0, headEnd).match(START_UP_TAG) ?? [];
  const head = [
    `<template id="${START_UP_ID}">${startUp.join('')}</template>`,
    script('startAfterFirstPaint', { templateId: START_UP_ID, remote: page.remote }),
    ...(prerendered
      ? [
          // The browser may paint a half-parsed page: a short hero, then a taller one, is a layout shift.
          // Rendering waits until the marker after the markup is parsed (Chromium; others ignore it).
          `<link rel="expect" href="#${END_MARKER}" blocking="render">`,
          script('hideUnlessThisVisitsPage', { path: prerendered.path, anyQuery: prerendered.anyQuery }),
          `<style>[${SPA_ROUTE_ATTRIBUTE}] #root[${PRERENDERED_ATTRIBUTE}]{display:none}</style>`,
          // A form submitted, a button pressed or a field typed in before the app runs would be lost (or a form
          // would do a native GET of the page): hold them, and hand them to the page once its code is live.
          script('holdSubmissionsUntilReady'),
        ]
      : []),
    // Before every stylesheet the apps add, which hold the same rules: the cascade layers (tokens.css), not the
    // order, rank a page's rules over the library's.
    element('style', page.css),
  ];
  const root = prerendered
    ? `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escape(prerendered.path)}">${page.markup}</div><template id="${END_MARKER}"></template>`
    : `<div id="root">${page.markup}</div>${page.fill ? element('script', inline(page.fill)) : ''}`;
  return (
    html.slice(0, headEnd).replace(START_UP_TAG, '') +
    head.join('') +
    html.slice(headEnd).replace(ROOT, () => root)
  );
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

/** A script or style element for `text` that the text cannot close early. */
const element = (tag: 'script' | 'style', text: string) =>
  `<${tag}>${text.replaceAll(`</${tag}`, `<\\/${tag}`)}</${tag}>`;

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
