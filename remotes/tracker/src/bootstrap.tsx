import { PAGE_TITLES } from '@dreampitch/domain';
import { StandaloneHarness, startApp, type StandalonePage } from '@dreampitch/app-frame';
import GoalTrackerPage from './pages/GoalTrackerPage';
import DashboardPage from './pages/DashboardPage';
import ParentDashboardPage from './pages/ParentDashboardPage';

const pages: StandalonePage[] = [
  { path: '/app/goal-tracker', title: PAGE_TITLES.goalTracker, element: <GoalTrackerPage /> },
  { path: '/app/dashboard', title: PAGE_TITLES.dashboard, element: <DashboardPage /> },
  { path: '/app/family', title: PAGE_TITLES.family, element: <ParentDashboardPage /> },
];

void startApp(() => <StandaloneHarness remote="tracker" pages={pages} />);
