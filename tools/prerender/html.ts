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

/** The remote page a public route renders: `remote` is its key in /remotes.json, `module` its expose's name. */
export interface RemotePageOfRoute {
  remote: string;
  module: string;
}

/**
 * `html` with an inline script that announces the current route's remote page before the app runs: it reads the
 * registry (already preloaded by the page) and the remote's mf-manifest.json, then preloads the remote entry and the
 * exposed module's scripts and styles. Without it those wait for the shell's start-up chunks, the registry and the
 * manifest one after the other; with it they download in parallel with the shell. At run time, not in the HTML at
 * build time, because each remote is deployed on its own: its chunk names are known only from its current manifest.
 * The remote's scripts are plain `<script>` tags without `crossorigin` (as the federation runtime adds them), so the
 * preloads carry none either, or the browser would download them twice.
 */
export function withRemotePagePreload(html: string, pages: Record<string, RemotePageOfRoute>): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>.');
  const script = `<script>(function(){${preloadRemotePage(pages)}})()</script>`;
  return html.replace('</head>', `${script}</head>`);
}

/** Inline script (plain ES2017, written as text so no build helper leaks in): see withRemotePagePreload. */
function preloadRemotePage(pages: Record<string, RemotePageOfRoute>): string {
  const table = Object.fromEntries(
    Object.entries(pages).map(([route, page]) => [route, [page.remote, page.module]]),
  );
  return [
    `var page=${JSON.stringify(table).replaceAll('<', '\\u003c')}[location.pathname.replace(/(.)\\/$/,"$1")];`,
    'if(!page||!window.fetch)return;',
    'function json(r){if(!r.ok)throw r.status;return r.json()}',
    'function preload(href,as){var l=document.createElement("link");l.rel="preload";l.as=as;l.href=href;document.head.appendChild(l)}',
    // Not the credentials of the page's own preload of the registry, which stays for the app to take at once.
    'fetch("/remotes.json",{credentials:"omit"}).then(json).then(function(registry){',
    'var url=new URL(registry[page[0]],location.href).href;',
    'return fetch(url).then(json).then(function(m){',
    'var meta=m.metaData,base=meta.publicPath==="auto"?url:meta.publicPath;',
    'var at=function(file){return new URL(file,base).href};',
    // The remote entry's path joins its name as the federation SDK joins them (relative to the public path).
    'var dir=meta.remoteEntry.path.replace(/^\\.?\\/|\\/$/g,"");',
    'preload(at((dir?dir+"/":"")+meta.remoteEntry.name),"script");',
    'm.exposes.forEach(function(e){if(e.name!==page[1])return;',
    'e.assets.js.sync.forEach(function(f){preload(at(f),"script")});',
    'e.assets.css.sync.forEach(function(f){preload(at(f),"style")})})',
    '})',
    // No announcement is no harm: the app loads the page as it always did.
    '}).catch(function(){})',
  ].join('');
}
