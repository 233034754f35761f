import { PAGE_TITLES } from '@dreampitch/domain';
import { StandaloneHarness, startApp, type StandalonePage } from '@dreampitch/app-frame';
import GoalTrackerPage from './pages/GoalTrackerPage';
import DashboardPage from './pages/DashboardPage';
import ParentDashboardPage from './pages/ParentDashboardPage';
import InsightsPage from './pages/InsightsPage';
import MindsetPage from './pages/MindsetPage';
import DataExportPage from './pages/DataExportPage';

const pages: StandalonePage[] = [
  { path: '/app/goal-tracker', title: PAGE_TITLES.goalTracker, element: <GoalTrackerPage /> },
  { path: '/app/dashboard', title: PAGE_TITLES.dashboard, element: <DashboardPage /> },
  { path: '/app/family', title: PAGE_TITLES.family, element: <ParentDashboardPage /> },
  { path: '/app/insights', title: PAGE_TITLES.insights, element: <InsightsPage /> },
  { path: '/app/mindset', title: PAGE_TITLES.mindset, element: <MindsetPage /> },
  { path: '/app/export', title: PAGE_TITLES.dataExport, element: <DataExportPage /> },
];

void startApp(() => <StandaloneHarness remote="tracker" pages={pages} />);
