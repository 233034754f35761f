import { SERVICE_WORKER_URL } from './names';

/**
 * Resolves once the page has loaded and then the main thread has a moment with nothing to do (a timer where the
 * browser has no idle callbacks).
 */
function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 5000 });
      else setTimeout(resolve, 1000);
    };
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
  });
}

/**
 * Registers the service worker once the page is done, so it never competes with it, then hands it the files this
 * page loaded before the worker existed, and the URL of each page an in-app link reaches (no page request is made
 * for those), to cache: the next visit, online or not, starts from the cache. Production only: a dev server changes
 * files under the same URLs.
 *
 * "Done" is `pageReady` (the app started and the route's page code loaded), then the `load` event, then an idle
 * moment. The `load` event alone is too early: a prerendered page loads before the app starts, and a worker that
 * takes the tab over then (it claims open tabs at once) puts every chunk of the start-up through itself, writing
 * each into its cache while the page waits (measured: TBT about twice the same build without the worker;
 * docs/PERFORMANCE.md).
 */
export function registerServiceWorker(pageReady: Promise<unknown> = Promise.resolve()): void {
  if (!('serviceWorker' in navigator)) return;
  if (process.env.NODE_ENV !== 'production') {
    // A worker left by a production preview on the same origin (localhost:3000) would keep answering for it.
    void navigator.serviceWorker.getRegistrations().then((registrations) => {
      for (const registration of registrations) void registration.unregister();
    });
    return;
  }
  const container = navigator.serviceWorker;
  void pageReady
    .catch(() => undefined)
    .then(pageSettled)
    .then(() => container.register(SERVICE_WORKER_URL))
    .then(() => container.ready)
    .then(({ active }) => {
      const cache = (urls: string[]) =>
        active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [location.href, ...urls] } });
      cache(performance.getEntriesByType('resource').map((entry) => entry.name));
      // The Navigation API (no DOM typings yet) reports router navigations; without it, in-app pages are cached
      // once opened directly.
      (window as { navigation?: EventTarget }).navigation?.addEventListener('currententrychange', () =>
        cache([]),
      );
    })
    // No worker (a private window, a blocked origin): the app works, only not offline.
    .catch(() => undefined);
}
