import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../../shell/src/App';
import type { RemoteRegistry } from '../../shell/src/federation/registry';

/**
 * The shell's HTML for `path` once every lazy page has resolved, the same tree the browser hydrates
 * (shell/src/bootstrap.tsx). Remote pages come from their source (federationRuntimeStub.ts).
 */
export async function renderPage(path: string): Promise<string> {
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
