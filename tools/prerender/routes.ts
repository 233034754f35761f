import { DRILLS } from '@dreampitch/drills';
import { PAGE_TITLES } from '@dreampitch/domain';
import { containerName } from '../../shell/src/federation/registry';
import { FRAMED_PATHS as APP_FRAMED_PATHS, KEPT_FRAME_PATHS } from '../../shell/src/layout/framedPaths';
import { chosenPlanScript, greetingScript } from '../../shell/src/layout/storedSession';
import { ROUTES } from '../../shell/src/routes';
import { STORED_FRAME_SCRIPTS } from './storedFrameScripts';

/** A prerendered page's own title and meta description, in its HTML before any script runs. */
export interface PageHead {
  title: string;
  description: string;
}

/**
 * The pages of each public route with a parameter (`/app/training/drills/:slug`): each instance is prerendered with
 * its own title and description, so a link shared to one shows what it is.
 */
export const ROUTE_INSTANCES: Readonly<
  Record<string, () => ({ params: Record<string, string> } & PageHead)[]>
> = {
  '/app/training/drills/:slug': () =>
    DRILLS.map((drill) => ({ params: { slug: drill.slug }, title: drill.title, description: drill.summary })),
};

function routeInstances(pattern: string): ({ path: string } & PageHead)[] {
  const instances = ROUTE_INSTANCES[pattern];
  if (!instances)
    throw new Error(`The public route ${pattern} has a parameter but no instances in ROUTE_INSTANCES.`);
  return instances().map(({ params, title, description }) => ({
    path: pattern.replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (!value) throw new Error(`An instance of ${pattern} has no ${name}.`);
      return encodeURIComponent(value);
    }),
    title,
    description,
  }));
}

/**
 * The public routes rendered at build time, as a signed-out visitor sees them on arrival: every public route.
 * Signed-in routes start from the SPA page (200.html). A page rendered here must hydrate from the same state:
 * nothing read from the browser (storage, the URL's query, history state) while rendering, only in effects.
 * `/app/goal-creation` is rendered as a direct visit sees it ('Missing Information'); the wizard itself starts
 * from the choice player selection keeps in history state, which the page's head guard sees (html.ts) and then
 * leaves the page to the browser's render.
 */
export const PRERENDERED_PATHS = ROUTES.filter((route) => route.access === 'public').flatMap((route) =>
  route.path.includes(':') ? routeInstances(route.path).map((page) => page.path) : [route.path],
);

/** Pages whose HTML names them in its title and description rather than the landing page's. */
export const PAGE_HEADS: Readonly<Record<string, PageHead>> = {
  '/app/training': {
    title: PAGE_TITLES.training,
    description:
      'Soccer drills for every age and level, with a picture of each: find one by pillar, space and time.',
  },
  ...Object.fromEntries(
    Object.keys(ROUTE_INSTANCES).flatMap((pattern) =>
      routeInstances(pattern).map(({ path, title, description }) => [path, { title, description }]),
    ),
  ),
};

/**
 * The signed-in routes with a frame (shell/src/layout/framedPaths.ts): each gets its own HTML, the frame with the
 * page's header over the skeleton, as the app's first render shows it while the session is restored. It is not
 * hydrated: the app renders afresh over it, the same frame and header. Those whose frame is drawn from the stored
 * session (KEPT_FRAME_PATHS, storedFrames.tsx) come last.
 */
export const FRAMED_PATHS: readonly string[] = [...APP_FRAMED_PATHS, ...KEPT_FRAME_PATHS];

/**
 * The inline script a framed page's HTML runs after its frame, before the first paint, for what the file cannot
 * know: on the dashboard, the greeting of the session stored on the device (the file itself, cached by the service
 * worker, names nobody); on the upgrade page, a plan chosen on the page before; on the account and family pages, the
 * visitor's details and e-mail check (storedFrameScripts.ts).
 */
export const FRAME_SCRIPTS: Readonly<Record<string, string>> = {
  '/app/dashboard': greetingScript(),
  '/app/subscription': chosenPlanScript(),
  ...STORED_FRAME_SCRIPTS,
};

/**
 * Prerendered pages whose first screen is the same whatever the URL's query: the mailed link's check, which reads
 * the link (`?token_hash=…&type=…`) in an effect and shows "Checking your link…" until then. Any other page
 * reached with a query (`/app/auth?mode=signup`) is rendered by the browser.
 */
export const SAME_FOR_ANY_QUERY: readonly string[] = ['/app/confirm-email', '/app/reset-password'];

/**
 * The remote modules the prerendered and framed routes need; the stub must provide each from source (for a framed
 * route: the CSS that places its header, which the frame's container classes use, comes into the build with it).
 */
export const PRERENDERED_MODULES = ROUTES.filter(
  (route) => PRERENDERED_PATHS.includes(route.path) || FRAMED_PATHS.includes(route.path),
).flatMap((route) => ('remote' in route ? [`${containerName(route.remote)}/${route.module}`] : []));
