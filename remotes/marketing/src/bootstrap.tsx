import { StandaloneHarness, startApp, type StandalonePage } from '@dreampitch/app-frame';
import LandingPage from './pages/LandingPage';
import HomePage from './pages/HomePage';
import FeaturesPage from './pages/FeaturesPage';

const pages: StandalonePage[] = [
  { path: '/', label: 'Landing', element: <LandingPage /> },
  { path: '/app', label: 'Home', element: <HomePage /> },
  { path: '/app/features', label: 'Features', element: <FeaturesPage /> },
];

void startApp(() => <StandaloneHarness remote="marketing" pages={pages} />);
