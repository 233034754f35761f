import { preloadBackend } from '@dreampitch/data';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../../shell/src/App';
import { containerName, type RemoteRegistry } from '../../shell/src/federation/registry';
import { ROUTES } from '../../shell/src/routes';
import { PRERENDERED_REMOTE_MODULES } from './federationRuntimeStub';

/**
 * The public routes rendered at build time: the remote pages the stub provides from source
 * (federationRuntimeStub.ts). Signed-in routes, and forms a visitor would fill before the page is live (the
 * sign-in page: what is typed before hydration would not reach React's state), are left to the browser.
 */
export const PRERENDERED_PATHS = ROUTES.filter(
  (route) =>
    route.access === 'public' &&
    'remote' in route &&
    `${containerName(route.remote)}/${route.module}` in PRERENDERED_REMOTE_MODULES,
).map((route) => route.path);

/**
 * The shell's HTML for `path` once every lazy page has resolved, the same tree the browser hydrates
 * (shell/src/bootstrap.tsx). Remote pages come from their source (federationRuntimeStub.ts).
 */
export async function renderPage(path: string): Promise<string> {
  // The session reads the backend while rendering: the demo one, as nothing is configured at build time.
  await preloadBackend();
  const registry = Promise.resolve({} as RemoteRegistry);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App registry={registry} location={path} />
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
