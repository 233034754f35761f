import { use } from 'react';
import type { RouteEntry } from '../routes';
import { FRAMED_PATHS, FRAMES_CHUNK_PATHS } from './framedPaths';
import { plainSkeleton, type Skeleton } from './PageSkeleton';

let pageFrames: Promise<typeof import('./pageFrames')> | undefined;
let titledFrames: Promise<typeof import('./titledFrames')> | undefined;

/**
 * The skeleton `route` shows while it is not ready: with the page's own header on a framed route (framedPaths.ts).
 * The first render on a framed route waits for the chunk of its frame (a transition, so the page's HTML, which shows
 * the same header, stays on screen meanwhile): the titled frames' small chunk, or the chunk with the dashboard's and
 * the upgrade page's. Any other route renders at once with the plain skeleton, without downloading a frame. The
 * chunks are named so tools/bench counts them.
 */
export function usePageSkeleton(route: RouteEntry): Skeleton {
  if (!FRAMED_PATHS.includes(route.path)) return plainSkeleton;
  if (FRAMES_CHUNK_PATHS.includes(route.path)) {
    pageFrames ??= import(/* webpackChunkName: "page-frames" */ './pageFrames');
    return use(pageFrames).framedSkeleton(route.path, route.title) ?? plainSkeleton;
  }
  titledFrames ??= import(/* webpackChunkName: "page-titled-frames" */ './titledFrames');
  return use(titledFrames).titledSkeleton(route.path, route.title) ?? plainSkeleton;
}
