/**
 * The first-paint scripts of the signed-in pages' frames (shell/src/firstPaint) with the words the build gives them,
 * from the code that draws the pages. Apart from the frames' components so the route table's users (frameScripts.ts)
 * do not load them.
 */
// A build tool, not an app: it reads the remote's copy from source, as the remote's own build does.
/* eslint-disable no-restricted-imports */
import {
  ageFieldHint,
  ageGroupEffect,
  AGE_MAX,
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
