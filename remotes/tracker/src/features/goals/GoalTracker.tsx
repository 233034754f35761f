import {
  activeGoalCount,
  DEFAULT_AGE_GROUP,
  forgivingStreak,
  localIsoDate,
  streakDays,
  streakMessage,
} from '@dreampitch/domain';
import { useAuth, useSubscription } from '@dreampitch/session';
import {
  ButtonLink,
  Card,
  ErrorMessage,
  Icon,
  PageHeader,
  preloadDialog,
  Section,
  Spinner,
} from '@dreampitch/ui';
import { useLocation } from '@dreampitch/ui/router';
import { lazy, Suspense, useEffect } from 'react';
import { QuickTrackPanel } from '../quick-track/QuickTrackPanel';
import { GoalCard } from './GoalCard';
import { groupGoalsByPillar } from './goalGroups';
import { GoalLimitActions } from './GoalLimitActions';
import { useActivityDays, useGoals } from './api/useGoals';
import '../../styles/tracker.css';
import './goals.css';

// Below the goals, and each with its own repository (@dreampitch/data/pro, @dreampitch/data/family): loaded after the
// page's first render instead of with it, so the goals show sooner on a phone.
const ProTools = lazy(() => import('../pro/ProTools').then((module) => ({ default: module.ProTools })));
const FamilyPanel = lazy(() =>
  import('../family/FamilyPanel').then((module) => ({ default: module.FamilyPanel })),
);

function StreakNote({ streak }: { streak: number }) {
  return (
    <Card tone="muted" className="tracker-streak" role="note" aria-label="Training streak">
      <p>
        <Icon name="flame" /> <strong>Training streak: {streak === 1 ? '1 day' : `${streak} days`}</strong>
      </p>
      <p className="tracker-muted">{streakMessage(streak)}</p>
    </Card>
  );
}

/** /app/goal-tracker: the player's goals by pillar, Quick Track, and for visitors their locally saved goals. */
export function GoalTracker() {
  const { user, loading: authLoading } = useAuth();
  const { tier } = useSubscription();
  const location = useLocation();
  const userId = authLoading ? null : (user?.id ?? null);
  const goals = useGoals(userId);
  // The server counts the days of every check-in, Quick Track entry, session and game; only a signed-in player has a
  // streak.
  const activeDays = useActivityDays(userId);
  // A dialog's code loads when one first opens. Once a player's goals show, it is fetched (and so cached by the
  // service worker), so that at the pitch, offline, the goals' dialogs (edit, sessions, remove) open too.
  const hasGoals = Boolean(userId && goals.data?.length);
  useEffect(() => {
    if (hasGoals) preloadDialog().catch(() => undefined);
  }, [hasGoals]);

  if (authLoading) return <Spinner label="Loading your goals…" centered />;

  const list = goals.data ?? [];
  const ageGroup = user?.ageGroup ?? list[0]?.ageGroup ?? DEFAULT_AGE_GROUP;

  return (
    <div className="dp-container tracker-page">
      <PageHeader
        title="Goal Tracker"
        subtitle={
          user
            ? `Keep going, ${user.firstName || 'champion'}! Tick off sessions, check in, and watch your goals grow.`
            : 'Track your goals, log your training and see your progress.'
        }
      />

      {user && goals.data && activeDays.data && (
        // The goals as changed on this page count at once, before the server's days are read again.
        <StreakNote
          streak={forgivingStreak([...activeDays.data, ...streakDays(goals.data, [])], localIsoDate())}
        />
      )}

      {!user && (
        <Card tone="muted" className="tracker-sign-in" role="note" aria-label="Sign in">
          <p>Sign in to save your goals and check-ins to your account and see them on any device.</p>
          <ButtonLink to="/app/auth" state={{ from: location }}>
            Sign In
          </ButtonLink>
        </Card>
      )}

      <Section
        title="Your Goals"
        actions={
          goals.data && list.length > 0 ? (
            <GoalLimitActions tier={tier} goalCount={activeGoalCount(list)} />
          ) : null
        }
      >
        {goals.loading && <Spinner label="Loading your goals…" centered />}
        {goals.error && (
          <ErrorMessage title="Could not load your goals" onRetry={goals.reload}>
            {goals.error.message}
          </ErrorMessage>
        )}
        {goals.data && list.length === 0 && (
          <Card className="tracker-empty">
            <p className="tracker-empty__icon">
              <Icon name="target" />
            </p>
            <h3>No goals yet</h3>
            <p>Pick your playing style and we will suggest goals that fit your age and level.</p>
            <ButtonLink to="/app/player-selection" size="lg">
              Create Your Goals
            </ButtonLink>
          </Card>
        )}
        {groupGoalsByPillar(list).map((group) => (
          <Section key={group.pillar} title={group.label} headingLevel={3} className="tracker-pillar">
            <div className="tracker-goal-grid">
              {group.goals.map((goal) => (
                <GoalCard key={goal.id} goal={goal} actions={goals.actions} />
              ))}
            </div>
          </Section>
        ))}
      </Section>

      <QuickTrackPanel ageGroup={ageGroup} userId={userId} />

      <Suspense fallback={null}>
        {user && <ProTools />}
        {user?.accountType === 'player' && <FamilyPanel user={user} />}
      </Suspense>
    </div>
  );
}
