import {
  consistencyCalendar,
  consistencySummary,
  goalProgressLine,
  PILLAR_LABELS,
  PILLARS,
  skillSuggestions,
  styleForSuggestions,
  weeklyTrends,
  type AgeGroup,
  type Pillar,
  type ProAnalyticsData,
  type WeekTrend,
} from '@dreampitch/domain';
import { Slot, useAuth } from '@dreampitch/session';
import { Button, ButtonLink, Card, Section } from '@dreampitch/ui';
import { useNavigate } from '@dreampitch/ui/router';
import { formatShortDate } from '../../lib/dates';
import { Chart, ChartTable, type ChartSeries } from './Chart';

const PILLAR_COLORS: Record<Pillar, string> = {
  technical: '#2563eb',
  physical: '#dc2626',
  tactical: '#047857',
  mental: '#7c3aed',
};

/**
 * What the insights page shows under its predictions: skill suggestions (with the goal library they draw from) and
 * the charts. A chunk of its own, loaded while the page's data is on its way: the first screen is the predictions.
 */
export function InsightsBelowFold({
  data,
  today,
  ageGroup,
}: {
  data: ProAnalyticsData;
  today: string;
  ageGroup: AgeGroup;
}) {
  return (
    <>
      <Suggestions data={data} today={today} ageGroup={ageGroup} />
      <Analytics data={data} today={today} ageGroup={ageGroup} />
    </>
  );
}

const DEFAULT_AGE: Record<AgeGroup, number> = { '8-12': 10, '13-17': 15, '18+': 20 };

