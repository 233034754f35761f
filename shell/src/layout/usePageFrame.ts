import { use } from 'react';
import type { RouteEntry } from '../routes';
import type { PageFrame } from './PageSkeleton';

let pageFrames: Promise<typeof import('./pageFrames')> | undefined;

/** Starts loading the framed routes' headers (once); the bootstrap calls it early on such a route. */
export function loadPageFrames() {
  pageFrames ??= import(/* webpackChunkName: "page-frames" */ './pageFrames');
  return pageFrames;
}

/**
 * The header a framed route shows over its skeleton, or undefined for any other route. The first render on a framed
 * route waits for it (a transition, so the page's HTML, which shows that same header, stays on screen meanwhile).
 */
export function usePageFrame(route: RouteEntry): PageFrame | undefined {
  if (!route.framed) return undefined;
  const frame = use(loadPageFrames()).PAGE_FRAMES[route.path];
  if (!frame) throw new Error(`${route.path} is framed but has no header in pageFrames.ts.`);
  return { ...frame, title: route.title };
}
