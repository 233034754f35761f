import { startApp } from '@dreampitch/app-frame';
import { App } from './App';
import { loadRemotePage, preloadRemotePagesOnIntent, remotePageFor } from './federation/preloadOnIntent';
import { loadRemoteRegistry } from './federation/registry';
import { PRERENDERED_ATTRIBUTE } from './prerendered';
import { registerServiceWorker } from './serviceWorker/register';

// Start the registry download at once; the router renders while it is in flight.
const registry = loadRemoteRegistry();

/**
 * Public pages' HTML is rendered at build time (tools/prerender): React takes it over as it is, keeping it on
 * screen while the remote page's code loads. A page without its own HTML starts from an empty root.
 */
function adoptPrerenderedPage(container: HTMLElement): boolean {
  if (container.getAttribute(PRERENDERED_ATTRIBUTE) === location.pathname) return true;
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  container.replaceChildren();
  return false;
}

void startApp(() => <App registry={registry} />, { adoptMarkup: adoptPrerenderedPage }).then(() => {
  preloadRemotePagesOnIntent(registry);
  // The route's remote page is already on its way (the router asked for it); the worker waits for it.
  const page = remotePageFor(location.pathname);
  registerServiceWorker(page ? registry.then(() => loadRemotePage(page)) : undefined);
});
