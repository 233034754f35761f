import { StandaloneHarness, startApp } from '@dreampitch/app-frame';
import DrillLibraryPage from './pages/DrillLibraryPage';
import DrillPage from './pages/DrillPage';
import SessionPlayerPage from './pages/SessionPlayerPage';

void startApp(() => (
  <StandaloneHarness
    remote="training"
    pages={{
      DrillLibraryPage: <DrillLibraryPage />,
      DrillPage: <DrillPage />,
      SessionPlayerPage: <SessionPlayerPage />,
    }}
  />
));
