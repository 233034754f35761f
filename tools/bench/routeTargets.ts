import { ROUTES } from '../../shell/src/routes';
import type { RouteTarget } from './sizes';

/** Every route of the shell's route table, as what its first load shows (a remote's expose or a shell page) and to whom. */
export function routeTargets(): RouteTarget[] {
  return ROUTES.map((route) => {
    const signedIn = route.access !== 'public';
    return 'remote' in route
      ? { path: route.path, signedIn, remote: route.remote, expose: `./${route.module}` }
      : { path: route.path, signedIn };
  });
}
