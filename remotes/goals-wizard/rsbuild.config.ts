import { createAppConfig } from '../../tools/federation';

export default createAppConfig({
  app: 'goals-wizard',
  exposes: {
    './PlayerSelectionPage': './src/pages/PlayerSelectionPage.tsx',
    './GoalWizardPage': './src/pages/GoalWizardPage.tsx',
    './GoalTemplatesPage': './src/pages/GoalTemplatesPage.tsx',
  },
});
