import { StandaloneHarness, startApp, type StandalonePage } from '@dreampitch/app-frame';
import PlansPage from './pages/PlansPage';
import SubscriptionPage from './pages/SubscriptionPage';

const pages: StandalonePage[] = [
  { path: '/app/plans', label: 'Plans', element: <PlansPage /> },
  { path: '/app/subscription', label: 'Upgrade', element: <SubscriptionPage /> },
];

void startApp(() => <StandaloneHarness remote="billing" pages={pages} />);
