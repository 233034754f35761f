import { metadataText, storedUser, type StoredUser } from '@dreampitch/data/device-session';
import {
  appState,
  FRAME_PENDING_CLASS,
  frameKeeper,
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
  /** The distinct hints of the ages from `youngest` to the oldest the form takes, and which one each age shows. */
  hints: string[];
  hintOfAge: number[];
  /** Under `youngest`: the age is locked. */
  locked: string;
  /** Anything that is no age the form takes. */
  outOfRange: string;
}

/**
 * What a frame's script fills in before the first paint, for what its HTML cannot know: the build gives each framed
 * route's script the words of its page (shell/src/prerender/storedFrames.tsx). A frame with none is the same for
 * every visitor who may open it.
 */
export interface FrameFill {
  path: string;
  /** The dashboard: its greeting of the stored session's player. */
  greeting?: AroundName;
  /** The upgrade page: Pro's hero waits unseen when the visit chose a plan on the page before. */
  chosenPlan?: true;
  /** The family page: a parent's greeting and e-mail check, or the player's header (familySubtitle's words). */
  family?: { parent: AroundName; player: string };
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
export default function fillFrame({ path, greeting, chosenPlan, family, ages }: FrameFill): void {
  const frame = document.querySelector(`.${KEPT_FRAME_CLASS}`);
  const user = storedUser();
  if (!frame) return;
  if (greeting || family || ages) {
    if (!user) return;
    const heading = frame.querySelector('h1');
    if (greeting && heading) heading.textContent = withName(greeting, metadataText(user, 'first_name'));
    if (family) fillFamily(frame, user, family);
    if (ages) fillAccount(frame, user, ages);
  }
  for (const pending of frame.querySelectorAll(`.${FRAME_PENDING_CLASS}`))
    pending.classList.remove(FRAME_PENDING_CLASS);
  if (chosenPlan && appState()?.selectedPlan != null)
    frame.querySelector('.billing-upgrade__hero')?.classList.add(FRAME_PENDING_CLASS);
  frameKeeper[KEPT_FRAME_KEY] = { path, html: frame.innerHTML };
  document.addEventListener(PAGE_READY_EVENT, () => delete frameKeeper[KEPT_FRAME_KEY], { once: true });
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
function fillFamily(frame: Element, user: StoredUser, subtitles: NonNullable<FrameFill['family']>): void {
  // The build drew both (storedFrames.tsx, whose tests fill each frame as the page draws it).
  const subtitle = frame.querySelector('.dp-page-header__subtitle')!;
  const emailCheck = frame.querySelector('.tracker-verify-email')!;
  if (user.user_metadata?.accountType !== 'parent') {
    subtitle.textContent = subtitles.player;
    emailCheck.remove();
    frame.querySelector('section')?.remove();
    frame.firstElementChild!.className = 'dp-container tracker-page';
    return;
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
}

/**
 * The account page: the stored session's names, and for a player the age with what its group changes (the locked
 * hint under 13) and the parent e-mail, as ProfileDetails draws them from the profile; the account page keeps those
 * details in step with the profile (libs/data/src/account/supabase.ts). The form cannot be used until the page takes
 * over (inert, each control said to be unavailable): nothing typed before then can be lost.
 */
function fillAccount(frame: Element, user: StoredUser, ages: AgeHints): void {
  // The build drew it (storedFrames.tsx).
  const form = frame.querySelector('form')!;
  const field = (name: string) => frame.querySelector(`[name=${name}]`);
  const fill = (name: string, value: string) => field(name)?.setAttribute('value', value);
  fill('firstName', metadataText(user, 'first_name'));
  fill('lastName', metadataText(user, 'last_name'));
  if (user.user_metadata?.accountType === 'parent') {
    for (const name of ['age', 'parentEmail']) field(name)?.parentElement?.remove();
  } else {
    const stored = user.user_metadata?.age;
    const age = typeof stored === 'number' ? stored : null;
    fill('age', age === null ? '' : String(age));
    const locked = age !== null && age < ages.youngest;
    // Undefined for no age, an age out of range and one that is not a whole number.
    const hint = age === null ? undefined : ages.hints[ages.hintOfAge[age - ages.youngest] ?? -1];
    const hintElement = field('age')?.parentElement?.querySelector('.dp-field__hint');
    if (hintElement) hintElement.textContent = locked ? ages.locked : (hint ?? ages.outOfRange);
    if (locked) field('age')?.setAttribute('readonly', '');
    fill('parentEmail', metadataText(user, 'parentEmail'));
  }
  form.setAttribute('inert', '');
  for (const control of form.querySelectorAll('input,button')) control.setAttribute('aria-disabled', 'true');
}
