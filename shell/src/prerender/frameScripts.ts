import { containerName, ROUTES } from '@dreampitch/app-frame/routes';
import { dashboardGreeting } from '@dreampitch/domain';
import { aroundName } from '../firstPaint/aroundName';
import { ageHints, familySubtitles } from './storedFrameScripts';

/** A first-paint script (a module of shell/src/firstPaint, named by its file) and what its default export is given. */
export interface FirstPaintCall {
  script: string;
  args?: unknown;
}

/**
 * The inline script a signed-in page's HTML runs after its frame, before the first paint, for what the file cannot
 * know (its first paint is `filled-header` or `filled-details`: libs/app-frame/src/routes/declaration.ts): on the
 * dashboard, the greeting of the session stored on the device (the file itself, cached by the service worker, names
 * nobody); on the upgrade page, a plan chosen on the page before; on the account and family pages, the visitor's
 * details and e-mail check (storedFrames.tsx draws those frames).
 */
export const FRAME_SCRIPTS: Readonly<Record<string, FirstPaintCall>> = {
  '/app/dashboard': { script: 'greetStoredPlayer', args: aroundName(dashboardGreeting) },
  '/app/subscription': { script: 'holdChosenPlanHero' },
  '/app/account': { script: 'fillAccountFrame', args: ageHints() },
  '/app/family': { script: 'fillFamilyFrame', args: familySubtitles() },
};

/**
 * The remote modules of the routes whose first paint the build renders; the stub must provide each from source (for
 * a signed-in route: the CSS that places its header, which the frame's container classes use, comes into the build
 * with it).
 */
export const PRERENDERED_MODULES = ROUTES.filter(
  (route) => route.firstPaint !== 'skeleton' && route.owner !== 'shell',
).map((route) => `${containerName(route.owner as Exclude<typeof route.owner, 'shell'>)}/${route.module}`);
