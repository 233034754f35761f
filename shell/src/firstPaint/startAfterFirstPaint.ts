import { REGISTRY_URL, SPA_ROUTE_ATTRIBUTE, type RemoteModule } from '@dreampitch/app-frame/routes';

export interface StartUp {
  /** The template holding the start-up's scripts and preloads (tools/prerender/html.ts). */
  templateId: string;
  remote?: RemoteModule;
}

/** How long the start-up waits for a first paint the browser never reports (a page with nothing contentful). */
const PAINT_WAIT_MS = 1000;

interface RemoteManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

function preload(as: 'script' | 'style', href: string): void {
  document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'preload', as, href }));
}

/**
 * Preloads a remote page's entry and the exposed page's scripts and stylesheets, read from the registry and the
 * remote's manifest at visit time (both no-cache), so a remote redeployed alone is preloaded at its new URLs.
 * Preloads only: the runtime adds the stylesheets in its own order, and a hint it does not use costs nothing.
 */
async function preloadRemotePage({ remote, module }: RemoteModule): Promise<void> {
  const registry = (await (await fetch(REGISTRY_URL)).json()) as Record<string, string>;
  const manifestUrl = registry[remote];
  if (!manifestUrl) return;
  const manifest = (await (await fetch(manifestUrl)).json()) as RemoteManifest;
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = publicPath && publicPath !== 'auto' ? publicPath : manifestUrl;
  const at = (file: string) => new URL(file, base).href;
  preload('script', at((remoteEntry.path ? `${remoteEntry.path}/` : '') + remoteEntry.name));
  for (const page of manifest.exposes.filter(({ path }) => path === `./${module}`)) {
    page.assets.css.sync.forEach((file) => preload('style', at(file)));
    page.assets.js.sync.forEach((file) => preload('script', at(file)));
  }
}

/**
 * Every page's inline start-up, right after its first paint: adds the template's scripts (in order, like `defer`)
 * and preloads to the head, and for a remote's page preloads its files beside the shell's.
 *
 * The first paint needs only the HTML and its inlined CSS. Anything the head starts downloading finishes before that
 * paint on a fast link, and Lighthouse's simulated LCP then counts it as a dependency of the paint (the shell's
 * entry, the registry and the config made LCP twice the floor page's). A hidden tab paints nothing, so it starts at
 * once; so does markup the head's guard hid, which paints nothing until the app runs.
 */
export default function startAfterFirstPaint({ templateId, remote }: StartUp): void {
  const template = document.getElementById(templateId) as HTMLTemplateElement;
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    for (const held of template.content.querySelectorAll('script,link')) {
      const element = document.createElement(held.localName);
      for (const { name, value } of held.attributes) element.setAttribute(name, value);
      if (element.localName === 'script') (element as HTMLScriptElement).async = false;
      document.head.appendChild(element);
    }
    // The runtime loads the remote itself and reports what it cannot.
    if (remote) preloadRemotePage(remote).catch(() => undefined);
  };
  // The first contentful paint as the browser reports it, once it is on screen: a frame's callbacks run before its
  // paint, which a busy host can present long after them. A page reports two paints at most and the start-up runs
  // once, so the observer is not disconnected.
  const painted = () => {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, PAINT_WAIT_MS);
  };
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(() =>
      document.documentElement.hasAttribute(SPA_ROUTE_ATTRIBUTE) ? start() : painted(),
    );
  document.addEventListener('visibilitychange', start, { once: true });
}
