import { PAGE_TITLES } from '@dreampitch/domain';
import { StandaloneHarness, startApp, type StandalonePage } from '@dreampitch/app-frame';
import PlayerSelectionPage from './pages/PlayerSelectionPage';
import GoalWizardPage from './pages/GoalWizardPage';
import GoalTemplatesPage from './pages/GoalTemplatesPage';

const pages: StandalonePage[] = [
  { path: '/app/player-selection', title: PAGE_TITLES.playerSelection, element: <PlayerSelectionPage /> },
  { path: '/app/goal-creation', title: PAGE_TITLES.goalCreation, element: <GoalWizardPage /> },
  { path: '/app/goal-templates', title: PAGE_TITLES.goalTemplates, element: <GoalTemplatesPage /> },
];

void startApp(() => <StandaloneHarness remote="goals-wizard" pages={pages} />);
