import { INSIGHTS_SUBTITLE, PAGE_TITLES, predictGoals, type ProAnalyticsData } from '@dreampitch/domain';
import { useAuth } from '@dreampitch/session';
import { Badge, Card, ErrorMessage, Section, Spinner } from '@dreampitch/ui';
import { lazy, Suspense } from 'react';
import { formatLongDate } from '../../lib/dates';
import { WhenNearViewport } from '../../lib/WhenNearViewport';
import { ProPage } from '../pro/ProPage';
import { useInsights } from './api/useInsights';
import './insights.css';

// The suggestions and charts (their code, the goal library and the chart drawing) are not the first screen: their
// chunk loads, and they render, when the reader comes near them (or the address points at them), not with the page
// nor in the same moment as the predictions. A reader who never scrolls to them never downloads them.
const InsightsBelowFold = lazy(() =>
  import(/* webpackChunkName: "insights-below-fold" */ './InsightsBelowFold').then((module) => ({
    default: module.InsightsBelowFold,
  })),
);

/** The sections of InsightsBelowFold, which an address can point at (the Pro features' links). */
const BELOW_FOLD_ANCHORS = ['suggestions', 'analytics'];

/** /app/insights (Pro): advanced analytics, progress predictions and skill suggestions. */
export function Insights() {
  return (
    <ProPage
      title={PAGE_TITLES.insights}
      subtitle={INSIGHTS_SUBTITLE}
      features={['analytics', 'predictions', 'suggestions']}
    >
      <InsightsContent />
    </ProPage>
  );
}

function InsightsContent() {
  const { user } = useAuth();
  const insights = useInsights(user!.id);
  if (insights.error)
    return (
      <ErrorMessage title="Could not load your insights" onRetry={insights.reload}>
        {insights.error.message}
      </ErrorMessage>
    );
  if (!insights.data) return <Spinner label="Loading your insights…" centered />;
  const ageGroup = user?.ageGroup ?? '13-17';
  return (
    <>
      <Predictions data={insights.data} today={insights.today} />
      <WhenNearViewport anchor={BELOW_FOLD_ANCHORS} placeholder={<Spinner label="Loading your insights…" />}>
        <Suspense fallback={<Spinner label="Loading your insights…" />}>
          <InsightsBelowFold data={insights.data} today={insights.today} ageGroup={ageGroup} />
        </Suspense>
      </WhenNearViewport>
    </>
  );
}

function Predictions({ data, today }: { data: ProAnalyticsData; today: string }) {
  const predictions = predictGoals(data.goals, today);
  return (
    <Section
      id="predictions"
      title="Progress predictions"
      description="When each active goal reaches 100% at your current pace."
    >
      {predictions.length === 0 && (
        <Card>
          <p>No active goals to predict. Set a goal and check in on it to see when you will reach it.</p>
        </Card>
      )}
      <ul className="insights-list">
        {predictions.map((prediction) => (
          <li key={prediction.goalId}>
            <Card as="article" className="insights-prediction">
              <h3>{prediction.title}</h3>
              {prediction.kind === 'estimate' ? (
                <p className="insights-prediction__date">
                  About <strong>{formatLongDate(prediction.date)}</strong>{' '}
                  {prediction.onTrack !== null && (
                    <Badge tone={prediction.onTrack ? 'success' : 'warning'}>
                      {prediction.onTrack ? 'On track' : 'After target date'}
                    </Badge>
                  )}
                </p>
              ) : (
                <p className="insights-prediction__date">
                  <Badge tone="info">
                    {prediction.kind === 'stalled' ? 'No date yet' : 'Not enough data yet'}
                  </Badge>
                </p>
              )}
              {prediction.explanation.map((sentence) => (
                <p key={sentence} className="insights-prediction__line">
                  {sentence}
                </p>
              ))}
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
