import { StandaloneHarness, startApp, type StandalonePage } from '@dreampitch/app-frame';
import PlayerSelectionPage from './pages/PlayerSelectionPage';
import GoalWizardPage from './pages/GoalWizardPage';

const pages: StandalonePage[] = [
  { path: '/app/player-selection', label: 'Player selection', element: <PlayerSelectionPage /> },
  { path: '/app/goal-creation', label: 'Goal wizard', element: <GoalWizardPage /> },
];

void startApp(() => <StandaloneHarness remote="goals-wizard" pages={pages} />);
