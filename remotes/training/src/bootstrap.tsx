import { PAGE_TITLES } from '@dreampitch/domain';
import { StandaloneHarness, startApp, type StandalonePage } from '@dreampitch/app-frame';
import DrillLibraryPage from './pages/DrillLibraryPage';
import DrillPage from './pages/DrillPage';
import SessionPlayerPage from './pages/SessionPlayerPage';

const pages: StandalonePage[] = [
  { path: '/app/training', title: PAGE_TITLES.training, element: <DrillLibraryPage /> },
  { path: '/app/training/drills/:slug', title: PAGE_TITLES.trainingDrill, element: <DrillPage /> },
  { path: '/app/training/session/:id', title: PAGE_TITLES.trainingSession, element: <SessionPlayerPage /> },
];

void startApp(() => <StandaloneHarness remote="training" pages={pages} />);
