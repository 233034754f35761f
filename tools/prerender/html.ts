import { PRERENDERED_ATTRIBUTE } from '../../shell/src/prerendered';

export interface PrerenderedPage {
  /** The route the markup belongs to, e.g. `/`. */
  path: string;
  /** React's HTML for #root on that route. */
  markup: string;
  /** The CSS the markup needs before any script runs. */
  css: string;
}

const ROOT = '<div id="root"></div>';

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
    `<script>if(location.pathname!==${path})document.documentElement.setAttribute("data-spa-route","")</script>`,
    `<style>[data-spa-route] #root[${PRERENDERED_ATTRIBUTE}]{display:none}</style>`,
    `<style>${page.css.replaceAll('</style', '<\\/style')}</style>`,
  ].join('');
  return spaHtml
    .replace('</head>', `${head}</head>`)
    .replace(
      ROOT,
      `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(page.path)}">${page.markup}</div>`,
    );
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
