import { metadataText, storedUser } from '@dreampitch/data/device-session';
import { KEPT_FRAME_CLASS } from '@dreampitch/app-frame/routes';
import { keepFrame } from './keepFrame';

/** ProfileDetails' words for the age field's hint, taken from libs/domain by the build. */
export interface AgeHints {
  /** The youngest age whose hint is its group's (under it the age is the parent's to change). */
  youngest: number;
  oldest: number;
  /** The distinct hints of the ages from `youngest` to `oldest`, and which one each age shows. */
  hints: string[];
  hintOfAge: number[];
  /** Under `youngest`: the age is locked. */
  locked: string;
  /** Anything that is no age the form takes. */
  outOfRange: string;
}

/**
 * The account page's first-paint script: the stored session's names, and for a player the age with what its group
 * changes (the locked hint under 13) and the parent e-mail, as ProfileDetails draws them from the profile; the
 * account page keeps those details in step with the profile (libs/data/src/account/supabase.ts). The form cannot be
 * used until the page takes over (inert, each control said to be unavailable): nothing typed before then can be lost.
 */
export default function fillAccountFrame(ages: AgeHints): void {
  const user = storedUser();
  const frame = document.querySelector(`.${KEPT_FRAME_CLASS}`);
  const form = frame?.querySelector('form');
  if (!user || !frame || !form) return;
  const field = (name: string, value: string) => {
    const input = frame.querySelector(`[name=${name}]`);
    input?.setAttribute('value', value);
    return input;
  };
  field('firstName', metadataText(user, 'first_name'));
  field('lastName', metadataText(user, 'last_name'));
  if (user.user_metadata?.accountType === 'parent') {
    for (const name of ['age', 'parentEmail']) frame.querySelector(`[name=${name}]`)?.parentElement?.remove();
  } else {
    const stored = user.user_metadata?.age;
    const age = typeof stored === 'number' ? stored : null;
    const input = field('age', age === null ? '' : String(age));
    const locked = age !== null && age < ages.youngest;
    const hint =
      age === null || age % 1 || age > ages.oldest
        ? undefined
        : ages.hints[ages.hintOfAge[age - ages.youngest]!];
    const hintElement = input?.parentElement?.querySelector('.dp-field__hint');
    if (hintElement) hintElement.textContent = locked ? ages.locked : (hint ?? ages.outOfRange);
    if (locked) input?.setAttribute('readonly', '');
    field('parentEmail', metadataText(user, 'parentEmail'));
  }
  form.setAttribute('inert', '');
  for (const control of form.querySelectorAll('input,button')) control.setAttribute('aria-disabled', 'true');
  keepFrame(frame, '/app/account');
}
