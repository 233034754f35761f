import { getBackend } from '@dreampitch/data';
import { getProBackend } from '@dreampitch/data/pro';
import { analyticsSince, type ProAnalyticsData } from '@dreampitch/domain';
import { localIsoDate } from '../../../lib/dates';
import { useKeptLoaded } from '../../../lib/useLoaded';

/** The player's analytics for the last 12 weeks: one server answer of daily sums (pro_analytics). */
export function useInsights(userId: string) {
  const today = localIsoDate();
  const loaded = useKeptLoaded<ProAnalyticsData>(
    `insights:${userId}:${today}`,
    () => getProBackend().getAnalytics(analyticsSince(today)),
    getBackend(),
  );
  return { ...loaded, today };
}
