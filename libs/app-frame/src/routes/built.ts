import { PAGE_TITLES } from '@dreampitch/domain';
import { DRILLS } from '@dreampitch/drills';
import {
  builtPaths,
  fillPath,
  type FirstPaint,
  type RouteDeclaration,
  type RouteParams,
} from './declaration';
import { ROUTES } from './table';

/*
 * The route table as the build sees it: each route with params gets the instances the build writes a page for. Apart
 * from table.ts because the instances come from content (every drill) that the browser's start-up must not carry:
 * only the build, the bench and the tests import this module.
 */

/** A built page's own title and meta description, in its HTML before any script runs. */
export interface PageHead {
  title: string;
  description: string;
}

const DRILL_PAGES = '/app/training/drills/:slug';

const INSTANCES: Readonly<Record<string, () => readonly RouteParams[]>> = {
  [DRILL_PAGES]: () => DRILLS.map((drill) => ({ slug: drill.slug })),
};

/** Every route of the table, each route with params carrying its built instances. */
export const BUILT_ROUTES: readonly RouteDeclaration[] = ROUTES.map((route) => {
  const instances = INSTANCES[route.path];
  return instances ? { ...route, instances } : route;
});

/** The paths the build writes an HTML file for, of the routes whose first paint is one of `kinds`, in table order. */
export const pathsPainted = (
  kinds: readonly FirstPaint[],
  routes: readonly RouteDeclaration[] = BUILT_ROUTES,
): string[] => routes.filter((route) => kinds.includes(route.firstPaint)).flatMap(builtPaths);

/** Every public page rendered by the build, each instance of a route with params among them. */
export const PRERENDERED_PATHS = pathsPainted(['prerendered']);

/** The signed-in pages with HTML of their own: the page's header, and what its script fills in, over the skeleton. */
export const SIGNED_IN_HTML_PATHS = pathsPainted(['header', 'filled-header', 'filled-details']);

/** The prerendered pages whose HTML serves any query (their first screen does not depend on it). */
export const ANY_QUERY_PATHS = BUILT_ROUTES.filter((route) => route.anyQuery).flatMap(builtPaths);

/**
 * Pages whose HTML names them in its title and description rather than the landing page's, so a link shared to one
 * (a coach's link to a drill) shows what it is.
 */
export const PAGE_HEADS: Readonly<Record<string, PageHead>> = {
  '/app/training': {
    title: PAGE_TITLES.training,
    description:
      'Soccer drills for every age and level, with a picture of each: find one by pillar, space and time.',
  },
  ...Object.fromEntries(
    DRILLS.map((drill) => [
      fillPath(DRILL_PAGES, { slug: drill.slug }),
      { title: drill.title, description: drill.summary },
    ]),
  ),
};
