import { StandaloneHarness, startApp } from '@dreampitch/app-frame';
import PrivacyPage from './pages/PrivacyPage';
import TermsPage from './pages/TermsPage';

void startApp(() => (
  <StandaloneHarness remote="legal" pages={{ PrivacyPage: <PrivacyPage />, TermsPage: <TermsPage /> }} />
));
