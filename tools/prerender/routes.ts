import { containerName } from '../../shell/src/federation/registry';
import { FRAMED_PATHS as APP_FRAMED_PATHS, KEPT_FRAME_PATHS } from '../../shell/src/layout/framedPaths';
import { ROUTES } from '../../shell/src/routes';

/**
 * The public routes rendered at build time, as a signed-out visitor sees them on arrival: every public route.
 * Signed-in routes start from the SPA page (200.html). A page rendered here must hydrate from the same state:
 * nothing read from the browser (storage, the URL's query, history state) while rendering, only in effects.
 * `/app/goal-creation` is rendered as a direct visit sees it ('Missing Information'); the wizard itself starts
 * from the choice player selection keeps in history state, which the page's head guard sees (html.ts) and then
 * leaves the page to the browser's render.
 */
export const PRERENDERED_PATHS = ROUTES.filter((route) => route.access === 'public').map(
  (route) => route.path,
);

/**
 * The signed-in routes with a frame (shell/src/layout/framedPaths.ts): each gets its own HTML, the frame with the
 * page's header over the skeleton, as the app's first render shows it while the session is restored. It is not
 * hydrated: the app renders afresh over it, the same frame and header. Those whose frame is drawn from the stored
 * session (KEPT_FRAME_PATHS, storedFrames.tsx) come last.
 */
export const FRAMED_PATHS: readonly string[] = [...APP_FRAMED_PATHS, ...KEPT_FRAME_PATHS];

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
