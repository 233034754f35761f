import { matchPath } from '@dreampitch/ui/router';
import type { RemoteName } from './remotes';

/** Who may open a route: anyone, a signed-in user, or a signed-in user on a paid tier (spec §2 'Route guard'). */
export type Access = 'public' | 'signed-in' | 'subscribed';

/**
 * What a route's first paint is, before any script has run:
 * - `prerendered`: the page itself, rendered by the build as a signed-out visitor sees it, then hydrated. Public
 *   routes only.
 * - `framed`: a signed-in page's own HTML, its *frame*: the layout and the page's header over the skeleton, with what
 *   only this device knows (the stored session's greeting or details, the plan chosen on the page before) filled in
 *   by the HTML's script before the first paint; the app's first render shows the same. `libs/app-frame`, the
 *   library, is the start-up every app shares; no other thing is called a frame.
 * - `skeleton`: no HTML of its own: the SPA page (200.html), the layout and the skeleton.
 * The build (tools/prerender) writes one HTML file per path of every kind but `skeleton`.
 */
export type FirstPaint = 'prerendered' | 'framed' | 'skeleton';

/** The values of a path's `:params`, by name: `{ slug: 'first-touch' }` for `/app/training/drills/:slug`. */
export type RouteParams = Readonly<Record<string, string>>;

export interface RouteDeclaration {
  /** react-router's pattern: `/app/games`, or with params `/app/training/drills/:slug`. */
  path: string;
  /** The app whose page it is: `shell` for the shell's own pages, otherwise the remote that exposes `module`. */
  owner: 'shell' | RemoteName;
  /** The remote's expose (`./<module>`), or the name of the shell's page. */
  module: string;
  access: Access;
  /** 'bare' pages (the landing page) bring their own header and footer. */
  layout: 'app' | 'bare';
  /** The page's name in the browser tab and history ("Goal Tracker · DreamPitch"). */
  title: string;
  firstPaint: FirstPaint;
  /** `prerendered` only: the first screen is the same whatever the URL's query, so its HTML serves any query. */
  anyQuery?: true;
  /**
   * A path with params whose first paint the build writes: the params of each instance it writes (every drill's slug).
   * Other instances get the SPA page.
   */
  instances?: () => readonly RouteParams[];
}

const PARAM = /:(\w+)/g;

/** The names of `path`'s params, in order: `['slug']` for `/app/training/drills/:slug`. */
export const paramNames = (path: string): string[] =>
  [...path.matchAll(PARAM)].map((match) => match[1] ?? '');

/** `path` with each param replaced by its value (URL-encoded); throws when a value is missing. */
export function fillPath(path: string, params: RouteParams): string {
  return path.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${path} needs a value for :${name}.`);
    return encodeURIComponent(value);
  });
}

/** The paths of the instances `route` declares. */
const instancePaths = (route: RouteDeclaration) =>
  (route.instances?.() ?? []).map((params) => fillPath(route.path, params));

/**
 * The paths the build writes an HTML file for on `route`'s behalf: none for a `skeleton` route, the path itself
 * when it has no params, else one per declared instance.
 */
export function builtPaths(route: RouteDeclaration): string[] {
  if (route.firstPaint === 'skeleton') return [];
  return paramNames(route.path).length === 0 ? [route.path] : instancePaths(route);
}

/** The route whose path matches `pathname` as the router matches it (each `:param` one segment), or undefined. */
export const routeAt = <Route extends RouteDeclaration>(routes: readonly Route[], pathname: string) =>
  routes.find(({ path }) => matchPath({ path, caseSensitive: true }, pathname));

/**
 * A path that opens `route`, for the measures and journeys that visit every route: the path itself, or its first
 * built instance when it has params (undefined when it declares none).
 */
export function examplePath(route: RouteDeclaration): string | undefined {
  return paramNames(route.path).length === 0 ? route.path : instancePaths(route)[0];
}
