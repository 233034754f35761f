import { loadRemote } from '@module-federation/enhanced/runtime';
import { routeAt } from '@dreampitch/app-frame/routes';
import { ROUTES } from '../routes';
import { containerName, type RemoteName } from './registry';

export interface RemotePageRef {
  remote: RemoteName;
  module: string;
}

/** The remote page the shell renders for `pathname`, or null (a shell page, or no such route). */
export function remotePageFor(pathname: string): RemotePageRef | null {
  const route = routeAt(ROUTES, pathname);
  return route && 'remote' in route ? { remote: route.remote, module: route.module } : null;
}

/** Loads a remote page's code; the federation runtime fetches it once, later calls get the same module. */
export const loadRemotePage = ({ remote, module }: RemotePageRef) =>
  loadRemote(`${containerName(remote)}/${module}`).then(() => undefined);

/**
 * Starts downloading a remote page when the pointer rests on, or the keyboard focuses, a link to it, so
 * the click finds its code loaded or on the way (first visits of a remote otherwise wait for its entry,
 * then its chunks). Each page is fetched once; the federation runtime keeps the module for the route.
 * Returns the function that stops listening.
 */
export function preloadRemotePagesOnIntent(
  registry: Promise<unknown>,
  load: (page: RemotePageRef) => Promise<void> = loadRemotePage,
  target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document,
): () => void {
  const requested = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
    const page = remotePageFor(link.pathname);
    if (!page) return;
    const key = `${page.remote}/${page.module}`;
    if (requested.has(key)) return;
    requested.add(key);
    // A failure here is not the user's problem yet: the route reports it (with Retry) if they do click.
    registry.then(() => load(page)).catch(() => requested.delete(key));
  };
  target.addEventListener('pointerover', onIntent, { passive: true });
  target.addEventListener('focusin', onIntent);
  return () => {
    target.removeEventListener('pointerover', onIntent);
    target.removeEventListener('focusin', onIntent);
  };
}
