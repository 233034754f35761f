import { StandaloneHarness, startApp } from '@dreampitch/app-frame';
import PlayerSelectionPage from './pages/PlayerSelectionPage';
import GoalWizardPage from './pages/GoalWizardPage';
import GoalTemplatesPage from './pages/GoalTemplatesPage';

void startApp(() => (
  <StandaloneHarness
    remote="goals-wizard"
    pages={{
      PlayerSelectionPage: <PlayerSelectionPage />,
      GoalWizardPage: <GoalWizardPage />,
      GoalTemplatesPage: <GoalTemplatesPage />,
    }}
  />
));
