import { use } from 'react';
import type { RouteEntry } from '../routes';
import { plainSkeleton, type Skeleton } from './PageSkeleton';

let pageFrames: Promise<typeof import('./pageFrames')> | undefined;
let titledFrames: Promise<typeof import('./titledFrames')> | undefined;

/**
 * The skeleton `route` shows while it is not ready: with the page's own header on a route whose first paint is its
 * header (`header`, `filled-header`: libs/app-frame/src/routes/declaration.ts). Its first render waits for the chunk of
 * that header (a transition, so the page's HTML, which shows the same header, stays on screen meanwhile): the titled
 * frames' small chunk, or the chunk with the dashboard's and the upgrade page's. Any other route renders at once with
 * the plain skeleton, without downloading a frame. The chunks are named so tools/bench counts them.
 */
export function usePageSkeleton(route: RouteEntry): Skeleton {
  if (route.firstPaint === 'filled-header') {
    pageFrames ??= import(/* webpackChunkName: "page-frames" */ './pageFrames');
    return use(pageFrames).framedSkeleton(route.path, route.title) ?? plainSkeleton;
  }
  if (route.firstPaint !== 'header') return plainSkeleton;
  titledFrames ??= import(/* webpackChunkName: "page-titled-frames" */ './titledFrames');
  return use(titledFrames).titledSkeleton(route.path, route.title) ?? plainSkeleton;
}
