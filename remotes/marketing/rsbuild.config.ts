import { createAppConfig } from '../../tools/federation';

export default createAppConfig({
  app: 'marketing',
  exposes: {
    './LandingPage': './src/pages/LandingPage.tsx',
    './HomePage': './src/pages/HomePage.tsx',
    './FeaturesPage': './src/pages/FeaturesPage.tsx',
  },
});
