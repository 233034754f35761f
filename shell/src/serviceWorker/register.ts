import { SERVICE_WORKER_URL } from './names';

/**
 * Registers the service worker once the page has loaded, so it never competes with the first paint, then hands it
 * the files this page loaded before the worker existed, and the URL of each page an in-app link reaches (no page
 * request is made for those), to cache: the next visit, online or not, starts from the cache. Production only: a
 * dev server changes files under the same URLs.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (process.env.NODE_ENV !== 'production') {
    // A worker left by a production preview on the same origin (localhost:3000) would keep answering for it.
    void navigator.serviceWorker.getRegistrations().then((registrations) => {
      for (const registration of registrations) void registration.unregister();
    });
    return;
  }
  addEventListener('load', () => {
    const container = navigator.serviceWorker;
    container
      .register(SERVICE_WORKER_URL)
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
      // No worker (a private window, a blocked origin): the app works as before, only not offline.
      .catch(() => undefined);
  });
}
