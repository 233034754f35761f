import { examplePath } from '@dreampitch/app-frame/routes';
import { BUILT_ROUTES as ROUTES } from '@dreampitch/app-frame/routes/built';
import type { RouteTarget } from './sizes';

/** Every route of the route table (one instance of a route with params), as what its first load shows, to whom. */
export function routeTargets(): RouteTarget[] {
  return ROUTES.flatMap((route) => {
    const path = examplePath(route);
    if (path === undefined) return [];
    const visit = { path, signedIn: route.access !== 'public' };
    return route.owner === 'shell'
      ? [visit]
      : [{ ...visit, remote: route.owner, expose: `./${route.module}` }];
  });
}
