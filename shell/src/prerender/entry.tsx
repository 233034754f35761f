import { configureData } from '@dreampitch/data';
import { knownSignedOut } from '@dreampitch/session';
import { text } from 'node:stream/consumers';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../App';
import { frameKeeper, KEPT_FRAME_KEY, routeAt, ROUTES } from '@dreampitch/app-frame/routes';
import type { RemoteRegistry } from '../federation/registry';
import { storedFrameMarkup } from './storedFrames';

/*
 * The shell's entry of the build-time render, bundled for Node and driven by tools/prerender, which writes each
 * route's HTML from what it returns. The paths come from the route table (libs/app-frame/src/routes).
 */
export { frameScript } from './storedFrames';

/**
 * The shell's HTML for `path` once every lazy page has resolved, the same tree the browser hydrates
 * (shell/src/bootstrap.tsx). Remote pages come from their source (federationRuntimeStub.ts).
 */
export async function renderPage(path: string): Promise<string> {
  knownSignedOut();
  return renderApp(path);
}

/**
 * The layout and skeleton of a signed-in page while the session is still being restored (the app's first render
 * on any route the build did not prerender): the SPA page's content. Must run before `renderPage`, which settles
 * the session as signed out for good in this process.
 */
export async function renderSpaPage(): Promise<string> {
  // With no frame kept, every signed-in route's first render is the plain skeleton, as the SPA page's.
  const signedInRoute = ROUTES.find((route) => route.access !== 'public' && route.layout === 'app');
  if (!signedInRoute) throw new Error('The route table has no signed-in page to render the SPA page with.');
  return renderApp(signedInRoute.path);
}

/**
 * A framed page (SIGNED_IN_HTML_PATHS) while the session is still being restored: the layout
 * around the page's frame (storedFrames.tsx) as the app's first render shows it once the frame's script kept it
 * (PageSkeleton.tsx). Like `renderSpaPage`, it must run before `renderPage`.
 */
export async function renderFrame(path: string): Promise<string> {
  if (routeAt(ROUTES, path)?.firstPaint !== 'framed')
    throw new Error(`${path} is not a signed-in route with HTML of its own.`);
  frameKeeper[KEPT_FRAME_KEY] = { path, html: storedFrameMarkup(path) };
  try {
    return await renderApp(path);
  } finally {
    delete frameKeeper[KEPT_FRAME_KEY];
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
  return text(prelude);
}