function Suggestions({
  data,
  today,
  ageGroup,
}: {
  data: ProAnalyticsData;
  today: string;
  ageGroup: AgeGroup;
}) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const recent = weeklyTrends(data.facts, today).slice(-4);
  const activity = Object.fromEntries(
    PILLARS.map((pillar) => [
      pillar,
      {
        checkIns: recent.reduce((sum, week) => sum + week.checkIns[pillar], 0),
        sessionMinutes: recent.reduce((sum, week) => sum + week.sessionMinutes[pillar], 0),
      },
    ]),
  ) as Record<Pillar, { checkIns: number; sessionMinutes: number }>;
  const suggestions = skillSuggestions({ goals: data.goals, activity, ageGroup, today });

  function startWizard() {
    const age = user?.age && user.age >= 6 && user.age <= 50 ? user.age : DEFAULT_AGE[ageGroup];
    void navigate('/app/goal-creation', {
      state: {
        playerStyle: styleForSuggestions(suggestions),
        age,
        ageGroup,
        skillLevel: user?.skillLevel ?? 'beginner',
        recommendedGoals: suggestions.map((suggestion) => suggestion.goal),
      },
    });
  }

  return (
    <Section
      id="suggestions"
      title="Skill suggestions"
      description="The next goals to consider, from your progress and the balance of your four pillars."
      actions={
        suggestions.length > 0 ? (
          <Button onClick={startWizard}>Start the goal wizard with these</Button>
        ) : null
      }
    >
      <ul className="insights-list">
        {suggestions.map((suggestion) => (
          <li key={suggestion.goal.title}>
            <Card as="article">
              <h3>{suggestion.goal.title}</h3>
              <p className="pro-muted">
                {PILLAR_LABELS[suggestion.goal.pillar]} · {suggestion.goal.type} goal
              </p>
              <p>{suggestion.goal.description}</p>
              <p>
                <strong>Why: </strong>
                {suggestion.reason}
              </p>
              <Slot
                name="suggested-drills"
                pillar={suggestion.goal.pillar}
                ageGroup={ageGroup}
                level={user?.skillLevel ?? 'beginner'}
                fallback={
                  <ButtonLink to={`/app/training?pillar=${suggestion.goal.pillar}`} variant="ghost" size="sm">
                    {PILLAR_LABELS[suggestion.goal.pillar]} drills
                  </ButtonLink>
                }
              />
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const weekLabel = (week: WeekTrend) => formatShortDate(week.weekStart);

function pillarSeries(
  weeks: readonly WeekTrend[],
  pick: (week: WeekTrend, pillar: Pillar) => number | null,
): ChartSeries[] {
  return PILLARS.map((pillar) => ({
    label: PILLAR_LABELS[pillar],
    color: PILLAR_COLORS[pillar],
    values: weeks.map((week) => pick(week, pillar)),
  }));
}

function TrendChart({
  title,
  caption,
  kind,
  labels,
  series,
  max,
}: {
  title: string;
  caption: string;
  kind: 'bars' | 'lines';
  labels: string[];
  series: ChartSeries[];
  max?: number;
}) {
  return (
    <Card className="insights-chart">
      <h4>{title}</h4>
      <Chart kind={kind} labels={labels} series={series} max={max} unit={title} />
      <ChartTable caption={caption} labelHeader="Week of" labels={labels} series={series} />
    </Card>
  );
}

function Analytics({ data, today, ageGroup }: { data: ProAnalyticsData; today: string; ageGroup: AgeGroup }) {
  const weeks = weeklyTrends(data.facts, today);
  const labels = weeks.map(weekLabel);
  const days = consistencyCalendar(data.facts, today);
  const summary = consistencySummary(days);
  const ratings: ChartSeries[] =
    ageGroup === '18+'
      ? pillarSeries(weeks, (week, pillar) => week.metricAverage[pillar])
      : ageGroup === '8-12'
        ? [
            {
              label: 'Mood (1 tough to 5 amazing)',
              color: '#d97706',
              values: weeks.map((w) => w.moodAverage),
            },
          ]
        : [{ label: 'Rating (1 to 10)', color: '#d97706', values: weeks.map((w) => w.ratingAverage) }];
  const ratingsMax = ageGroup === '8-12' ? 5 : 10;

  return (
    <Section id="analytics" title="Advanced analytics" description="The last 12 weeks, pillar by pillar.">
      <div className="insights-grid">
        <TrendChart
          title="Check-ins per week"
          caption="Check-ins per week by pillar"
          kind="bars"
          labels={labels}
          series={pillarSeries(weeks, (week, pillar) => week.checkIns[pillar])}
        />
        <TrendChart
          title="Training minutes per week"
          caption="Minutes of completed sessions per week by pillar"
          kind="bars"
          labels={labels}
          series={pillarSeries(weeks, (week, pillar) => week.sessionMinutes[pillar])}
        />
        <TrendChart
          title={ageGroup === '18+' ? 'Quick Track self-ratings' : 'Quick Track ratings'}
          caption="Average Quick Track rating per week"
          kind="lines"
          labels={labels}
          series={ratings}
          max={ratingsMax}
        />
        {ageGroup === '18+' && (
          <TrendChart
            title="Training load per week (sum of RPE)"
            caption="Training load per week"
            kind="bars"
            labels={labels}
            series={[{ label: 'Training load', color: '#0f766e', values: weeks.map((w) => w.loadTotal) }]}
          />
        )}
        <TrendChart
          title="Mindset exercises per week"
          caption="Mindset exercises completed per week"
          kind="bars"
          labels={labels}
          series={[
            {
              label: 'Mindset exercises',
              color: PILLAR_COLORS.mental,
              values: weeks.map((w) => w.mindsetSessions),
            },
          ]}
        />
      </div>

      <Card className="insights-calendar">
        <h4>Consistency calendar</h4>
        <p>
          You trained on <strong>{summary.activeDays}</strong> of the last {summary.totalDays} days. Current
          streak: <strong>{summary.currentStreak}</strong> {summary.currentStreak === 1 ? 'day' : 'days'};
          longest: <strong>{summary.longestStreak}</strong>.
        </p>
        <div className="insights-calendar__grid" aria-hidden="true">
          {days.map((day) => (
            <span
              key={day.date}
              title={`${day.date}: ${day.activities}`}
              className={`insights-calendar__day insights-calendar__day--${Math.min(day.activities, 3)}`}
            />
          ))}
        </div>
        <ChartTable
          caption="Activities per day"
          labelHeader="Day"
          labels={days.filter((day) => day.activities > 0).map((day) => formatShortDate(day.date))}
          series={[
            {
              label: 'Activities (check-ins, sessions, Quick Track, mindset)',
              color: '',
              values: days.filter((day) => day.activities > 0).map((day) => day.activities),
            },
          ]}
        />
      </Card>

      <Card className="insights-chart">
        <h4>Goal progress over time</h4>
        {data.goals.length === 0 ? (
          <p>No goals yet.</p>
        ) : (
          data.goals.map((goal) => {
            const line = goalProgressLine(goal);
            const series: ChartSeries[] = [
              {
                label: `${goal.title} (%)`,
                color: PILLAR_COLORS[goal.pillar],
                values: line.map((p) => p.progress),
              },
            ];
            const pointLabels = line.map((p) => formatShortDate(p.date));
            return (
              <div key={goal.id} className="insights-goal">
                <h5>{goal.title}</h5>
                <Chart kind="lines" labels={pointLabels} series={series} max={100} unit="%" />
                <ChartTable
                  caption={`Progress of ${goal.title}`}
                  labelHeader="Day"
                  labels={pointLabels}
                  series={series}
                />
              </div>
            );
          })
        )}
      </Card>
    </Section>
  );
}
