/** Shared by the service worker, the shell build and the tests. A new suffix drops the old cache on activation. */
export const CACHE_NAMES = {
  immutable: 'dp-immutable-v1',
  revalidate: 'dp-revalidate-v1',
  pages: 'dp-pages-v1',
  offline: 'dp-offline-v1',
} as const;

export const SERVICE_WORKER_URL = '/sw.js';
export const OFFLINE_PAGE_URL = '/offline.html';
