import { PAGE_TITLES } from '@dreampitch/domain';
import { StandaloneHarness, startApp, type StandalonePage } from '@dreampitch/app-frame';
import PlayerSelectionPage from './pages/PlayerSelectionPage';
import GoalWizardPage from './pages/GoalWizardPage';

const pages: StandalonePage[] = [
  { path: '/app/player-selection', title: PAGE_TITLES.playerSelection, element: <PlayerSelectionPage /> },
  { path: '/app/goal-creation', title: PAGE_TITLES.goalCreation, element: <GoalWizardPage /> },
];

void startApp(() => <StandaloneHarness remote="goals-wizard" pages={pages} />);
