import { loadRuntimeConfig } from '@dreampitch/app-frame';
import { configureData } from '@dreampitch/data';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { preloadRemotePagesOnIntent } from './federation/preloadOnIntent';
import { loadRemoteRegistry } from './federation/registry';
import { PRERENDERED_ATTRIBUTE } from './prerendered';

// Start the registry download at once; the router renders while it is in flight.
const registry = loadRemoteRegistry();

async function start() {
  configureData(await loadRuntimeConfig());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const app = (
    <StrictMode>
      <App registry={registry} />
    </StrictMode>
  );
  // The landing page's HTML was rendered at build time (tools/prerender): React takes it over as it is,
  // keeping it on screen while the remote page's code loads, instead of replacing it with a spinner.
  if (container.getAttribute(PRERENDERED_ATTRIBUTE) === location.pathname) hydrateRoot(container, app);
  else {
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    container.replaceChildren();
    createRoot(container).render(app);
  }
  preloadRemotePagesOnIntent(registry);
}

void start();
