import { use } from 'react';
import type { RouteEntry } from '../routes';
import { plainSkeleton, type Skeleton } from './PageSkeleton';

let pageFrames: Promise<typeof import('./pageFrames')> | undefined;

/**
 * The skeleton `route` shows while it is not ready: with the page's own header on a framed route (framedPaths.ts).
 * The first render on a signed-in route waits for the frames' chunk (a transition, so the page's HTML, which shows
 * the same header, stays on screen meanwhile); the route table carries no mark of which routes are framed, as every
 * page's start-up would carry it.
 */
export function usePageSkeleton(route: RouteEntry): Skeleton {
  if (route.access === 'public') return plainSkeleton;
  pageFrames ??= import('./pageFrames');
  return use(pageFrames).framedSkeleton(route.path, route.title) ?? plainSkeleton;
}
