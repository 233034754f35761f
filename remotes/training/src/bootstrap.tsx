import { StandaloneHarness, startApp } from '@dreampitch/app-frame';
import DrillLibraryPage from './pages/DrillLibraryPage';

void startApp(() => (
  <StandaloneHarness remote="training" pages={{ DrillLibraryPage: <DrillLibraryPage /> }} />
));
