import {
  activeGoalCount,
  canCreateGoal,
  DASHBOARD_SETTINGS_LABEL,
  DASHBOARD_SUBTITLE,
  dashboardGreeting,
  forgivingStreak,
  streakDays,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type AppUser,
} from '@dreampitch/domain';
import { useAuth, useGameStats, useSubscription } from '@dreampitch/session';
import {
  Button,
  ButtonLink,
  Card,
  ErrorMessage,
  Icon,
  type IconName,
  PageHeader,
  ProgressBar,
  Section,
  Spinner,
  StatTile,
} from '@dreampitch/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { localIsoDate, formatShortDate } from '../../lib/dates';
import { useActivityDays, useGoals } from '../goals/api/useGoals';
import { useQuickTrackEntries } from '../quick-track/api/useQuickTrack';
import {
  nextSessions,
  RECENT_ACTIVITY_LIMIT,
  recentActivity,
  sessionsThisWeek,
  todaysSessions,
  weeklyPillarProgress,
  type ActivityKind,
} from './trackerStats';
import '../../styles/tracker.css';
import './dashboard.css';

// The settings open on a click and are no part of the first screen: their form's code (choice groups, switches, the
// time field) is not downloaded with the dashboard, but when the reader shows the intent to open them (pointer over
// or focus on the button) or opens them.
const loadSettingsPanel = () => import('../notifications/NotificationSettingsPanel');
const NotificationSettingsPanel = lazy(() =>
  loadSettingsPanel().then((module) => ({ default: module.NotificationSettingsPanel })),
);

const ACTIVITY_ICONS: Record<ActivityKind, { icon: IconName; label: string }> = {
  'check-in': { icon: 'check', label: 'Goal check-in' },
  'quick-track': { icon: 'zap', label: 'Quick Track' },
  achievement: { icon: 'trophy', label: 'Achievement' },
};

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** /app/dashboard (signed in and subscribed): the player's real figures of the day and week. */
export function Dashboard() {
  const { user, loading } = useAuth();
  if (loading || !user) return <Spinner label="Loading your dashboard…" centered />;
  return <DashboardFor user={user} />;
}

