import { StandaloneHarness, startApp } from '@dreampitch/app-frame';
import GoalTrackerPage from './pages/GoalTrackerPage';
import DashboardPage from './pages/DashboardPage';
import ParentDashboardPage from './pages/ParentDashboardPage';
import InsightsPage from './pages/InsightsPage';
import MindsetPage from './pages/MindsetPage';
import DataExportPage from './pages/DataExportPage';
import AccountPage from './pages/AccountPage';

void startApp(() => (
  <StandaloneHarness
    remote="tracker"
    pages={{
      GoalTrackerPage: <GoalTrackerPage />,
      DashboardPage: <DashboardPage />,
      ParentDashboardPage: <ParentDashboardPage />,
      InsightsPage: <InsightsPage />,
      MindsetPage: <MindsetPage />,
      DataExportPage: <DataExportPage />,
      AccountPage: <AccountPage />,
    }}
  />
));
