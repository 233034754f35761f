import { containerName, routeAt, ROUTES, type FirstPaintCall } from '@dreampitch/app-frame/routes';
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
import type { AgeHints, AroundName, FrameFill } from '../firstPaint/fillFrame';
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

/** `sentence`'s words around the name it is given, and its words for no name (''), for fillFrame. */
export function aroundName(sentence: (name: string) => string): AroundName {
  const [before = '', after = ''] = sentence('\u0000').split('\u0000');
  return { before, after, nameless: sentence('') };
}

/** What each framed page's script fills in (fillFrame.ts), by the module the route table names for the route. */
const FILLS: Readonly<Record<string, () => Omit<FrameFill, 'path'>>> = {
  DashboardPage: () => ({ greeting: aroundName(dashboardGreeting) }),
  SubscriptionPage: () => ({ chosenPlan: true }),
  AccountPage: () => ({ ages: ageHints() }),
  ParentDashboardPage: () => ({
    family: {
      parent: aroundName((name) => familySubtitle('parent', name)),
      player: familySubtitle('player', ''),
    },
  }),
};

/**
 * The inline script a signed-in page's HTML runs after its frame, before the first paint (fillFrame.ts): what the
 * page's frame needs of this device, and the frame kept for the app's first render.
 */
export function frameScript(path: string): FirstPaintCall {
  const module = routeAt(ROUTES, path)?.module ?? '';
  return { script: 'fillFrame', args: { path, ...FILLS[module]?.() } satisfies FrameFill };
}

/**
 * The remote modules of the routes whose first paint the build renders; the stub must provide each from source (for
 * a signed-in route: the CSS that places its header, which the frame's container classes use, comes into the build
 * with it).
 */
export const PRERENDERED_MODULES = ROUTES.filter(
  (route) => route.firstPaint !== 'skeleton' && route.owner !== 'shell',
).map((route) => `${containerName(route.owner as Exclude<typeof route.owner, 'shell'>)}/${route.module}`);
