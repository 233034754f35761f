import { createAppConfig } from '../../tools/federation';

export default createAppConfig({
  app: 'tracker',
  exposes: {
    './GoalTrackerPage': './src/pages/GoalTrackerPage.tsx',
    './DashboardPage': './src/pages/DashboardPage.tsx',
    './ParentDashboardPage': './src/pages/ParentDashboardPage.tsx',
    './AccountPage': './src/pages/AccountPage.tsx',
    './InsightsPage': './src/pages/InsightsPage.tsx',
    './MindsetPage': './src/pages/MindsetPage.tsx',
    './DataExportPage': './src/pages/DataExportPage.tsx',
  },
});
