import { configureData } from '@dreampitch/data';
import { knownSignedOut } from '@dreampitch/session';
import { text } from 'node:stream/consumers';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../App';
import { frameKeeper, KEPT_FRAME_KEY, type FirstPaintCall } from '@dreampitch/app-frame/routes';
import { PRERENDERED_PATHS, SIGNED_IN_HTML_PATHS } from '@dreampitch/app-frame/routes/built';
import type { RemoteRegistry } from '../federation/registry';
import { storedFrame } from './storedFrames';

/** A page the build writes, as the shell renders it before any script runs. */
export interface RenderedPage {
  /** The route whose HTML it is; none for the SPA page (shell/dist/200.html, every route without HTML of its own). */
  path?: string;
  /** React's HTML for #root. */
  markup: string;
  /** A framed page's first-paint script (shell/src/firstPaint/fillFrame.ts), run right after #root. */
  fill?: FirstPaintCall;
}

/**
 * The shell's entry of the build-time render, bundled for Node and driven by tools/prerender, which writes each page's
 * HTML from it: the SPA page, each framed page and each prerendered page of the route table, in that order. The first
 * two are signed-in pages while the session is still being restored (the layout and the skeleton, or the layout around
 * the page's frame, storedFrames.tsx, as the app's first render shows it once the frame's script kept it); the
 * prerendered pages are what a signed-out visitor sees, and settle the session as signed out for good in this process.
 * Each is the same tree the browser renders (shell/src/bootstrap.tsx), once every lazy page has resolved; remote pages
 * come from their source (federationRuntimeStub.ts).
 */
export async function* renderPages(): AsyncGenerator<RenderedPage> {
  // With no frame kept, every signed-in route's first render is the plain skeleton, as the SPA page's.
  const [anySignedIn] = SIGNED_IN_HTML_PATHS;
  if (!anySignedIn) throw new Error('The route table has no framed page to render the SPA page with.');
  yield { markup: await renderApp(anySignedIn) };
  for (const path of SIGNED_IN_HTML_PATHS) {
    const { html, fill } = storedFrame(path);
    frameKeeper[KEPT_FRAME_KEY] = { path, html };
    const markup = await renderApp(path);
    delete frameKeeper[KEPT_FRAME_KEY];
    yield { path, markup, fill };
  }
  knownSignedOut();
  for (const path of PRERENDERED_PATHS) yield { path, markup: await renderApp(path) };
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
