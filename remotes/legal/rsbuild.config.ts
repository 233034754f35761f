import { createAppConfig } from '../../tools/federation';

export default createAppConfig({
  app: 'legal',
  exposes: {
    './PrivacyPage': './src/pages/PrivacyPage.tsx',
    './TermsPage': './src/pages/TermsPage.tsx',
  },
});
