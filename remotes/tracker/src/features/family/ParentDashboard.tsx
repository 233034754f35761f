import {
  CONSENT_LINK_PARAM,
  managedUsernameOf,
  PURCHASE_APPROVAL_LINK_PARAM,
  otherPartyName,
  type AppUser,
  type FamilyLink,
} from '@dreampitch/domain';
import { useAuth, useSubscription } from '@dreampitch/session';
import {
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  ErrorMessage,
  Icon,
  PageHeader,
  Section,
  Spinner,
} from '@dreampitch/ui';
import { useLocation } from '@dreampitch/ui/router';
import { lazy, Suspense, useState } from 'react';
import { KeptCopyNotice } from '../../lib/KeptCopyNotice';
import { useEmailStatus } from '../account/api/useAccount';
import { usePurchaseRequests } from './api/purchaseRequests';
import { useFamilyActions, useFamilyLinks, useFamilyNotices } from './api/useFamily';
import { ConsentNotice } from './ConsentNotice';
import { KeptFrame, keptFamilyFrame } from './keptFrame';
import { FAMILY_HEADING, familySubtitle, PARENT_EMAIL_CHECK_WHY, PLAYER_EMAIL_CHECK_WHY } from './familyCopy';
import '../../styles/tracker.css';
import './family.css';

// What is not the parent's first screen loads after the first render instead of with it, in two chunks by what shows:
// the children's cards, weekly report and plans (Parent plan) only when the parent has linked players; the forms under
// them (child accounts, invitations) for every parent. Then a mailed consent link, and a player's own panel.
const LinkedChildren = lazy(() =>
  import(/* webpackChunkName: "family-children" */ './LinkedChildren').then((module) => ({
    default: module.LinkedChildren,
  })),
);
const ChildrenPlans = lazy(() =>
  import(/* webpackChunkName: "family-children" */ './ChildrenPlans').then((module) => ({
    default: module.ChildrenPlans,
  })),
);
const InvitePlayer = lazy(() =>
  import(/* webpackChunkName: "family-forms" */ './InvitePlayer').then((module) => ({
    default: module.InvitePlayer,
  })),
);
const ChildAccounts = lazy(() =>
  import(/* webpackChunkName: "family-forms" */ './ChildAccounts').then((module) => ({
    default: module.ChildAccounts,
  })),
);
const ConsentFromLink = lazy(() =>
  import('./ConsentFromLink').then((module) => ({ default: module.ConsentFromLink })),
);
// Shown only when there is something to say (a notice, an unproven e-mail): their code loads when they show.
const FamilyNotices = lazy(() =>
  import(/* webpackChunkName: "family-notices" */ './FamilyNotices').then((module) => ({
    default: module.FamilyNotices,
  })),
);
// A player's "Ask a parent" for Pro: its own chunk, loaded only when there is one (or its mailed link), as most
// visits have none.
const PurchaseRequests = lazy(() =>
  import(/* webpackChunkName: "family-purchase-requests" */ './PurchaseRequests').then((module) => ({
    default: module.PurchaseRequests,
  })),
);
const EmailVerification = lazy(() =>
  import(/* webpackChunkName: "family-notices" */ '../account/EmailVerification').then((module) => ({
    default: module.EmailVerification,
  })),
);
const FamilyPanel = lazy(() => import('./FamilyPanel').then((module) => ({ default: module.FamilyPanel })));

/** The mailed consent link's panel, loaded only when the address carries a consent token. */
function ConsentLinkPanel({ user }: { user: AppUser }) {
  const { search } = useLocation();
  if (!new URLSearchParams(search).has(CONSENT_LINK_PARAM)) return null;
  return (
    <Suspense fallback={<Spinner label="Checking your link…" />}>
      <ConsentFromLink user={user} />
    </Suspense>
  );
}

/**
 * The players' plan requests, once there is one or the address carries an approval link; shown from then on, so the
 * outcome of declining the last one stays on screen.
 */
