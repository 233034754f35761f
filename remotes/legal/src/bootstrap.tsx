import { PAGE_TITLES } from '@dreampitch/domain';
import { StandaloneHarness, startApp, type StandalonePage } from '@dreampitch/app-frame';
import PrivacyPage from './pages/PrivacyPage';
import TermsPage from './pages/TermsPage';

const pages: StandalonePage[] = [
  { path: '/app/privacy', title: PAGE_TITLES.privacy, element: <PrivacyPage /> },
  { path: '/app/terms', title: PAGE_TITLES.terms, element: <TermsPage /> },
];

void startApp(() => <StandaloneHarness remote="legal" pages={pages} />);
