/**
 * The frames of the signed-in pages whose first screen shows the visitor's own details (first paint `filled-details`,
 * libs/app-frame/src/routes): the account's details form with its age-group hint, the family page's header and
 * e-mail check and its Child Accounts lead. Built from the pages' own components, with nobody's details: the HTML
 * file is cached by the service worker for any visitor. Each HTML's script (frameScripts.ts) fills the frame from the session supabase-js stored on this
 * device, before the first paint, and keeps it for the app's first render (PageSkeleton.tsx, KEPT_FRAME_KEY), which
 * shows that very markup until the page replaces it with the same boxes. The browser never downloads this code.
 */
// Bundled only into the build-time render, never the browser's: it renders the remote's components from source.
/* eslint-disable no-restricted-imports */
import { ACCOUNT_SUBTITLE, PAGE_TITLES, toAppUser } from '@dreampitch/domain';
import { SessionProvider } from '@dreampitch/session';
import { PageHeader, Section } from '@dreampitch/ui';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EmailVerification } from '../../../remotes/tracker/src/features/account/EmailVerification';
import {
  CHILD_ACCOUNTS_TITLE,
  ChildAccountsLead,
} from '../../../remotes/tracker/src/features/family/ChildAccounts';
import {
  PROFILE_DETAILS_TITLE,
  ProfileDetails,
} from '../../../remotes/tracker/src/features/account/ProfileDetails';
import {
  FAMILY_HEADING,
  familySubtitle,
  PARENT_EMAIL_CHECK_WHY,
} from '../../../remotes/tracker/src/features/family/familyCopy';
import { FRAME_PENDING_CLASS } from '@dreampitch/app-frame/routes';
/* eslint-enable no-restricted-imports */

/** What the frame's status says while the session is restored (as every framed page's skeleton). */
const CHECKING = 'Checking your account';

/** Nobody: the form and the e-mail check as the page draws them, empty until the script fills them in. */
const NOBODY = toAppUser(null, { id: '', email: '', metadata: { accountType: 'player' } });

/** The skeleton's cards under the frame, so the footer stays below the fold whatever replaces them. */
const cards = (
  <div className="shell-skeleton" role="status">
    <span className="visually-hidden">{CHECKING}</span>
    {[1, 2, 3].map((card) => (
      <div key={card} className="shell-skeleton__card" aria-hidden="true" />
    ))}
  </div>
);

/** /app/account: its header, and its first section, the details form (AccountPage.tsx), unseen until filled. */
function AccountFrame() {
  return (
    <div className="dp-container tracker-page tracker-account">
      <PageHeader title={PAGE_TITLES.account} subtitle={ACCOUNT_SUBTITLE} />
      <Section title={PROFILE_DETAILS_TITLE} className={FRAME_PENDING_CLASS}>
        <ProfileDetails user={NOBODY} />
      </Section>
      {cards}
    </div>
  );
}

/**
 * /app/family: a parent's header and e-mail check (ParentDashboard.tsx), then the Child Accounts section's heading and
 * lead, which the page draws for every parent (ChildAccounts.tsx): static copy, nothing to act on. For a parent whose
 * address is proven it is the largest paint the page has, so it comes from the HTML, not after the page's code and
 * data. All unseen until the script knows the visitor.
 */
function FamilyFrame() {
  const unproven = { data: { email: '', verified: false }, loading: false, error: null };
  return (
    <div className={`dp-container tracker-page tracker-family-page ${FRAME_PENDING_CLASS}`}>
      <PageHeader title={FAMILY_HEADING} subtitle={familySubtitle('parent', '')} />
      <EmailVerification
        status={{ ...unproven, reload: () => {}, setData: () => {} }}
        why={PARENT_EMAIL_CHECK_WHY}
      />
      <Section title={CHILD_ACCOUNTS_TITLE} className="tracker-family-no-print">
        <ChildAccountsLead />
      </Section>
      {cards}
    </div>
  );
}

const FRAMES: Record<string, () => ReactNode> = {
  '/app/account': AccountFrame,
  '/app/family': FamilyFrame,
};

/** The frame of `path` (first paint `filled-details`) as its HTML holds it before its script runs. */
export function storedFrameMarkup(path: string): string {
  const Frame = FRAMES[path];
  if (!Frame) throw new Error(`${path} has no frame drawn from the stored session.`);
  return renderToStaticMarkup(
    <SessionProvider>
      <Frame />
    </SessionProvider>,
  );
}
