import type { ChildOverview } from '@dreampitch/data/family';
import {
  FAMILY_LEVEL_INFO,
  FAMILY_LEVELS,
  GAME_LIMIT_CHOICES_MINUTES,
  levelAllows,
  otherPartyName,
  PILLAR_LABELS,
  PILLARS,
  type FamilyLevel,
  type FamilyLink,
  type Goal,
  type Pillar,
} from '@dreampitch/domain';
import {
  Badge,
  Button,
  Card,
  ChoiceGroup,
  ConfirmDialog,
  ErrorMessage,
  Icon,
  ProgressBar,
  SelectField,
  Spinner,
  StatTile,
  TextAreaField,
  TextField,
} from '@dreampitch/ui';
import { useId, useState, type FormEvent } from 'react';
import { formatShortDate } from '../../lib/dates';
import type { Loaded } from '../../lib/useLoaded';
import { quickTrackSummary } from '../quick-track/quickTrackSummary';
import { gameLimitLabel, useChildSettings } from './api/useChildSettings';
import { useFamilyActions } from './api/useFamily';

const STATUS_LABELS: Record<Goal['status'], { label: string; tone: 'success' | 'warning' | 'info' }> = {
  active: { label: 'Active', tone: 'info' },
  completed: { label: 'Completed', tone: 'success' },
  pending_approval: { label: 'Awaiting approval', tone: 'warning' },
};

interface ChildCardProps {
  link: FamilyLink;
  overview: Loaded<ChildOverview>;
}

/** One linked child on the parental dashboard: level, limits, goals, check-ins, sessions and game stats. */
export function ChildCard({ link, overview }: ChildCardProps) {
  const name = otherPartyName(link);
  const headingId = useId();
  const family = useFamilyActions();
  const settings = useChildSettings(link);
  const data = overview.data;
  const can = (permission: Parameters<typeof levelAllows>[1]) => levelAllows(link.level, permission);

  const goals = data?.goals ?? [];
  const counted = goals.filter((goal) => goal.status !== 'pending_approval');
  const averageProgress =
    counted.length === 0
      ? 0
      : Math.round(counted.reduce((sum, goal) => sum + goal.progress, 0) / counted.length);
  const sessions = goals
    .flatMap((goal) => goal.sessions.map((session) => ({ ...session, goalTitle: goal.title })))
    .sort((a, b) => b.sessionDate.localeCompare(a.sessionDate))
    .slice(0, 5);

  return (
    <Card as="article" className="tracker-family-child" aria-labelledby={headingId}>
      <header className="tracker-family-child__header">
        <h3 id={headingId}>{name}</h3>
        <Badge tone="primary">{FAMILY_LEVEL_INFO[link.level].label}</Badge>
        {link.child.age !== null && <span className="tracker-muted">Age {link.child.age}</span>}
      </header>

      <ChoiceGroup<FamilyLevel>
        label={`Involvement level for ${name}`}
        options={FAMILY_LEVELS.map((level) => ({
          value: level,
          label: FAMILY_LEVEL_INFO[level].label,
          description: FAMILY_LEVEL_INFO[level].summary,
        }))}
        value={settings.level}
        onChange={settings.chooseLevel}
        columns={3}
      />

      {can('limit-game-time') && (
        <SelectField
          label="Daily game time limit"
          hint={`Checked when ${name} starts a game.`}
          value={settings.gameLimit === null ? '' : String(settings.gameLimit)}
          options={[null, ...GAME_LIMIT_CHOICES_MINUTES].map((minutes) => ({
            value: minutes === null ? '' : String(minutes),
            label: gameLimitLabel(minutes),
          }))}
          onChange={(event) =>
            settings.chooseGameLimit(event.target.value === '' ? null : Number(event.target.value))
          }
        />
      )}

      {overview.loading && !data && <Spinner label={`Loading ${name}'s progress…`} />}
      {overview.error && (
        <ErrorMessage title={`Could not load ${name}'s progress`} onRetry={overview.reload}>
          {overview.error.message}
        </ErrorMessage>
      )}

      {data && (
        <>
          <div className="tracker-family-stats">
            <StatTile
              label="Active goals"
              value={goals.filter((g) => g.status === 'active').length}
              icon={<Icon name="target" />}
            />
            <StatTile
              label="Average progress"
              value={`${averageProgress}%`}
              icon={<Icon name="trending" />}
              tone="accent"
            />
            <StatTile
              label="Game points"
              value={data.gameStats.totalPoints}
              icon={<Icon name="star" />}
              tone="info"
            />
            <StatTile label="Level" value={data.gameStats.level} icon={<Icon name="medal" />} tone="dark" />
          </div>

          <h4 className="tracker-subheading">Goals</h4>
          {goals.length === 0 ? (
            <p className="tracker-muted">{name} has no goals yet.</p>
          ) : (
            <ul className="tracker-family-list">
              {goals.map((goal) => (
                <li key={goal.id}>
                  <ChildGoal
                    goal={goal}
                    childName={name}
                    canApprove={can('approve-goals')}
                    canEncourage={can('encourage')}
                  />
                </li>
              ))}
            </ul>
          )}

          {can('suggest-goal') && <SuggestGoalForm link={link} childName={name} />}

          <h4 className="tracker-subheading">Recent check-ins</h4>
          {data.quickTrack.length === 0 ? (
            <p className="tracker-muted">No Quick Track check-ins yet.</p>
          ) : (
            <ul className="tracker-family-list tracker-family-list--compact">
              {data.quickTrack.slice(0, 5).map((entry, index) => (
                <li key={entry.id ?? `${entry.date}-${index}`}>
                  <span className="tracker-muted">{formatShortDate(entry.date)}</span>{' '}
                  {quickTrackSummary(entry)}
                </li>
              ))}
            </ul>
          )}

          <h4 className="tracker-subheading">Training sessions</h4>
          {sessions.length === 0 ? (
            <p className="tracker-muted">No sessions scheduled.</p>
          ) : (
            <ul className="tracker-family-list tracker-family-list--compact">
              {sessions.map((session) => (
                <li key={session.id}>
                  <span className="tracker-muted">{formatShortDate(session.sessionDate)}</span>{' '}
                  {session.goalTitle}, {session.duration} min {session.completed ? '(done)' : '(planned)'}
                </li>
              ))}
            </ul>
          )}

          <h4 className="tracker-subheading">Games</h4>
          <p>
            {data.gameStats.gamesPlayed} games played, average score {data.gameStats.averageScore}%,{' '}
            {data.gameMinutesThisWeek} minutes this week.
            {data.gameStats.achievements.length > 0 &&
              ` Recent achievements: ${data.gameStats.achievements
                .slice(0, 3)
                .map((achievement) => achievement.name)
                .join(', ')}.`}
          </p>
        </>
      )}

      <div className="tracker-family-actions">
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm">
              Remove Link
            </Button>
          }
          title={`Remove the link with ${name}?`}
          consequence={`You will no longer see ${name}'s goals, progress or game stats, and your level and game-time limit for ${name} end. ${name}'s own account and data stay. To link again, one of you sends a new request.`}
          confirmLabel="Remove Link"
          onConfirm={() => family.removeLink(link, `You are no longer linked to ${name}.`)}
        />
      </div>
    </Card>
  );
}

