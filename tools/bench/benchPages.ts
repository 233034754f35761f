import { examplePath, type RouteDeclaration } from '@dreampitch/app-frame/routes';
import { defaultDestination } from '@dreampitch/domain';
import { BUILT_ROUTES as ROUTES } from '@dreampitch/app-frame/routes/built';

/**
 * Who opens a page in the bench: nobody signed in, a Pro player (15, with goals and check-ins) or a parent on the
 * Parent plan. A signed-in route is measured as its users see it, not as the sign-in page a guest is sent to.
 */
export type BenchVisitor = 'signed-out' | 'pro-player' | 'parent';

export interface BenchPage {
  path: string;
  visitor: BenchVisitor;
}

/** Where the app sends a signed-in parent: the one signed-in page measured as a parent sees it. */
const PARENT_PAGE = defaultDestination({ accountType: 'parent', effectiveTier: 'parent' });

/** The visitor each signed-in page is for: the parent's page is a parent's; the others are a player's. */
function visitorFor(route: RouteDeclaration): BenchVisitor {
  if (route.access === 'public') return 'signed-out';
  return route.path === PARENT_PAGE ? 'parent' : 'pro-player';
}

/** Every route of the route table (one instance of a route with params), the public ones first (the bench's order). */
export const BENCH_PAGES: BenchPage[] = [...ROUTES]
  .sort((a, b) => Number(a.access !== 'public') - Number(b.access !== 'public'))
  .flatMap((route) => {
    const path = examplePath(route);
    return path === undefined ? [] : [{ path, visitor: visitorFor(route) }];
  });

export const VISITOR_LABELS: Record<BenchVisitor, string> = {
  'signed-out': 'signed out',
  'pro-player': 'Pro player',
  parent: 'Parent plan',
};

/**
 * The pages named by `--pages a,b` (paths of the route table), in the bench's order, or every page when `list` is
 * undefined. A path that is no route fails, naming the routes, rather than measuring nothing.
 */
export function selectPages(list: string | undefined, pages: BenchPage[] = BENCH_PAGES): BenchPage[] {
  if (list === undefined) return pages;
  const wanted = list
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  if (wanted.length === 0) throw new Error('--pages needs a comma-separated list of routes.');
  const unknown = wanted.filter((path) => !pages.some((page) => page.path === path));
  if (unknown.length > 0) {
    throw new Error(
      `--pages: ${unknown.join(', ')} is not a route of libs/app-frame/src/routes/table.ts (routes: ${pages.map((page) => page.path).join(' ')}).`,
    );
  }
  return pages.filter((page) => wanted.includes(page.path));
}
