import { ParentDashboard } from '../features/family/ParentDashboard';

export default function ParentDashboardPage() {
  return <ParentDashboard />;
}
