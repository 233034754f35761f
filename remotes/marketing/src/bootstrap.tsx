import { StandaloneHarness, startApp } from '@dreampitch/app-frame';
import LandingPage from './pages/LandingPage';
import HomePage from './pages/HomePage';
import FeaturesPage from './pages/FeaturesPage';

void startApp(() => (
  <StandaloneHarness
    remote="marketing"
    pages={{ LandingPage: <LandingPage />, HomePage: <HomePage />, FeaturesPage: <FeaturesPage /> }}
  />
));
