import { ROUTES } from '../../shell/src/routes';
import type { RouteTarget } from './sizes';

/** Every route of the shell's route table, as what its first load shows (a remote's expose or a shell page). */
export function routeTargets(): RouteTarget[] {
  return ROUTES.map((route) =>
    'remote' in route
      ? { path: route.path, remote: route.remote, expose: `./${route.module}` }
      : { path: route.path },
  );
}
