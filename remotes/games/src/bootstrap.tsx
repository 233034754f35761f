import { StandaloneHarness, startApp } from '@dreampitch/app-frame';
import GameHubPage from './pages/GameHubPage';
import DecisionDrillPage from './pages/DecisionDrillPage';
import ComingSoonGamePage from './pages/ComingSoonGamePage';

void startApp(() => (
  <StandaloneHarness
    remote="games"
    pages={{
      GameHubPage: <GameHubPage />,
      DecisionDrillPage: <DecisionDrillPage />,
      ComingSoonGamePage: <ComingSoonGamePage />,
    }}
  />
));
