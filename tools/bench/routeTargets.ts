import { examplePath, type FirstPaint } from '@dreampitch/app-frame/routes';
import { BUILT_ROUTES as ROUTES } from '@dreampitch/app-frame/routes/built';
import type { RouteTarget } from './sizes';

/** The shell's chunk (its name) of the header a route's first render waits for (shell/src/layout/usePageSkeleton). */
const HEADER_CHUNKS: Partial<Record<FirstPaint, string>> = {
  header: 'page-titled-frames',
  'filled-header': 'page-frames',
};

/**
 * Every route of the route table (one instance of a route with params), as what its first load shows (a remote's
 * expose or a shell page), to whom, and the chunk of its header.
 */
export function routeTargets(): RouteTarget[] {
  return ROUTES.flatMap((route) => {
    const path = examplePath(route);
    if (path === undefined) return [];
    const visit = { path, signedIn: route.access !== 'public', framesChunk: HEADER_CHUNKS[route.firstPaint] };
    return route.owner === 'shell'
      ? [visit]
      : [{ ...visit, remote: route.owner, expose: `./${route.module}` }];
  });
}
