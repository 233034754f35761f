import { configureData } from '@dreampitch/data';
import { knownSignedOut } from '@dreampitch/session';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../../shell/src/App';
import { ROUTES } from '../../shell/src/routes';
import type { RemoteRegistry } from '../../shell/src/federation/registry';
import { PRERENDERED_REMOTE_MODULES } from './federationRuntimeStub';
import { KEPT_FRAME_KEY, KEPT_FRAME_PATHS } from '../../shell/src/layout/framedPaths';
import { FRAMED_PATHS, PRERENDERED_MODULES } from './routes';
import { storedFrameMarkup } from './storedFrames';

export { FRAME_SCRIPTS, FRAMED_PATHS, PRERENDERED_PATHS, SAME_FOR_ANY_QUERY } from './routes';

/**
 * The shell's HTML for `path` once every lazy page has resolved, the same tree the browser hydrates
 * (shell/src/bootstrap.tsx). Remote pages come from their source (federationRuntimeStub.ts).
 */
export async function renderPage(path: string): Promise<string> {
  checkStub();
  knownSignedOut();
  return renderApp(path);
}

function checkStub() {
  for (const id of PRERENDERED_MODULES) {
    if (!(id in PRERENDERED_REMOTE_MODULES)) throw new Error(`${id} is not in federationRuntimeStub.ts.`);
  }
}

/**
 * The frame and skeleton of a signed-in page while the session is still being restored (the app's first render
 * on any route the build did not prerender): the SPA page's content. Must run before `renderPage`, which settles
 * the session as signed out for good in this process.
 */
export async function renderSpaFrame(): Promise<string> {
  // A framed route would show its own header: the SPA page serves every route, so it shows none. A route whose
  // HTML keeps its frame (KEPT_FRAME_PATHS) shows the plain skeleton when no frame is kept, as here.
  const signedInRoute = ROUTES.find(
    (route) =>
      route.access !== 'public' &&
      route.layout === 'app' &&
      (!FRAMED_PATHS.includes(route.path) || KEPT_FRAME_PATHS.includes(route.path)),
  );
  if (!signedInRoute)
    throw new Error('The route table has no unframed signed-in page to render the SPA frame with.');
  return renderApp(signedInRoute.path);
}

/**
 * A framed signed-in page (FRAMED_PATHS) while the session is still being restored: the frame with the page's own
 * header over the skeleton, its HTML. Like `renderSpaFrame`, it must run before `renderPage`.
 */
export async function renderFramedPage(path: string): Promise<string> {
  if (!FRAMED_PATHS.includes(path)) throw new Error(`${path} is not a framed signed-in route.`);
  checkStub();
  if (!KEPT_FRAME_PATHS.includes(path)) return renderApp(path);
  // The app's first render shows the frame its HTML keeps (PageSkeleton.tsx): here, the frame before any script.
  const kept = globalThis as { [KEPT_FRAME_KEY]?: { path: string; html: string } };
  kept[KEPT_FRAME_KEY] = { path, html: storedFrameMarkup(path) };
  try {
    return await renderApp(path);
  } finally {
    delete kept[KEPT_FRAME_KEY];
  }
}

async function renderApp(path: string): Promise<string> {
  // The session reads the backend while rendering: one that is never reached, as a visitor with no stored session
  // meets it (demo mode would build its database in PGlite, for markup that shows no data).
  configureData({
    supabaseUrl: 'http://prerender.invalid',
    supabaseAnonKey: 'prerender',
    stripePublishableKey: null,
  });
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
