import { createAppConfig } from '../../tools/federation';

export default createAppConfig({
  app: 'billing',
  exposes: {
    './PlansPage': './src/pages/PlansPage.tsx',
    './SubscriptionPage': './src/pages/SubscriptionPage.tsx',
    './SupportPage': './src/pages/SupportPage.tsx',
  },
});