function ChildGoal({
  goal,
  childName,
  canApprove,
  canEncourage,
}: {
  goal: Goal;
  childName: string;
  canApprove: boolean;
  canEncourage: boolean;
}) {
  const family = useFamilyActions();
  const [message, setMessage] = useState('');
  const status = STATUS_LABELS[goal.status];
  const pending = goal.status === 'pending_approval';

  async function encourage(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return;
    const sent = await family.encourage(goal, message.trim(), childName);
    if (sent) setMessage('');
  }

  return (
    <Card padding="sm" className="tracker-family-goal">
      <div className="tracker-family-row">
        <div>
          <strong>{goal.title}</strong> <Badge>{PILLAR_LABELS[goal.pillar]}</Badge>{' '}
          <Badge tone={status.tone}>{status.label}</Badge>
          {goal.description && <p className="tracker-muted">{goal.description}</p>}
        </div>
        {pending && canApprove && (
          <div className="tracker-family-actions">
            <Button
              size="sm"
              onClick={() => void family.decideGoal(goal, true)}
              aria-label={`Approve ${goal.title}`}
            >
              Approve
            </Button>
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="ghost" aria-label={`Decline ${goal.title}`}>
                  Decline
                </Button>
              }
              title={`Decline "${goal.title}"?`}
              consequence={`The goal is deleted from ${childName}'s goals. ${childName} can create it again, or you can suggest a different one.`}
              confirmLabel="Decline Goal"
              onConfirm={() => family.decideGoal(goal, false)}
            />
          </div>
        )}
      </div>
      {!pending && <ProgressBar value={goal.progress} label={`${goal.title} progress`} />}
      {!pending && canEncourage && (
        <form
          className="tracker-family-form tracker-family-form--inline"
          onSubmit={(event) => void encourage(event)}
        >
          <TextField
            label={`Encouragement for ${goal.title}`}
            hideLabel
            placeholder="Leave a word of encouragement"
            maxLength={500}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <Button type="submit" size="sm" variant="secondary" disabled={!message.trim()}>
            Send
          </Button>
        </form>
      )}
    </Card>
  );
}

function SuggestGoalForm({ link, childName }: { link: FamilyLink; childName: string }) {
  const family = useFamilyActions();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [pillar, setPillar] = useState<Pillar>('technical');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return;
    const sent = await family.suggestGoal(
      link,
      { title: title.trim(), description: description.trim(), pillar },
      childName,
    );
    if (sent) {
      setTitle('');
      setDescription('');
    }
  }

  return (
    <form className="tracker-family-form" onSubmit={(event) => void submit(event)}>
      <h4 className="tracker-subheading">Suggest a goal</h4>
      <TextField
        label="Goal title"
        value={title}
        maxLength={200}
        onChange={(e) => setTitle(e.target.value)}
        required
      />
      <TextAreaField
        label="Description"
        value={description}
        maxLength={2000}
        rows={2}
        onChange={(e) => setDescription(e.target.value)}
      />
      <SelectField
        label="Pillar"
        value={pillar}
        options={PILLARS.map((value) => ({ value, label: PILLAR_LABELS[value] }))}
        onChange={(e) => setPillar(e.target.value as Pillar)}
      />
      <Button type="submit" variant="secondary" disabled={!title.trim()}>
        Suggest Goal
      </Button>
    </form>
  );
}
