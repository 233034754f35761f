import { preloadBackend } from '@dreampitch/data';
import { knownSignedOut } from '@dreampitch/session';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../../shell/src/App';
import type { RemoteRegistry } from '../../shell/src/federation/registry';
import { PRERENDERED_REMOTE_MODULES } from './federationRuntimeStub';
import { PRERENDERED_MODULES } from './routes';

export { PRERENDERED_PATHS, SAME_FOR_ANY_QUERY } from './routes';

/**
 * The shell's HTML for `path` once every lazy page has resolved, the same tree the browser hydrates
 * (shell/src/bootstrap.tsx). Remote pages come from their source (federationRuntimeStub.ts).
 */
export async function renderPage(path: string): Promise<string> {
  // The session reads the backend while rendering: the demo one, as nothing is configured at build time.
  await preloadBackend();
  for (const id of PRERENDERED_MODULES) {
    if (!(id in PRERENDERED_REMOTE_MODULES)) throw new Error(`${id} is not in federationRuntimeStub.ts.`);
  }
  knownSignedOut();
  const registry = Promise.resolve({} as RemoteRegistry);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App registry={registry} location={path} />
    </StrictMode>,
    // React moves a large page out of its place, to be swapped in by an inline script: the page would show
    // its spinner until a script runs (or never, with JavaScript off). One piece keeps it where it belongs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
