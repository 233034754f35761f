/**
 * The first-paint scripts of the signed-in pages' frames (shell/src/firstPaint) with the words the build gives them,
 * from the code that draws the pages. Apart from the frames' components so the build's route lists (routes.ts) do
 * not load them.
 */
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
import { familySubtitle } from '../../remotes/tracker/src/features/family/familyCopy';
import { aroundName } from '../../shell/src/firstPaint/aroundName';
import type { AgeHints } from '../../shell/src/firstPaint/fillAccountFrame';
import type { FamilySubtitles } from '../../shell/src/firstPaint/fillFamilyFrame';
/* eslint-enable no-restricted-imports */
import type { FirstPaintCall } from './firstPaint';

/** ProfileDetails' age hints: under 13 the age is the parent's to change (whatever it is), else what its group changes. */
function ageHints(): AgeHints {
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

const familySubtitles = (): FamilySubtitles => ({
  parent: aroundName((name) => familySubtitle('parent', name)),
  player: familySubtitle('player', ''),
});

/**
 * The first-paint script a framed page's HTML runs after its frame, before the first paint, for what the file cannot
 * know: on the dashboard, the greeting of the session stored on the device (the file itself, cached by the service
 * worker, names nobody); on the upgrade page, a plan chosen on the page before; on the account and family pages, the
 * visitor's details and e-mail check (storedFrames.tsx draws those frames).
 */
export const FRAME_SCRIPTS: Readonly<Record<string, FirstPaintCall>> = {
  '/app/dashboard': { script: 'greetStoredPlayer', args: aroundName(dashboardGreeting) },
  '/app/subscription': { script: 'holdChosenPlanHero' },
  '/app/account': { script: 'fillAccountFrame', args: ageHints() },
  '/app/family': { script: 'fillFamilyFrame', args: familySubtitles() },
};
