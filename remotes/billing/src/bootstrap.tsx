import { StandaloneHarness, startApp } from '@dreampitch/app-frame';
import PlansPage from './pages/PlansPage';
import SubscriptionPage from './pages/SubscriptionPage';
import SupportPage from './pages/SupportPage';

void startApp(() => (
  <StandaloneHarness
    remote="billing"
    pages={{ PlansPage: <PlansPage />, SubscriptionPage: <SubscriptionPage />, SupportPage: <SupportPage /> }}
  />
));
