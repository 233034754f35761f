import { routeAt } from '@dreampitch/app-frame/routes';
import { ROUTES } from '../routes';
import { loadRemoteModule, type RemoteRegistry } from './registry';

/** Loads the code of the remote page the shell renders at `pathname`, if any; the runtime fetches a module once. */
export async function loadRemotePageAt(pathname: string, registry: Promise<RemoteRegistry>): Promise<void> {
  const route = routeAt(ROUTES, pathname);
  if (route && 'remote' in route) await loadRemoteModule(registry, route);
}

/**
 * Starts downloading a remote page when the pointer rests on, or the keyboard focuses, a link to it, so
 * the click finds its code loaded or on the way (first visits of a remote otherwise wait for its entry,
 * then its chunks). Each address is asked for once, and again after a failure. Returns the function that stops
 * listening.
 */
export function preloadRemotePagesOnIntent(registry: Promise<RemoteRegistry>): () => void {
  const requested = new Set<string>();
  const onIntent = ({ target }: Event) => {
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
    if (requested.has(link.pathname)) return;
    requested.add(link.pathname);
    // A failure here is not the user's problem yet: the route reports it (with Retry) if they do click.
    loadRemotePageAt(link.pathname, registry).catch(() => requested.delete(link.pathname));
  };
  const listening = new AbortController();
  document.addEventListener('pointerover', onIntent, { passive: true, signal: listening.signal });
  document.addEventListener('focusin', onIntent, { signal: listening.signal });
  return () => listening.abort();
}
