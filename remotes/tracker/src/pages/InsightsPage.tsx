import { Insights } from '../features/insights/Insights';

export default function InsightsPage() {
  return <Insights />;
}
