/**
 * Which caching strategy the service worker (sw.ts) uses for a request. Pure, so every rule is tested without a
 * browser; the reasoning is in docs/OFFLINE.md.
 *
 * - `immutable`: a content-hashed build file (`/static/…/name.1a2b3c4d.js`) of the shell or of any remote. Its URL
 *   changes whenever its content does, so the cached copy is always right: cache first.
 * - `revalidate`: small files at fixed URLs that say what to load: the registry and runtime config, each remote's
 *   mf-manifest.json and remote entry, the web app manifest and icons. Network first, the cached copy only when
 *   the network fails, so a remote deployed on its own is picked up on the next visit.
 * - `page`: an HTML page of the shell. Network first, then the cached copy of that URL, then the offline page.
 * - `none`: everything else, above all the backend (Supabase REST, auth, functions, storage): never cached.
 */
export type CacheStrategy = 'immutable' | 'revalidate' | 'page' | 'none';

export interface RequestFacts {
  url: string;
  method: string;
  /** `navigate` for a page load. */
  mode: string;
  /** Whether the request carries credentials of a user (an Authorization or apikey header). */
  authorised: boolean;
}

/** Rsbuild's output names: `static/js/async/page-auth.8c1d2e3f.js`, `static/css/index.0a1b2c3d.css`. */
const HASHED_BUILD_FILE =
  /\/static\/(?:[\w-]+\/)*[\w.~-]+\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|jpe?g|svg|webp|avif)$/;

/** Fixed-URL federation files of any remote: the manifest and the entry it names. */
const REMOTE_DESCRIPTOR = /\/(?:mf-manifest\.json|remoteEntry\.js)$/;

/** Fixed-URL files of the shell's own origin. */
const SHELL_DESCRIPTOR = /^\/(?:remotes\.json|config\.json|manifest\.webmanifest|icons\/[\w.-]+\.png)$/;

/** A path with no file extension (a route) or an .html file. */
const PAGE_PATH = /(?:^|\/)(?:[^./]*|[^/]+\.html)$/;

export function cacheStrategyFor(request: RequestFacts, scopeOrigin: string): CacheStrategy {
  if (request.method !== 'GET' || request.authorised) return 'none';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'none';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'none';
  // A query string is data for a server (an API call, an auth callback); build files never carry one.
  const { pathname } = url;
  const sameOrigin = url.origin === scopeOrigin;
  if (HASHED_BUILD_FILE.test(pathname) && url.search === '') return 'immutable';
  if (REMOTE_DESCRIPTOR.test(pathname)) return 'revalidate';
  if (!sameOrigin) return 'none';
  if (SHELL_DESCRIPTOR.test(pathname)) return 'revalidate';
  if (request.mode === 'navigate' || PAGE_PATH.test(pathname)) return 'page';
  return 'none';
}

/** The cache key of a page: its path, so `/app/auth?next=…` and `/app/auth` share the one static HTML file. */
export function pageCacheKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
