import { StandaloneHarness, startApp, type StandalonePage } from '@dreampitch/app-frame';
import PrivacyPage from './pages/PrivacyPage';
import TermsPage from './pages/TermsPage';

const pages: StandalonePage[] = [
  { path: '/app/privacy', label: 'Privacy', element: <PrivacyPage /> },
  { path: '/app/terms', label: 'Terms', element: <TermsPage /> },
];

void startApp(() => <StandaloneHarness remote="legal" pages={pages} />);
