import { PAGE_TITLES } from '@dreampitch/domain';
import { DRILLS } from '@dreampitch/drills';
import { builtPaths, fillPath, type FirstPaint, type RouteDeclaration } from './declaration';
import { containerName } from './remotes';
import { ROUTES } from './table';

/*
 * The route table as the build sees it: each route with params gets the instances the build writes a page for. Apart
 * from table.ts because the instances come from content (every drill) that the browser's start-up must not carry:
 * only the build, the bench and the tests import this module.
 */

const DRILL_PAGES = '/app/training/drills/:slug';

/** Every route of the table, each route with params carrying its built instances. */
export const BUILT_ROUTES: readonly RouteDeclaration[] = ROUTES.map((route) =>
  route.path === DRILL_PAGES ? { ...route, instances: () => DRILLS.map(({ slug }) => ({ slug })) } : route,
);

/** The paths the build writes an HTML file for, of the routes whose first paint is `firstPaint`, in table order. */
export const pathsPainted = (firstPaint: FirstPaint, routes: readonly RouteDeclaration[] = BUILT_ROUTES) =>
  routes.filter((route) => route.firstPaint === firstPaint).flatMap(builtPaths);

/** Every public page rendered by the build, each instance of a route with params among them. */
export const PRERENDERED_PATHS = pathsPainted('prerendered');

/** The signed-in pages with HTML of their own: their frames. */
export const SIGNED_IN_HTML_PATHS = pathsPainted('framed');

/**
 * The remote modules (`games/GameHubPage`) of the routes whose HTML the build writes, which it renders from source (a
 * framed route's for its CSS, which places the frame's container classes).
 */
export const BUILT_REMOTE_MODULES = BUILT_ROUTES.flatMap(({ owner, module, firstPaint }) =>
  owner === 'shell' || firstPaint === 'skeleton' ? [] : [`${containerName(owner)}/${module}`],
);

/** The prerendered pages whose HTML serves any query (their first screen does not depend on it). */
export const ANY_QUERY_PATHS = BUILT_ROUTES.filter((route) => route.anyQuery).flatMap(builtPaths);

/**
 * Pages whose HTML names them in its title and meta description rather than the landing page's, so a link shared to
 * one (a coach's link to a drill) shows what it is.
 */
export const PAGE_HEADS: Readonly<Record<string, { title: string; description: string }>> = {
  '/app/training': {
    title: PAGE_TITLES.training,
    description:
      'Soccer drills for every age and level, with a picture of each: find one by pillar, space and time.',
  },
  ...Object.fromEntries(
    DRILLS.map(({ slug, title, summary }) => [
      fillPath(DRILL_PAGES, { slug }),
      { title, description: summary },
    ]),
  ),
};
