import { PAGE_TITLES } from '@dreampitch/domain';
import { StandaloneHarness, startApp, type StandalonePage } from '@dreampitch/app-frame';
import PlansPage from './pages/PlansPage';
import SubscriptionPage from './pages/SubscriptionPage';
import SupportPage from './pages/SupportPage';

const pages: StandalonePage[] = [
  { path: '/app/plans', title: PAGE_TITLES.plans, element: <PlansPage /> },
  { path: '/app/subscription', title: PAGE_TITLES.subscription, element: <SubscriptionPage /> },
  { path: '/app/support', title: PAGE_TITLES.support, element: <SupportPage /> },
];

void startApp(() => <StandaloneHarness remote="billing" pages={pages} />);
