import { PAGE_TITLES } from '@dreampitch/domain';
import { StandaloneHarness, startApp, type StandalonePage } from '@dreampitch/app-frame';
import GameHubPage from './pages/GameHubPage';
import DecisionDrillPage from './pages/DecisionDrillPage';
import ComingSoonGamePage from './pages/ComingSoonGamePage';

const pages: StandalonePage[] = [
  { path: '/app/games', title: PAGE_TITLES.games, element: <GameHubPage /> },
  { path: '/app/games/decision-drill', title: PAGE_TITLES.decisionDrill, element: <DecisionDrillPage /> },
  { path: '/app/games/reaction-time', title: PAGE_TITLES.reactionTime, element: <ComingSoonGamePage /> },
  { path: '/app/games/skill-challenge', title: PAGE_TITLES.skillChallenge, element: <ComingSoonGamePage /> },
];

void startApp(() => <StandaloneHarness remote="games" pages={pages} />);