function PlanRequests({ userId }: { userId: string }) {
  const { search } = useLocation();
  const requests = usePurchaseRequests(userId);
  const [shown, setShown] = useState(false);
  const asked =
    new URLSearchParams(search).has(PURCHASE_APPROVAL_LINK_PARAM) || (requests.data?.length ?? 0) > 0;
  if (asked && !shown) setShown(true);
  if (!asked && !shown) return null;
  return (
    <Suspense fallback={null}>
      <PurchaseRequests userId={userId} />
    </Suspense>
  );
}

/**
 * A parent's invitation to a player's e-mail shows once the player proved the address (the server matches only a
 * proven one). Under the panel, so nothing moves when it arrives; a parent-managed child has no mailbox to prove.
 */
function PlayerEmailCheck({ user }: { user: AppUser }) {
  const emailStatus = useEmailStatus(managedUsernameOf(user.email) === null ? user.id : null);
  if (emailStatus.data?.verified !== false) return null;
  return <EmailVerification status={emailStatus} why={PLAYER_EMAIL_CHECK_WHY} />;
}

/** /app/family: the parental dashboard for parent accounts; players see their Family panel here too. */
export function ParentDashboard() {
  const { user, loading } = useAuth();
  if (loading || !user) return <Spinner label="Loading your family…" centered />;
  if (user.accountType !== 'parent') {
    return (
      <div className="dp-container tracker-page">
        <PageHeader title={FAMILY_HEADING} subtitle={familySubtitle(user.accountType, user.firstName)} />
        <KeptCopyNotice />
        <ConsentLinkPanel user={user} />
        <Suspense fallback={<Spinner label="Loading your family links…" />}>
          <FamilyPanel user={user} />
          <PlayerEmailCheck user={user} />
        </Suspense>
      </div>
    );
  }
  return <ParentDashboardFor user={user} />;
}

function ParentDashboardFor({ user }: { user: AppUser }) {
  const links = useFamilyLinks(user.id);
  const emailStatus = useEmailStatus(user.id);
  const notices = useFamilyNotices(user.id);
  // Kept on screen until the page can take its place: read once, as the shell drops it when the page is ready.
  const [kept] = useState(keptFamilyFrame);
  const settled = (query: { data: unknown; error: Error | null }) =>
    query.data !== null || query.error !== null;
  const header = (
    <PageHeader title={FAMILY_HEADING} subtitle={familySubtitle(user.accountType, user.firstName)} />
  );
  const loading = (
    <div className="dp-container tracker-page tracker-family-page">
      {header}
      <Spinner label="Loading your family…" centered />
    </div>
  );

  // The page shows once all it draws first is known, the code of its notices included (each answer renders as a
  // transition, so React keeps the frame or the spinner on screen while that code loads): the family would otherwise
  // be pushed down by what arrives above it (a layout shift of 0.29 on a phone), and the frame's e-mail check would
  // give way to a spinner, then come back.
  return (
    <Suspense fallback={loading}>
      {settled(emailStatus) && settled(notices) && settled(links) ? (
        <div className="dp-container tracker-page tracker-family-page">
          {header}
          <KeptCopyNotice />
          {notices.data && notices.data.length > 0 && <FamilyNotices notices={notices.data} />}
          <ConsentLinkPanel user={user} />
          <PlanRequests userId={user.id} />
          {emailStatus.data?.verified === false && (
            <EmailVerification status={emailStatus} why={PARENT_EMAIL_CHECK_WHY} />
          )}
          <FamilyBody user={user} links={links} emailVerified={emailStatus.data?.verified === true} />
        </div>
      ) : kept === null ? (
        loading
      ) : (
        <KeptFrame html={kept} />
      )}
    </Suspense>
  );
}

