import { createAppConfig } from '../../tools/federation';

export default createAppConfig({
  app: 'games',
  exposes: {
    './GameHubPage': './src/pages/GameHubPage.tsx',
    './DecisionDrillPage': './src/pages/DecisionDrillPage.tsx',
    './ComingSoonGamePage': './src/pages/ComingSoonGamePage.tsx',
  },
});
