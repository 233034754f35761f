import { PAGE_TITLES } from '@dreampitch/domain';
import { StandaloneHarness, startApp, type StandalonePage } from '@dreampitch/app-frame';
import LandingPage from './pages/LandingPage';
import HomePage from './pages/HomePage';
import FeaturesPage from './pages/FeaturesPage';

const pages: StandalonePage[] = [
  { path: '/', title: PAGE_TITLES.landing, element: <LandingPage /> },
  { path: '/app', title: PAGE_TITLES.home, element: <HomePage /> },
  { path: '/app/features', title: PAGE_TITLES.features, element: <FeaturesPage /> },
];

void startApp(() => <StandaloneHarness remote="marketing" pages={pages} />);
