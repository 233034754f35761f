import { createAppConfig } from '../../tools/federation';

export default createAppConfig({
  app: 'training',
  exposes: {
    './DrillLibraryPage': './src/pages/DrillLibraryPage.tsx',
    './DrillPage': './src/pages/DrillPage.tsx',
    './SessionPlayerPage': './src/pages/SessionPlayerPage.tsx',
    './SessionPlanEditor': './src/features/plan/SessionPlanEditor.tsx',
    './SuggestedDrills': './src/features/plan/SuggestedDrills.tsx',
  },
});
