import { FRAMED_PATHS } from '../../shell/src/layout/framedPaths';
import { ROUTES } from '../../shell/src/routes';
import type { RouteTarget } from './sizes';

/** Every route of the shell's route table, as what its first load shows (a remote's expose or a shell page), to whom, and whether
 * the shell frames it. */
export function routeTargets(): RouteTarget[] {
  return ROUTES.map((route) => {
    const visit = {
      path: route.path,
      signedIn: route.access !== 'public',
      framed: FRAMED_PATHS.includes(route.path),
    };
    return 'remote' in route ? { ...visit, remote: route.remote, expose: `./${route.module}` } : visit;
  });
}
