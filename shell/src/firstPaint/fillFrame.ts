import { metadataText, storedUser, type StoredUser } from '@dreampitch/data/device-session';
import {
  FRAME_PENDING_CLASS,
  KEPT_FRAME_CLASS,
  KEPT_FRAME_KEY,
  PAGE_READY_EVENT,
} from '@dreampitch/app-frame/routes';

/** A sentence around a first name, as the build splits it (`sentence('\0')`), and the sentence without a name. */
export interface AroundName {
  before: string;
  after: string;
  nameless: string;
}

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

/** The family page's subtitles (familySubtitle's words, taken from the tracker by the build). */
export interface FamilySubtitles {
  parent: AroundName;
  player: string;
}

/**
 * What a frame's script fills in before the first paint, for what its HTML cannot know: the build gives each framed
 * route's script the words of its page (shell/src/prerender/frameScripts.ts). A frame with none is the same for
 * every visitor who may open it.
 */
export interface FrameFill {
  path: string;
  /** The dashboard: its greeting of the stored session's player. */
  greeting?: AroundName;
  /** The upgrade page: Pro's hero waits unseen when the visit chose a plan on the page before. */
  chosenPlan?: true;
  /** The family page: a parent's greeting and e-mail check, or the player's header. */
  family?: FamilySubtitles;
  /** The account page: the details form with the age group's hint. */
  ages?: AgeHints;
}

const withName = (words: AroundName, name: string) =>
  name ? words.before + name + words.after : words.nameless;

/**
 * Every framed route's first-paint script, right after its HTML's frame (drawn by the build from the pages'
 * components, naming nobody: the service worker caches the file for any visitor). It fills in what only this device
 * knows (the session supabase-js stored, a plan chosen on the page before), shows what waited unseen, and keeps the
 * frame for the app's first render on this path until the visit's first page is ready (KEPT_FRAME_KEY,
 * shell/src/layout/PageSkeleton.tsx), so no frame code is downloaded. A frame that needs a stored session and finds
 * none is not kept: it stays unseen, and the app sends the visitor to sign in.
 */
export default function fillFrame(fill: FrameFill): void {
  const frame = document.querySelector(`.${KEPT_FRAME_CLASS}`);
  const user = storedUser();
  if (!frame) return;
  if (fill.greeting || fill.family || fill.ages) {
    if (!user) return;
    if (fill.greeting) {
      const heading = frame.querySelector('h1');
      if (heading) heading.textContent = withName(fill.greeting, metadataText(user, 'first_name'));
    }
    if (fill.family && !fillFamily(frame, user, fill.family)) return;
    if (fill.ages && !fillAccount(frame, user, fill.ages)) return;
  }
  for (const pending of frame.querySelectorAll(`.${FRAME_PENDING_CLASS}`))
    pending.classList.remove(FRAME_PENDING_CLASS);
  const state: unknown = history.state;
  if (fill.chosenPlan && (state as { usr?: { selectedPlan?: unknown } } | null)?.usr?.selectedPlan != null)
    frame.querySelector('.billing-upgrade__hero')?.classList.add(FRAME_PENDING_CLASS);
  const kept = globalThis as { [KEPT_FRAME_KEY]?: { path: string; html: string } };
  kept[KEPT_FRAME_KEY] = { path: fill.path, html: frame.innerHTML };
  document.addEventListener(PAGE_READY_EVENT, () => delete kept[KEPT_FRAME_KEY], { once: true });
}

/**
 * The family page: a parent's greeting, the Child Accounts lead and, when the address is not proven, the e-mail check
 * with the address; a player's header alone. Whether the address is proven comes from the server
 * (account_email_status), after the page's code; the stored session's user only selects which notice shows first (a
 * product decision). The server records its answer in the user's app_metadata (`email_proven`, which the user cannot
 * write), and the app refreshes the stored session when the server's answer differs from it (the account
 * repository's emailStatus). A session that a GoTrue link opened carries GoTrue's user as it was before the database
 * recorded the proof, until its first refresh: GoTrue's confirmation after the sign-up (an address confirmed later
 * than the account was created, private.record_auth_confirmation) counts too. The page shows the server's answer in
 * its place when it differs.
 */
function fillFamily(frame: Element, user: StoredUser, subtitles: FamilySubtitles): boolean {
  const subtitle = frame.querySelector('.dp-page-header__subtitle');
  const emailCheck = frame.querySelector('.tracker-verify-email');
  if (!subtitle || !emailCheck) return false;
  if (user.user_metadata?.accountType !== 'parent') {
    subtitle.textContent = subtitles.player;
    emailCheck.remove();
    frame.querySelector('section')?.remove();
    if (frame.firstElementChild) frame.firstElementChild.className = 'dp-container tracker-page';
    return true;
  }
  subtitle.textContent = withName(subtitles.parent, metadataText(user, 'first_name'));
  const proven =
    user.app_metadata?.email_proven === true ||
    (Boolean(user.email_confirmed_at) && user.email_confirmed_at !== user.created_at);
  if (proven) emailCheck.remove();
  else {
    const address = emailCheck.querySelector('strong');
    if (address) address.textContent = typeof user.email === 'string' ? user.email : '';
    const button = emailCheck.querySelector('button');
    button?.setAttribute('inert', '');
    button?.setAttribute('aria-disabled', 'true');
  }
  return true;
}

/**
 * The account page: the stored session's names, and for a player the age with what its group changes (the locked
 * hint under 13) and the parent e-mail, as ProfileDetails draws them from the profile; the account page keeps those
 * details in step with the profile (libs/data/src/account/supabase.ts). The form cannot be used until the page takes
 * over (inert, each control said to be unavailable): nothing typed before then can be lost.
 */
function fillAccount(frame: Element, user: StoredUser, ages: AgeHints): boolean {
  const form = frame.querySelector('form');
  if (!form) return false;
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
  return true;
}
