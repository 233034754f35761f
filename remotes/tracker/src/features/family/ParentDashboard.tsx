import { getFamilyBackend, type ChildOverview } from '@dreampitch/data/family';
import {
  otherPartyName,
  weeklyReportRow,
  type AppUser,
  type FamilyLink,
  type WeeklyReportRow,
} from '@dreampitch/domain';
import { useAuth, useSubscription } from '@dreampitch/session';
import {
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  ErrorMessage,
  PageHeader,
  Section,
  Spinner,
} from '@dreampitch/ui';
import { lazy, Suspense } from 'react';
import { localIsoDate } from '../../lib/dates';
import { useLoaded, type Loaded } from '../../lib/useLoaded';
import { EmailVerification } from '../account/EmailVerification';
import { useEmailStatus } from '../account/useAccount';
import { ChildCard } from './ChildCard';
import { ChildrenPlans } from './ChildrenPlans';
import { ConsentFromLink } from './ConsentFromLink';
import { ConsentNotice } from './ConsentNotice';
import { EmailInviteForm } from './EmailInviteForm';
import { FamilyNotices } from './FamilyNotices';
import { FamilyPanel } from './FamilyPanel';
import { useFamilyAction, useFamilyLinks } from './useFamily';
import { WeeklyReport } from './WeeklyReport';
import '../../styles/tracker.css';
import './family.css';

// Creating and managing children's own accounts sits below the family's overview: its code loads after the first
// render instead of with it.
const ChildAccounts = lazy(() =>
  import('./ChildAccounts').then((module) => ({ default: module.ChildAccounts })),
);

/** /app/family: the parental dashboard for parent accounts; players see their Family panel here too. */
export function ParentDashboard() {
  const { user, loading } = useAuth();
  if (loading || !user) return <Spinner label="Loading your family…" centered />;
  if (user.accountType !== 'parent') {
    return (
      <div className="dp-container tracker-page">
        <PageHeader title="Family" subtitle="Who can see your training, and at which level." />
        <ConsentFromLink user={user} onLinked={() => undefined} />
        <FamilyPanel user={user} />
      </div>
    );
  }
  return <ParentDashboardFor user={user} />;
}

function ParentDashboardFor({ user }: { user: AppUser }) {
  const { tier } = useSubscription();
  const links = useFamilyLinks(user.id);
  const emailStatus = useEmailStatus(user.id);
  const run = useFamilyAction();
  const list = links.data ?? [];
  const children = list.filter((link) => link.status === 'confirmed' && link.role === 'parent');
  const waitingForMe = list.filter((link) => link.awaitingMe);
  const sentInvites = list.filter((link) => link.status === 'pending' && !link.awaitingMe);
  const onParentPlan = tier === 'parent';

  return (
    <div className="dp-container tracker-page tracker-family-page">
      <PageHeader
        title="Family"
        subtitle={`Follow your players' training, ${user.firstName || 'coach'}: goals, progress, check-ins and games.`}
      />

      <FamilyNotices userId={user.id} />
      <ConsentFromLink
        user={user}
        onLinked={() => {
          links.reload();
          emailStatus.reload();
        }}
      />
      <EmailVerification
        status={emailStatus}
        why="Requests from players who named your e-mail appear here once you prove the address is yours, and inviting a player needs it too."
      />

      {links.loading && !links.data && <Spinner label="Loading your family…" centered />}
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
                  onConfirm={() =>
                    run(
                      () => getFamilyBackend().confirmLink(link.id),
                      `You are now linked to ${otherPartyName(link)}.`,
                      links.reload,
                    )
                  }
                  onDecline={() =>
                    run(() => getFamilyBackend().removeLink(link.id), 'Request declined.', links.reload)
                  }
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
          <p className="tracker-empty__icon" aria-hidden="true">
            👨‍👧
          </p>
          <h2>No linked players yet</h2>
          <p>Confirm a player&apos;s request above, or invite your player by e-mail below.</p>
        </Card>
      )}

      {onParentPlan && children.length > 0 && (
        <LinkedChildren links={children} onLinkChanged={links.reload} />
      )}

      <ChildrenPlans userId={user.id} links={children} />

      <Suspense fallback={<Spinner label="Loading child accounts…" />}>
        <ChildAccounts
          userId={user.id}
          links={list}
          verified={emailStatus.data?.verified === true}
          onChanged={links.reload}
        />
      </Suspense>

      <Section title="Invite a Player" className="tracker-family-no-print">
        {sentInvites.length > 0 && (
          <ul className="tracker-family-list">
            {sentInvites.map((link) => (
              <li key={link.id}>
                <Card padding="sm" className="tracker-family-row">
                  <p>
                    Waiting for <strong>{link.child.email}</strong> to accept.
                  </p>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      void run(
                        () => getFamilyBackend().removeLink(link.id),
                        'Invitation withdrawn.',
                        links.reload,
                      )
                    }
                  >
                    Withdraw
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        )}
        <EmailInviteForm
          label="Player's email"
          hint="The player accepts from the Family panel of their goal tracker."
          submitLabel="Send Invite"
          onSubmit={(email) =>
            run(() => getFamilyBackend().inviteChild(email), `Invitation sent to ${email}.`, links.reload)
          }
        />
      </Section>
    </div>
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

/** The children's cards and the weekly report built from the same loaded data. */
function LinkedChildren({ links, onLinkChanged }: { links: FamilyLink[]; onLinkChanged(): void }) {
  const key = links.map((link) => link.child.id).join(',');
  const overviews = useLoaded<ChildOverview[]>(`family-overviews:${key}`, () =>
    Promise.all(links.map((link) => getFamilyBackend().getChildOverview(link.child.id!))),
  );
  const today = localIsoDate();
  const rows: WeeklyReportRow[] = (overviews.data ?? []).map((overview, index) =>
    weeklyReportRow(
      otherPartyName(links[index]!),
      {
        goals: overview.goals,
        quickTrack: overview.quickTrack,
        gamesPlayed: overview.gameStats.gamesPlayed,
        gameMinutes: overview.gameMinutesThisWeek,
        totalPoints: overview.gameStats.totalPoints,
      },
      today,
    ),
  );
  return (
    <>
      <Section title="Your Players" className="tracker-family-no-print">
        <div className="tracker-family-children">
          {links.map((link, index) => (
            <ChildCard
              key={link.id}
              link={link}
              overview={childSlice(overviews, index)}
              onLinkChanged={() => {
                onLinkChanged();
                overviews.reload();
              }}
            />
          ))}
        </div>
      </Section>
      {overviews.data && <WeeklyReport rows={rows} today={today} />}
    </>
  );
}

/** One child's part of the combined load, as its own Loaded value. */
function childSlice(all: Loaded<ChildOverview[]>, index: number): Loaded<ChildOverview> {
  return {
    data: all.data?.[index] ?? null,
    loading: all.loading,
    error: all.error,
    reload: all.reload,
    setData: () => undefined,
  };
}
