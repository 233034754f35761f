import { examplePath, REMOTE_NAMES, type RouteDeclaration } from '@dreampitch/app-frame/routes';
import { BUILT_ROUTES } from '@dreampitch/app-frame/routes/built';

type Owner = RouteDeclaration['owner'];

export interface NavigationTarget {
  remote: string;
  path: string;
  /** A page that links to `path` and does not belong to the remote, so the first visit loads it cold. */
  from: string;
}

/** A public page a signed-out visitor can open: its path (a route with params: its first instance) and its owner. */
export interface PublicPage {
  path: string;
  owner: Owner;
}

/** Every public page of the route table, in table order. */
export const publicPages = (routes: readonly RouteDeclaration[] = BUILT_ROUTES): PublicPage[] =>
  routes.flatMap((route) => {
    const path = examplePath(route);
    return route.access === 'public' && path !== undefined ? [{ path, owner: route.owner }] : [];
  });

/**
 * The pages to look for links on, the shell's own first: a remote reached from a shell page is the only remote the
 * tour has loaded at that moment, so each first visit is as cold as can be.
 */
export const linkingPages = (pages: readonly PublicPage[]): PublicPage[] => [
  ...pages.filter((page) => page.owner === 'shell'),
  ...pages.filter((page) => page.owner !== 'shell'),
];

/**
 * One tour per remote of `remotes`: to its first public page (table order) that some page of another app shows a
 * visible link to, as a visitor would reach it, from the first such page of `linkingPages`. `linksOn` opens a page
 * and answers the hrefs of its visible links; pages are opened only until every remote has its tour. The tours come
 * in an order where each one starts from a page of the shell or of a remote already toured, so no remote is loaded
 * before its own first visit. Fails naming a remote no page links to, or tours that can only start in each other.
 */
export async function findRemoteTours(
  linksOn: (path: string) => Promise<ReadonlySet<string>>,
  pages: readonly PublicPage[] = publicPages(),
  remotes: readonly string[] = REMOTE_NAMES,
): Promise<NavigationTarget[]> {
  const ownerOf = new Map(pages.map((page) => [page.path, page.owner]));
  const found = new Map<string, NavigationTarget>();
  const seen = new Map<string, ReadonlySet<string>>();
  const tourOf = (remote: string) => {
    for (const page of pages.filter((candidate) => candidate.owner === remote)) {
      const from = [...seen].find(([path, links]) => ownerOf.get(path) !== remote && links.has(page.path));
      if (from) return { remote, path: page.path, from: from[0] };
    }
    return undefined;
  };
  for (const page of linkingPages(pages)) {
    if (found.size === remotes.length) break;
    seen.set(page.path, await linksOn(page.path));
    for (const remote of remotes) {
      const tour = found.has(remote) ? undefined : tourOf(remote);
      if (tour) found.set(remote, tour);
    }
  }
  const missing = remotes.filter((remote) => !found.has(remote));
  if (missing.length > 0)
    throw new Error(`No public page shows a visible link to a public page of ${missing.join(', ')}.`);
  return inTourOrder(
    remotes.flatMap((remote) => found.get(remote) ?? []),
    ownerOf,
  );
}

/** `tours` so that each starts from a page whose app is the shell or a remote toured before it, else as given. */
function inTourOrder(tours: NavigationTarget[], ownerOf: ReadonlyMap<string, Owner>): NavigationTarget[] {
  const ordered: NavigationTarget[] = [];
  const loaded = new Set<string>(['shell']);
  let waiting = tours;
  while (waiting.length > 0) {
    const ready = waiting.filter((tour) => loaded.has(ownerOf.get(tour.from) ?? 'shell'));
    if (ready.length === 0)
      throw new Error(
        `The tours to ${waiting.map((tour) => tour.remote).join(', ')} start only in each other.`,
      );
    for (const tour of ready) {
      ordered.push(tour);
      loaded.add(tour.remote);
    }
    waiting = waiting.filter((tour) => !ready.includes(tour));
  }
  return ordered;
}
