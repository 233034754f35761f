/**
 * The shell's service worker (served as /sw.js, built by the `sw` environment of
 * tools/federation/index.ts): the shell and every remote a visitor has opened load from the cache, the files that
 * say what to load are asked of the network first, and a page that was never opened offline shows /offline.html.
 * Which request gets which strategy: cacheRules.ts; the reasoning: docs/OFFLINE.md.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { cacheStrategyFor, pageCacheKey, type CacheStrategy } from './cacheRules';
import { CACHE_NAMES, OFFLINE_PAGE_URL } from './names';

/** The parts of the service worker global scope used here (the DOM lib the project compiles with has none). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ServiceWorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
}
const scope = self as unknown as ServiceWorkerScope;

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/**
 * Remote chunks are requested by <script> tags without `crossorigin`, which would give opaque responses (no status
 * to check, padded to megabytes in the storage quota). Asked for with CORS instead, as every remote already answers
 * for its mf-manifest.json.
 */
const corsForOtherOrigins: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' && new URL(request.url).origin !== scope.location.origin
      ? new Request(request.url, { mode: 'cors', credentials: 'omit' })
      : request,
};

/** `/app/auth?next=…` and `/app/auth` are the same static page. */
const keyPagesByPath: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url),
};

const pagePlugins = [
  keyPagesByPath,
  okOnly,
  new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
];

const handlers: Record<Exclude<CacheStrategy, 'none'>, CacheFirst | NetworkFirst> = {
  immutable: new CacheFirst({
    cacheName: CACHE_NAMES.immutable,
    plugins: [
      corsForOtherOrigins,
      okOnly,
      // Old deployments' chunks are never asked for again; keep the cache from growing with every release.
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true }),
    ],
  }),
  revalidate: new NetworkFirst({ cacheName: CACHE_NAMES.revalidate, plugins: [corsForOtherOrigins, okOnly] }),
  // On a network that hangs rather than fails, a visited page still opens.
  page: new NetworkFirst({ cacheName: CACHE_NAMES.pages, networkTimeoutSeconds: 4, plugins: pagePlugins }),
};

/**
 * A page URL the page itself hands over (register.ts: the first page, and each one an in-app link reaches) is
 * fetched only when not cached yet: navigations keep cached pages fresh, so a router navigation costs no request.
 */
const pageHandedOver = new CacheFirst({ cacheName: CACHE_NAMES.pages, plugins: pagePlugins });

const strategyOf = (request: Request): CacheStrategy =>
  cacheStrategyFor(
    {
      url: request.url,
      method: request.method,
      mode: request.mode,
      authorised: request.headers.has('authorization') || request.headers.has('apikey'),
    },
    scope.location.origin,
  );

registerRoute(({ request }) => request.mode !== 'navigate' && strategyOf(request) === 'page', pageHandedOver);
for (const [strategy, handler] of Object.entries(handlers)) {
  registerRoute(({ request }) => strategyOf(request) === strategy, handler);
}

// A page that fails with nothing cached gets the offline page; anything else fails as it would without us.
setCatchHandler(async ({ request }) => {
  if (request.destination !== 'document') return Response.error();
  const offline = await caches.match(OFFLINE_PAGE_URL, { cacheName: CACHE_NAMES.offline });
  return offline ?? Response.error();
});

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAMES.offline)
      .then((cache) => cache.add(new Request(OFFLINE_PAGE_URL, { cache: 'reload' })))
      // Hashed files never change under their URL and pages are asked of the network first, so a new worker
      // can take over open tabs at once.
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(CACHE_NAMES));
  event.waitUntil(
    Promise.all([
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith('dp-') && !current.has(name))
              .map((name) => caches.delete(name)),
          ),
        ),
      // The page request starts while the worker boots instead of after.
      scope.registration.navigationPreload?.enable(),
    ]),
  );
});

clientsClaim();
