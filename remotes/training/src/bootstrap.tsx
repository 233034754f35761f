import { PAGE_TITLES } from '@dreampitch/domain';
import { StandaloneHarness, startApp, type StandalonePage } from '@dreampitch/app-frame';
import DrillLibraryPage from './pages/DrillLibraryPage';

const pages: StandalonePage[] = [
  { path: '/app/training', title: PAGE_TITLES.training, element: <DrillLibraryPage /> },
];

void startApp(() => <StandaloneHarness remote="training" pages={pages} />);
