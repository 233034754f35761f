import { SPA_ROUTE_ATTRIBUTE } from '@dreampitch/app-frame/routes';

/** The route's page when a remote owns it: the registry's name of the remote and its exposed module (`./GameHubPage`). */
export interface RemotePage {
  remote: string;
  expose: string;
}

/** The template that holds the start-up's scripts and preloads until the first paint. */
export const START_UP_ID = 'start-up';

/** How long the start-up waits for a first paint the browser never reports (a page with nothing contentful). */
const PAINT_WAIT_MS = 1000;

/** Where the shell reads the remote registry (shell/src/federation/registry.ts, `loadRemoteRegistry`). */
const REGISTRY_URL = '/remotes.json';

/** The entry scripts, and every link the browser downloads on its own that the first paint does not need. */
const START_UP_TAG =
  /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>|<link\b[^>]*\brel="(?:preload|icon|apple-touch-icon|manifest)"[^>]*>/g;

/**
 * The shell's HTML with its start-up (the entry scripts, the registry and config preloads, the icons and the web app
 * manifest) moved from the head into
 * a template that an inline script starts right after the first paint, together with the route's remote: its entry,
 * and the scripts and stylesheets of the page's exposed module, read from the remote's manifest at visit time.
 *
 * The first paint needs only the HTML and its inlined CSS. Anything the head starts downloading finishes before
 * that paint on a fast link, and Lighthouse's simulated LCP then counts it as a dependency of the paint (the shell's
 * entry, the registry and the config made LCP twice the floor page's; the icon and the manifest another 0.2x). Started after the paint, they cost the paint
 * nothing, and the remote's files download in parallel with the shell instead of after it (HTML, shell script,
 * registry, manifest, remote entry, CSS). The manifest is fetched when the page is visited (it is served no-cache),
 * so a remote redeployed alone is preloaded at its new URLs; a preload the runtime does not use is only a hint.
 * A hidden tab paints nothing, so it starts at once.
 */
export function startAfterFirstPaint(spaHtml: string, page?: RemotePage): string {
  const headEnd = spaHtml.indexOf('</head>');
  if (headEnd < 0) throw new Error('index.html has no </head>.');
  const head = spaHtml.slice(0, headEnd);
  const tags = head.match(START_UP_TAG) ?? [];
  if (tags.length === 0) return spaHtml;
  const rest = head.replace(START_UP_TAG, '');
  return `${rest}<template id="${START_UP_ID}">${tags.join('')}</template><script>(function(){${startUpScript(page)}})()</script>${spaHtml.slice(headEnd)}`;
}

/**
 * Inline script (plain ES2017): after the first paint, adds the template's scripts (in order, like `defer`) and
 * preloads to the head; for a remote's page, reads the registry and the remote's manifest and preloads its entry and
 * the exposed page's scripts and stylesheets (preloads only: the runtime adds the stylesheets in its own order).
 */
function startUpScript(page: RemotePage | undefined): string {
  const remote = page
    ? [
        'function hint(as,url){var l=document.createElement("link");l.rel="preload";l.as=as;l.href=url;h.appendChild(l)}',
        'function json(r){return r.json()}',
        `fetch(${JSON.stringify(REGISTRY_URL)}).then(json).then(function(registry){`,
        `var u=registry[${JSON.stringify(page.remote)}];return fetch(u).then(json).then(function(m){`,
        'var p=m.metaData.publicPath,base=p&&p!=="auto"?p:u,e=m.metaData.remoteEntry;',
        'function at(file){return new URL(file,base).href}',
        'hint("script",at((e.path?e.path+"/":"")+e.name));',
        `m.exposes.forEach(function(x){if(x.path!==${JSON.stringify(page.expose)})return;`,
        'x.assets.css.sync.forEach(function(f){hint("style",at(f))});',
        'x.assets.js.sync.forEach(function(f){hint("script",at(f))})})})',
        // A hint that fails costs nothing: the runtime loads the remote itself and reports what it cannot.
        '}).catch(function(){});',
      ].join('')
    : '';
  return [
    `var t=document.getElementById(${JSON.stringify(START_UP_ID)}),done=false;`,
    'function start(){if(done)return;done=true;var h=document.head;',
    't.content.querySelectorAll("script,link").forEach(function(n){',
    'var c=document.createElement(n.localName);',
    'for(var i=0;i<n.attributes.length;i++)c.setAttribute(n.attributes[i].name,n.attributes[i].value);',
    'if(c.localName==="script")c.async=false;h.appendChild(c)});',
    remote,
    '}',
    // The first contentful paint as the browser reports it, once it is on screen: a frame's callbacks run before
    // its paint, which a busy host can present long after them.
    'function painted(){if(typeof PerformanceObserver==="undefined"||',
    '(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)return setTimeout(start);',
    'new PerformanceObserver(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){',
    'o.disconnect();start()}}).observe({type:"paint",buffered:true});',
    `setTimeout(start,${PAINT_WAIT_MS})}`,
    // Markup the head's guard hid (not this visit's page) paints nothing until the app runs: start at once.
    'if(document.visibilityState==="hidden")start();',
    `else requestAnimationFrame(function(){if(document.documentElement.hasAttribute(${JSON.stringify(SPA_ROUTE_ATTRIBUTE)}))start();else painted()});`,
    'document.addEventListener("visibilitychange",start,{once:true});',
  ].join('');
}
