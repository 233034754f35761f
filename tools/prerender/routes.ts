import { containerName } from '../../shell/src/federation/registry';
import { ROUTES } from '../../shell/src/routes';

/** Public routes whose first screen depends on the visit, with the reason: the browser renders them. */
export const NOT_PRERENDERED: Record<string, string> = {
  '/app/goal-creation': 'the wizard starts from the style and age chosen on player selection (history state)',
  '/app/confirm-email': 'its first screen is the check of the link in the URL',
  '/app/reset-password': 'its first screen is the check of the link in the URL',
};

/**
 * The public routes rendered at build time, as a signed-out visitor sees them on arrival. Signed-in routes start
 * from the SPA page (200.html). A page rendered here must hydrate from the same state: nothing read from the
 * browser (storage, the URL's query) while rendering, only in effects.
 */
export const PRERENDERED_PATHS = ROUTES.filter(
  (route) => route.access === 'public' && !(route.path in NOT_PRERENDERED),
).map((route) => route.path);

/** The remote modules the prerendered routes need; the stub must provide each from source. */
export const PRERENDERED_MODULES = ROUTES.filter((route) => PRERENDERED_PATHS.includes(route.path)).flatMap(
  (route) => ('remote' in route ? [`${containerName(route.remote)}/${route.module}`] : []),
);