function FamilyBody({
  user,
  links,
  emailVerified,
}: {
  user: AppUser;
  links: ReturnType<typeof useFamilyLinks>;
  emailVerified: boolean;
}) {
  const { tier } = useSubscription();
  const family = useFamilyActions();
  const list = links.data ?? [];
  const children = list.filter((link) => link.status === 'confirmed' && link.role === 'parent');
  const waitingForMe = list.filter((link) => link.awaitingMe);
  const sentInvites = list.filter((link) => link.status === 'pending' && !link.awaitingMe);
  const onParentPlan = tier === 'parent';
  return (
    <>
      {links.error && (
        <ErrorMessage title="Could not load your family" onRetry={links.reload}>
          {links.error.message}
        </ErrorMessage>
      )}

      {waitingForMe.length > 0 && (
        <Section title="Link Requests" className="tracker-family-no-print">
          <ul className="tracker-family-list">
            {waitingForMe.map((link) => (
              <li key={link.id}>
                <LinkRequest
                  link={link}
                  onConfirm={() => family.confirmLink(link)}
                  onDecline={() => family.removeLink(link, 'Request declined.')}
                />
              </li>
            ))}
          </ul>
        </Section>
      )}

      {!onParentPlan && (
        <Card tone="highlight" className="tracker-family-upgrade tracker-family-no-print">
          <h2>Unlock the parental dashboard</h2>
          <p>
            Link requests and consent work on any plan. The Parent plan ($8/month) adds the dashboard: each
            child&apos;s goals, progress, check-ins, sessions and game stats, involvement levels with goal
            approval and game-time limits, and the weekly family report.
          </p>
          <ButtonLink to="/app/subscription" state={{ selectedPlan: 'parent' }} size="lg">
            Upgrade to Parent
          </ButtonLink>
        </Card>
      )}

      {onParentPlan && links.data && children.length === 0 && (
        <Card className="tracker-empty">
          <p className="tracker-empty__icon">
            <Icon name="family" />
          </p>
          <h2>No linked players yet</h2>
          <p>Confirm a player&apos;s request above, or invite your player by e-mail below.</p>
        </Card>
      )}

      {onParentPlan && children.length > 0 && (
        <Suspense fallback={<Spinner label="Loading your players…" centered />}>
          <LinkedChildren links={children} />
        </Suspense>
      )}

      <Suspense fallback={null}>
        {children.length > 0 && <ChildrenPlans userId={user.id} links={children} />}
      </Suspense>

      <Suspense fallback={<Spinner label="Loading child accounts…" />}>
        <ChildAccounts userId={user.id} links={list} verified={emailVerified} />
      </Suspense>

      <Suspense fallback={null}>
        <InvitePlayer invites={sentInvites} />
      </Suspense>
    </>
  );
}

function LinkRequest({
  link,
  onConfirm,
  onDecline,
}: {
  link: FamilyLink;
  onConfirm(): Promise<boolean>;
  onDecline(): Promise<boolean>;
}) {
  const name = otherPartyName(link);
  const underThirteen = link.child.age !== null && link.child.age < 13;
  return (
    <Card padding="sm" className="tracker-family-request">
      <p>
        <strong>{name}</strong>
        {link.child.email ? ` (${link.child.email})` : ''}
        {link.child.age !== null ? `, age ${link.child.age},` : ''} named you as their parent or guardian.
      </p>
      {underThirteen && <ConsentNotice childName={name} />}
      <div className="tracker-family-actions">
        <Button onClick={() => void onConfirm()} aria-label={`Confirm link with ${name}`}>
          {underThirteen ? 'Confirm and Give Consent' : 'Confirm'}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" aria-label={`Decline link with ${name}`}>
              Decline
            </Button>
          }
          title={`Decline ${name}'s request?`}
          consequence={`${name} will not be linked to you and you will not see their data. They can ask again later.`}
          confirmLabel="Decline Request"
          onConfirm={onDecline}
        />
      </div>
    </Card>
  );
}
