/**
 * The frames of the signed-in pages that have HTML of their own (first paint `header`, `filled-header` or
 * `filled-details`, libs/app-frame/src/routes): the page's container (its classes place the header where the page
 * puts it) and header, the page's own copy, and for some what the visitor's own details fill in (the account's
 * details form, the family page's e-mail check and its Child Accounts lead), over the skeleton's cards. Built from the
 * pages' own components, with nobody's details: the HTML file is cached by the service worker for any visitor. Each
 * HTML's script (shell/src/firstPaint/fillFrame.ts) fills the frame from this device before the first paint and keeps
 * it for the app's first render (PageSkeleton.tsx, KEPT_FRAME_KEY), which shows that very markup until the page
 * replaces it with the same boxes. The browser never downloads this code.
 */
// Bundled only into the build-time render, never the browser's: it renders the remote's components from source.
/* eslint-disable no-restricted-imports */
import {
  ACCOUNT_SUBTITLE,
  DASHBOARD_SETTINGS_LABEL,
  DASHBOARD_SUBTITLE,
  DATA_EXPORT_SUBTITLE,
  dashboardGreeting,
  GOAL_TEMPLATES_SUBTITLE,
  INSIGHTS_SUBTITLE,
  MINDSET_SUBTITLE,
  SUPPORT_SUBTITLE,
  toAppUser,
} from '@dreampitch/domain';
import { SessionProvider } from '@dreampitch/session';
import { Button, Icon, PageHeader, Section } from '@dreampitch/ui';
import { UpgradeHero, upgradePageClassName } from '@dreampitch/ui/upgrade-hero';
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
import { FRAME_PENDING_CLASS, routeAt, ROUTES } from '@dreampitch/app-frame/routes';
/* eslint-enable no-restricted-imports */

/** What the frame's status says while the session is restored (as every page's skeleton). */
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

/** A page whose header is its title and a line under it, in a container with the page's own `classes`. */
const titled = (classes: string, subtitle: string) =>
  function TitledFrame({ title }: { title: string }) {
    return (
      <div className={`dp-container ${classes}`}>
        <PageHeader title={title} subtitle={subtitle} />
        {cards}
      </div>
    );
  };

/**
 * The dashboard: the greeting's header, unseen (in its place) until the script greets the stored session's player.
 * The settings button is not usable until the page takes over (a press here would open nothing): said to assistive
 * technology, and automated clicks wait for the page's own button. No visual change: the page's button replaces it.
 */
function DashboardFrame() {
  return (
    <div className="dp-container tracker-page tracker-dashboard">
      <PageHeader
        className={FRAME_PENDING_CLASS}
        title={dashboardGreeting('')}
        subtitle={DASHBOARD_SUBTITLE}
        actions={
          <Button variant="secondary" icon={<Icon name="bell" />} aria-expanded={false} aria-disabled="true">
            {DASHBOARD_SETTINGS_LABEL}
          </Button>
        }
      />
      {cards}
    </div>
  );
}

/** The upgrade page: the hero of Pro, the plan a visit starts with (the script hides it for another choice). */
function SubscriptionFrame() {
  return (
    <div className={upgradePageClassName('pro')}>
      <UpgradeHero plan="pro" />
      {cards}
    </div>
  );
}

/** /app/account: its header, and its first section, the details form (AccountPage.tsx), unseen until filled. */
function AccountFrame({ title }: { title: string }) {
  return (
    <div className="dp-container tracker-page tracker-account">
      <PageHeader title={title} subtitle={ACCOUNT_SUBTITLE} />
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

/** Each framed route's frame, by the module the route table names for it. */
export const FRAMES: Readonly<Record<string, (props: { title: string }) => ReactNode>> = {
  DashboardPage: DashboardFrame,
  SubscriptionPage: SubscriptionFrame,
  AccountPage: AccountFrame,
  ParentDashboardPage: FamilyFrame,
  InsightsPage: titled('tracker-page pro-page', INSIGHTS_SUBTITLE),
  MindsetPage: titled('tracker-page pro-page', MINDSET_SUBTITLE),
  DataExportPage: titled('tracker-page pro-page', DATA_EXPORT_SUBTITLE),
  GoalTemplatesPage: titled('templates-page', GOAL_TEMPLATES_SUBTITLE),
  SupportPage: titled('support-page', SUPPORT_SUBTITLE),
};

/** The frame of `path` as its HTML holds it before its script runs. */
export function storedFrameMarkup(path: string): string {
  const route = routeAt(ROUTES, path);
  const Frame = route && FRAMES[route.module];
  if (!route || !Frame) throw new Error(`${path} has no frame.`);
  return renderToStaticMarkup(
    <SessionProvider>
      <Frame title={route.title} />
    </SessionProvider>,
  );
}
