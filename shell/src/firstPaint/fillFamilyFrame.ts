import { metadataText, storedUser } from '@dreampitch/data/device-session';
import { KEPT_FRAME_CLASS } from '@dreampitch/app-frame/routes';
import type { AroundName } from './aroundName';
import { keepFrame } from './keepFrame';

/** The family page's subtitles (familySubtitle's words, taken from the tracker by the build). */
export interface FamilySubtitles {
  parent: AroundName;
  player: string;
}

/**
 * The family page's first-paint script: a parent's greeting, the Child Accounts lead and, when the address is not
 * proven, the e-mail check with the address; a player's header alone. Whether the address is proven comes from the
 * server (account_email_status), after the page's code; the stored session's user only selects which notice shows
 * first (a product decision). The server records its answer in the user's app_metadata (`email_proven`, which the
 * user cannot write), and the app refreshes the stored session when the server's answer differs from it (the account
 * repository's emailStatus). A session that a GoTrue link opened carries GoTrue's user as it was before the database
 * recorded the proof, until its first refresh: GoTrue's confirmation after the sign-up (an address confirmed later
 * than the account was created, private.record_auth_confirmation) counts too. The page shows the server's answer in
 * its place when it differs.
 */
export default function fillFamilyFrame(subtitles: FamilySubtitles): void {
  const user = storedUser();
  const frame = document.querySelector(`.${KEPT_FRAME_CLASS}`);
  const subtitle = frame?.querySelector('.dp-page-header__subtitle');
  const emailCheck = frame?.querySelector('.tracker-verify-email');
  if (!user || !frame || !subtitle || !emailCheck) return;
  if (user.user_metadata?.accountType === 'parent') {
    const name = metadataText(user, 'first_name');
    const { before, after, nameless } = subtitles.parent;
    subtitle.textContent = name ? before + name + after : nameless;
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
  } else {
    subtitle.textContent = subtitles.player;
    emailCheck.remove();
    frame.querySelector('section')?.remove();
    if (frame.firstElementChild) frame.firstElementChild.className = 'dp-container tracker-page';
  }
  keepFrame(frame, '/app/family');
}
