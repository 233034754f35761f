import { builtPaths, type FirstPaint, type RouteDeclaration } from './declaration';
import { ROUTES } from './table';

export * from './declaration';
export * from './prerenderedHtml';
export * from './readmeTable';
export * from './remotes';
export { ROUTES } from './table';

/** The paths the build writes an HTML file for, of the routes whose first paint is one of `kinds`, in table order. */
export const pathsPainted = (
  kinds: readonly FirstPaint[],
  routes: readonly RouteDeclaration[] = ROUTES,
): string[] => routes.filter((route) => kinds.includes(route.firstPaint)).flatMap(builtPaths);

/** Every public page rendered by the build, each instance of a route with params among them. */
export const PRERENDERED_PATHS = pathsPainted(['prerendered']);

/** The signed-in pages with HTML of their own: the page's header, and what its script fills in, over the skeleton. */
export const SIGNED_IN_HTML_PATHS = pathsPainted(['header', 'filled-header', 'filled-details']);

/** The prerendered pages whose HTML serves any query (their first screen does not depend on it). */
export const ANY_QUERY_PATHS = ROUTES.filter((route) => route.anyQuery).flatMap(builtPaths);
