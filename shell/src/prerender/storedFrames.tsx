/**
 * The frames of the signed-in pages that have HTML of their own (first paint `framed`, libs/app-frame/src/routes): the
 * page's container (its classes place the header where the page puts it) and header, the page's own copy, and for
 * some what the visitor's own details fill in (the account's details form, the family page's e-mail check and its
 * Child Accounts lead), over the skeleton's cards. Built from the pages' own components, with nobody's details: the
 * HTML file is cached by the service worker for any visitor. Each HTML's script (shell/src/firstPaint/fillFrame.ts),
 * given the words of its page from here, fills the frame from this device before the first paint and keeps it for the
 * app's first render (PageSkeleton.tsx, KEPT_FRAME_KEY), which shows that very markup until the page replaces it with
 * the same boxes. The browser never downloads this code.
 */
// Bundled only into the build-time render, never the browser's: it renders the remote's components from source.
/* eslint-disable no-restricted-imports */
import {
  ACCOUNT_SUBTITLE,
  ageFieldHint,
  ageGroupEffect,
  AGE_MAX,
  DASHBOARD_SETTINGS_LABEL,
  DASHBOARD_SUBTITLE,
  DATA_EXPORT_SUBTITLE,
  dashboardGreeting,
  GOAL_TEMPLATES_SUBTITLE,
  INSIGHTS_SUBTITLE,
  MINDSET_SUBTITLE,
  PARENTAL_CONSENT_AGE,
  serverErrorMessage,
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
import { FRAME_PENDING_CLASS, routeAt, ROUTES, type FirstPaintCall } from '@dreampitch/app-frame/routes';
import type { AgeHints, AroundName, FrameFill } from '../firstPaint/fillFrame';
import { SkeletonShapes } from '../layout/PageSkeleton';
/* eslint-enable no-restricted-imports */

/** Nobody: the form and the e-mail check as the page draws them, empty until the script fills them in. */
const NOBODY = toAppUser(null, { id: '', email: '', metadata: { accountType: 'player' } });
const UNPROVEN = {
  data: { email: '', verified: false },
  loading: false,
  error: null,
  reload() {},
  setData() {},
};

/**
 * The dashboard's settings button, not usable until the page takes over (a press here would open nothing): said to
 * assistive technology, and automated clicks wait for the page's own button. No visual change: the page's button
 * replaces it.
 */
const settingsButton = (
  <Button variant="secondary" icon={<Icon name="bell" />} aria-expanded={false} aria-disabled="true">
    {DASHBOARD_SETTINGS_LABEL}
  </Button>
);

/** ProfileDetails' age hints: under 13 the age is the parent's to change (whatever it is), else what its group changes. */
function ageHints(): AgeHints {
  const locked = serverErrorMessage('parent_changes_age');
  if (!locked) throw new Error('The locked age has no message.');
  const ofAge = Array.from({ length: AGE_MAX - PARENTAL_CONSENT_AGE + 1 }, (_, at) =>
    ageGroupEffect(PARENTAL_CONSENT_AGE + at),
  );
  const hints = [...new Set(ofAge)];
  const hintOfAge = ofAge.map((hint) => hints.indexOf(hint));
  return { youngest: PARENTAL_CONSENT_AGE, hints, hintOfAge, locked, outOfRange: ageFieldHint('') };
}

/** `sentence`'s words around the name it is given, and its words for no name (''), for fillFrame. */
function aroundName(sentence: (name: string) => string): AroundName {
  const [before = '', after = ''] = sentence('\u0000').split('\u0000');
  return { before, after, nameless: sentence('') };
}

interface Frame {
  /** The page's container: its classes place the header where the page puts it. */
  className: string;
  /** The page's first boxes as its HTML holds them, given the route's title. */
  draw: (title: string) => ReactNode;
  /** What its script fills in from this device; none for a frame the same for every visitor. */
  fill?: Omit<FrameFill, 'path'>;
}

/** A page whose header is its title and a line under it, in a container with the page's own `classes`. */
const titled = (classes: string, subtitle: string): Frame => ({
  className: `dp-container ${classes}`,
  draw: (title) => <PageHeader title={title} subtitle={subtitle} />,
});

/** Each framed route's frame, by the module the route table names for it. */
const FRAMES: Readonly<Record<string, Frame>> = {
  /** The greeting's header, unseen (in its place) until the script greets the stored session's player. */
  DashboardPage: {
    className: 'dp-container tracker-page tracker-dashboard',
    draw: () => (
      <PageHeader
        className={FRAME_PENDING_CLASS}
        title={dashboardGreeting('')}
        subtitle={DASHBOARD_SUBTITLE}
        actions={settingsButton}
      />
    ),
    fill: { greeting: aroundName(dashboardGreeting) },
  },
  /** The hero of Pro, the plan a visit starts with (the script hides it for another choice). */
  SubscriptionPage: {
    className: upgradePageClassName('pro'),
    draw: () => <UpgradeHero plan="pro" />,
    fill: { chosenPlan: true },
  },
  /** The header and the first section, the details form (AccountPage.tsx), unseen until filled. */
  AccountPage: {
    className: 'dp-container tracker-page tracker-account',
    draw: (title) => (
      <>
        <PageHeader title={title} subtitle={ACCOUNT_SUBTITLE} />
        <Section title={PROFILE_DETAILS_TITLE} className={FRAME_PENDING_CLASS}>
          <ProfileDetails user={NOBODY} />
        </Section>
      </>
    ),
    fill: { ages: ageHints() },
  },
  /**
   * A parent's header and e-mail check (ParentDashboard.tsx), then the Child Accounts section's heading and lead, which
   * the page draws for every parent (ChildAccounts.tsx): static copy, nothing to act on. For a parent whose address is
   * proven it is the largest paint the page has, so it comes from the HTML, not after the page's code and data. All
   * unseen until the script knows the visitor.
   */
  ParentDashboardPage: {
    className: `dp-container tracker-page tracker-family-page ${FRAME_PENDING_CLASS}`,
    draw: () => (
      <>
        <PageHeader title={FAMILY_HEADING} subtitle={familySubtitle('parent', '')} />
        <EmailVerification status={UNPROVEN} why={PARENT_EMAIL_CHECK_WHY} />
        <Section title={CHILD_ACCOUNTS_TITLE} className="tracker-family-no-print">
          <ChildAccountsLead />
        </Section>
      </>
    ),
    fill: {
      family: {
        parent: aroundName((name) => familySubtitle('parent', name)),
        player: familySubtitle('player', ''),
      },
    },
  },
  InsightsPage: titled('tracker-page pro-page', INSIGHTS_SUBTITLE),
  MindsetPage: titled('tracker-page pro-page', MINDSET_SUBTITLE),
  DataExportPage: titled('tracker-page pro-page', DATA_EXPORT_SUBTITLE),
  GoalTemplatesPage: titled('templates-page', GOAL_TEMPLATES_SUBTITLE),
  SupportPage: titled('support-page', SUPPORT_SUBTITLE),
};

/**
 * The frame of `path` as its HTML holds it before its script runs, naming nobody, and that script (fillFrame.ts): what
 * the frame needs of this device, and the frame kept for the app's first render. The page's first boxes sit over the
 * skeleton's cards, so the footer stays below the fold whatever replaces them; the status says what every page's
 * skeleton says while the session is restored.
 */
export function storedFrame(path: string): { html: string; fill: FirstPaintCall } {
  const route = routeAt(ROUTES, path);
  const frame = route && FRAMES[route.module];
  if (!route || !frame) throw new Error(`${path} has no frame.`);
  return {
    html: renderToStaticMarkup(
      <SessionProvider>
        <div className={frame.className}>
          {frame.draw(route.title)}
          <SkeletonShapes label="Checking your account" />
        </div>
      </SessionProvider>,
    ),
    fill: { script: 'fillFrame', args: { path, ...frame.fill } satisfies FrameFill },
  };
}
