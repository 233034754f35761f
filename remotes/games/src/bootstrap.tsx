import { StandaloneHarness, startApp, type StandalonePage } from '@dreampitch/app-frame';
import GameHubPage from './pages/GameHubPage';
import DecisionDrillPage from './pages/DecisionDrillPage';
import ComingSoonGamePage from './pages/ComingSoonGamePage';

const pages: StandalonePage[] = [
  { path: '/app/games', label: 'Game hub', element: <GameHubPage /> },
  { path: '/app/games/decision-drill', label: 'Decision Drill', element: <DecisionDrillPage /> },
  { path: '/app/games/reaction-time', label: 'Reaction Master', element: <ComingSoonGamePage /> },
  { path: '/app/games/skill-challenge', label: 'Skill Challenge', element: <ComingSoonGamePage /> },
];

void startApp(() => <StandaloneHarness remote="games" pages={pages} />);
