import { createAppConfig } from '../../tools/federation';

export default createAppConfig({
  app: 'billing',
  exposes: {
    './PlansPage': './src/pages/PlansPage.tsx',
    './SubscriptionPage': './src/pages/SubscriptionPage.tsx',
    './SupportPage': './src/pages/SupportPage.tsx',
    // Not a page: the account page's "Plan and billing" section (the shell fills tracker's account-billing slot).
    './AccountBilling': './src/pages/AccountBilling.tsx',
  },
});