function DashboardFor({ user }: { user: AppUser }) {
  const { updateNotificationPreferences } = useAuth();
  const { tier } = useSubscription();
  const { stats } = useGameStats();
  const goals = useGoals(user.id);
  const entries = useQuickTrackEntries(user.id, RECENT_ACTIVITY_LIMIT);
  const activeDays = useActivityDays(user.id);
  const [showSettings, setShowSettings] = useState(false);
  const settingsId = useId();

  const today = localIsoDate();
  const goalList = goals.data ?? [];
  const entryList = entries.data ?? [];
  const achievements = stats?.achievements ?? [];
  const week = sessionsThisWeek(goalList, today);
  const streak = forgivingStreak([...(activeDays.data ?? []), ...streakDays(goalList, entryList)], today);
  const activeGoals = activeGoalCount(goalList);
  const pillarRows = weeklyPillarProgress(goalList, today);
  const todays = todaysSessions(goalList, today);
  const upcoming = nextSessions(goalList, today);
  const activity = recentActivity(goalList, entryList, achievements);
  // Failed activity days leave the streak to the goals and entries on the page; those are what the page needs.
  const loaded =
    goals.data !== null && entries.data !== null && (activeDays.data !== null || activeDays.error !== null);
  const isNewPlayer =
    loaded && goalList.length === 0 && entryList.length === 0 && (stats?.gamesPlayed ?? 0) === 0;
  const points = stats?.totalPoints ?? 0;

  return (
    <div className="dp-container tracker-page tracker-dashboard">
      <PageHeader
        title={dashboardGreeting(user.firstName)}
        subtitle={DASHBOARD_SUBTITLE}
        actions={
          <Button
            variant="secondary"
            icon={<Icon name="bell" />}
            aria-expanded={showSettings}
            aria-controls={settingsId}
            onPointerEnter={() => void loadSettingsPanel()}
            onFocus={() => void loadSettingsPanel()}
            onClick={() => setShowSettings((value) => !value)}
          >
            {DASHBOARD_SETTINGS_LABEL}
          </Button>
        }
      />

      {showSettings && (
        <Section title={DASHBOARD_SETTINGS_LABEL} id={settingsId} className="tracker-dashboard__settings">
          <Card>
            <Suspense fallback={<Spinner label="Loading your settings…" />}>
              <NotificationSettingsPanel
                initialPreferences={user.notificationPreferences ?? DEFAULT_NOTIFICATION_PREFERENCES}
                onSave={updateNotificationPreferences}
              />
            </Suspense>
          </Card>
        </Section>
      )}

      {(goals.error || entries.error) && (
        <ErrorMessage
          title="Some of your figures could not be loaded"
          onRetry={() => {
            goals.reload();
            entries.reload();
          }}
        >
          {(goals.error ?? entries.error)?.message}
        </ErrorMessage>
      )}

      <Section title="Your Stats" hideTitle>
        <div className="tracker-stats">
          <StatTile label="Active goals" value={loaded ? activeGoals : '–'} icon={<Icon name="target" />} />
          <StatTile
            label="Sessions this week"
            value={loaded ? week.completed : '–'}
            detail={loaded ? `completed of ${week.planned} planned` : undefined}
            icon={<Icon name="calendar" />}
            tone="info"
          />
          <StatTile
            label="Training streak"
            value={loaded ? plural(streak, 'day', 'days') : '–'}
            detail="One rest day a week keeps it"
            icon={<Icon name="flame" />}
            tone="accent"
          />
          <StatTile
            label="Game points"
            value={stats ? points : '–'}
            detail={stats ? `Level ${stats.level}` : undefined}
            icon={<Icon name="star" />}
            tone="dark"
          />
        </div>
      </Section>

      {!loaded && !goals.error && !entries.error && <Spinner label="Loading your figures…" centered />}

      {isNewPlayer && (
        <Card tone="highlight" className="tracker-empty">
          <p className="tracker-empty__icon">
            <Icon name="wave" />
          </p>
          <h2>Let's get you started!</h2>
          <p>
            Set your first goal, then log your training with Quick Track. Your streak, sessions and progress
            will show up right here.
          </p>
          <ButtonLink to="/app/player-selection" size="lg">
            Set Your First Goal
          </ButtonLink>
        </Card>
      )}

      {loaded && !isNewPlayer && (
        <div className="tracker-dashboard__grid">
          <Section title="This Week's Progress" className="tracker-dashboard__panel">
            <ProgressBar
              label="Sessions completed this week"
              value={week.completed}
              max={Math.max(week.planned, 1)}
              valueText={`${week.completed} of ${week.planned}`}
              tone="accent"
            />
            {pillarRows.map((row) => (
              <ProgressBar
                key={row.pillar}
                label={`${row.label} goals`}
                value={row.averageProgress}
                valueText={`${row.averageProgress}%`}
              />
            ))}
            {pillarRows.length === 0 && (
              <p className="tracker-muted">Set a goal to see your progress here.</p>
            )}
          </Section>

          <Section title="Today's Training" className="tracker-dashboard__panel">
            {todays.length === 0 ? (
              <p className="tracker-muted">No sessions planned for today. Rest up, or add one to a goal!</p>
            ) : (
              <ul className="tracker-today">
                {todays.map(({ session, goal }) => (
                  <li key={session.id} className="tracker-today__item">
                    <span className="tracker-today__time">{session.startTime.slice(0, 5) || 'Any time'}</span>
                    <span>
                      {goal.title} · {session.duration} min
                    </span>
                    <span className="tracker-today__status">
                      {session.completed ? (
                        <>
                          <Icon name="check" /> Done
                        </>
                      ) : (
                        'To do'
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section title="Upcoming Sessions" className="tracker-dashboard__panel">
            {upcoming.length === 0 ? (
              <p className="tracker-muted">
                Nothing planned yet. Add a session to any goal from the goal tracker when you are ready.
              </p>
            ) : (
              <ul className="tracker-today" aria-label="Upcoming sessions">
                {upcoming.map(({ session, goal }) => (
                  <li key={session.id} className="tracker-today__item">
                    <time dateTime={session.sessionDate} className="tracker-today__time">
                      {formatShortDate(session.sessionDate)}
                      {session.startTime && ` ${session.startTime.slice(0, 5)}`}
                    </time>
                    <span>
                      {goal.title} · {session.duration} min
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <ButtonLink to="/app/goal-tracker" variant="secondary" size="sm">
              Plan Sessions
            </ButtonLink>
          </Section>

          <Section title="Recent Activity" className="tracker-dashboard__panel">
            {activity.length === 0 ? (
              <p className="tracker-muted">
                Nothing logged yet. Your check-ins and achievements will show here.
              </p>
            ) : (
              <ul className="tracker-activity">
                {activity.map((item) => (
                  <li key={item.key} className="tracker-activity__item">
                    <Icon name={ACTIVITY_ICONS[item.kind].icon} />
                    <span>
                      <span className="visually-hidden">{ACTIVITY_ICONS[item.kind].label}: </span>
                      {item.text}
                    </span>
                    <time dateTime={item.date} className="tracker-muted">
                      {formatShortDate(item.date)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      )}

      <Section title="Quick Links">
        <div className="tracker-quick-links">
          <ButtonLink to="/app/goal-tracker" icon={<Icon name="ball" />} size="lg">
            Start Training
          </ButtonLink>
          <ButtonLink to="/app/games" icon={<Icon name="gamepad" />} size="lg" variant="accent">
            Play Games ({plural(points, 'point', 'points')})
          </ButtonLink>
          {canCreateGoal(activeGoals, tier) ? (
            <ButtonLink
              to="/app/player-selection"
              icon={<Icon name="target" />}
              size="lg"
              variant="secondary"
            >
              Set New Goal
            </ButtonLink>
          ) : (
            <Button icon={<Icon name="target" />} size="lg" variant="secondary" disabled>
              Set New Goal
            </Button>
          )}
        </div>
      </Section>
    </div>
  );
}
