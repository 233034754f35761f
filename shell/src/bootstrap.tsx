import { startApp } from '@dreampitch/app-frame';
import { getBackend } from '@dreampitch/data';
import { knownSignedOut } from '@dreampitch/session';
import { App } from './App';
import { loadRemotePageAt, preloadRemotePagesOnIntent } from './federation/preloadOnIntent';
import { loadRemoteRegistry } from './federation/registry';
import { PRERENDERED_ATTRIBUTE, SPA_ROUTE_ATTRIBUTE } from '@dreampitch/app-frame/routes';

// Start the registry download at once; the router renders while it is in flight.
const registry = loadRemoteRegistry();

/**
 * Public pages' HTML is rendered at build time (tools/prerender) as a signed-out visitor sees them: React takes
 * it over as it is when that is this visit's page, keeping it on screen while the remote page's code loads. The
 * session is settled first, so every part of the page hydrates from the same state it was rendered with (a
 * session arriving halfway through would make React throw the HTML away, error 418). Anything else (another
 * URL, a signed-in visitor) is rendered afresh.
 */
async function adoptPrerenderedPage(container: HTMLElement): Promise<boolean> {
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE)) return false;
  // The markup's own guard (tools/prerender/html.ts) marks a visit it was not rendered for before this runs.
  if (!document.documentElement.hasAttribute(SPA_ROUTE_ATTRIBUTE) && !(await getBackend().getSession())) {
    knownSignedOut();
    return true;
  }
  // A prerendered page for another visit goes at once (it is hidden, and would show without its attribute). The SPA
  // page's frame and skeleton stay until React's first commit replaces them with the same frame.
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  container.replaceChildren();
  return false;
}

void startApp(() => <App registry={registry} />, adoptPrerenderedPage).then(() => {
  preloadRemotePagesOnIntent(registry);
  // The route's remote page is already on its way (the router asked for it); the worker waits for it, and so does
  // the download of the registration's code, which is no part of the start-up.
  const pageReady = loadRemotePageAt(location.pathname, registry);
  void pageReady
    .catch(() => undefined)
    .then(() => import('./serviceWorker/register'))
    .then(({ registerServiceWorker }) => registerServiceWorker(pageReady))
    // Its code could not be downloaded (the network went away): no worker this visit, the page works as it is.
    .catch(() => undefined);
});
