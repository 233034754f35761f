import { use } from 'react';
import type { RouteEntry } from '../routes';
import { FRAMED_PATHS } from './framedPaths';
import { plainSkeleton, type Skeleton } from './PageSkeleton';

let pageFrames: Promise<typeof import('./pageFrames')> | undefined;

/**
 * The skeleton `route` shows while it is not ready: with the page's own header on a framed route (framedPaths.ts).
 * The first render on a framed route waits for the frames' chunk (a transition, so the page's HTML, which shows
 * the same header, stays on screen meanwhile); any other route renders at once with the plain skeleton, without
 * downloading the frames. The chunk is named so tools/bench counts it in the framed routes' first load.
 */
export function usePageSkeleton(route: RouteEntry): Skeleton {
  if (!FRAMED_PATHS.includes(route.path)) return plainSkeleton;
  pageFrames ??= import(/* webpackChunkName: "page-frames" */ './pageFrames');
  return use(pageFrames).framedSkeleton(route.path, route.title) ?? plainSkeleton;
}
