import { StandaloneHarness, startApp, type StandalonePage } from '@dreampitch/app-frame';
import GoalTrackerPage from './pages/GoalTrackerPage';
import DashboardPage from './pages/DashboardPage';
import ParentDashboardPage from './pages/ParentDashboardPage';

const pages: StandalonePage[] = [
  { path: '/app/goal-tracker', label: 'Goal tracker', element: <GoalTrackerPage /> },
  { path: '/app/dashboard', label: 'Dashboard', element: <DashboardPage /> },
  { path: '/app/family', label: 'Family', element: <ParentDashboardPage /> },
];

void startApp(() => <StandaloneHarness remote="tracker" pages={pages} />);
