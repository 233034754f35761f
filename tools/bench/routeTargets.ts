import { FRAMED_PATHS, FRAMES_CHUNK_PATHS } from '../../shell/src/layout/framedPaths';
import { ROUTES } from '../../shell/src/routes';
import type { RouteTarget } from './sizes';

/** The shell's chunk (its name) of the frame a framed route's first render waits for (usePageSkeleton). */
const framesChunkOf = (path: string) =>
  FRAMES_CHUNK_PATHS.includes(path)
    ? 'page-frames'
    : FRAMED_PATHS.includes(path)
      ? 'page-titled-frames'
      : undefined;

/** Every route of the shell's route table, as what its first load shows (a remote's expose or a shell page), to whom, and whether
 * the shell frames it. */
export function routeTargets(): RouteTarget[] {
  return ROUTES.map((route) => {
    const visit = {
      path: route.path,
      signedIn: route.access !== 'public',
      framesChunk: framesChunkOf(route.path),
    };
    return 'remote' in route ? { ...visit, remote: route.remote, expose: `./${route.module}` } : visit;
  });
}
