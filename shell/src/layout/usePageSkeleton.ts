import { use } from 'react';
import type { RouteEntry } from '../routes';
import { plainSkeleton, type Skeleton } from './PageSkeleton';

let pageFrames: Promise<typeof import('./pageFrames')> | undefined;

/**
 * The skeleton `route` shows while it is not ready: with the page's own header on a framed route. The first render
 * on a framed route waits for that header's chunk (a transition, so the page's HTML, which shows the same header,
 * stays on screen meanwhile).
 */
export function usePageSkeleton(route: RouteEntry): Skeleton {
  if (!route.framed) return plainSkeleton;
  pageFrames ??= import('./pageFrames');
  return use(pageFrames).framedSkeleton(route.path, route.title);
}
