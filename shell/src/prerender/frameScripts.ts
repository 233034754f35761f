import { containerName, ROUTES, type FirstPaintCall } from '@dreampitch/app-frame/routes';
// A build tool, not an app: it reads the remote's copy from source, as the remote's own build does.
/* eslint-disable no-restricted-imports */
import {
  ageFieldHint,
  ageGroupEffect,
  AGE_MAX,
  dashboardGreeting,
  PARENTAL_CONSENT_AGE,
  serverErrorMessage,
} from '@dreampitch/domain';
import { familySubtitle } from '../../../remotes/tracker/src/features/family/familyCopy';
import { aroundName } from '../firstPaint/aroundName';
import type { AgeHints } from '../firstPaint/fillAccountFrame';
import type { FamilySubtitles } from '../firstPaint/fillFamilyFrame';
/* eslint-enable no-restricted-imports */

/** ProfileDetails' age hints: under 13 the age is the parent's to change (whatever it is), else what its group changes. */
export function ageHints(): AgeHints {
  const locked = serverErrorMessage('parent_changes_age');
  if (!locked) throw new Error('The locked age has no message.');
  const hints: string[] = [];
  const hintOfAge: number[] = [];
  for (let age = PARENTAL_CONSENT_AGE; age <= AGE_MAX; age++) {
    const hint = ageGroupEffect(age);
    if (!hints.includes(hint)) hints.push(hint);
    hintOfAge.push(hints.indexOf(hint));
  }
  return {
    youngest: PARENTAL_CONSENT_AGE,
    oldest: AGE_MAX,
    hints,
    hintOfAge,
    locked,
    outOfRange: ageFieldHint(''),
  };
}

export const familySubtitles = (): FamilySubtitles => ({
  parent: aroundName((name) => familySubtitle('parent', name)),
  player: familySubtitle('player', ''),
});

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
