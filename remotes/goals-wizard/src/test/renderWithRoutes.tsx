import { ToastArea } from '@dreampitch/app-frame';
import { configureData, createMemoryStorage, getBackend, type Backend } from '@dreampitch/data';
import { SessionProvider, useToasts } from '@dreampitch/session';
import { render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import GoalWizardPage from '../pages/GoalWizardPage';
import PlayerSelectionPage from '../pages/PlayerSelectionPage';

/** Shows where the app navigated and with which router state, so tests can assert both. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div>
      <p>Now at {location.pathname}</p>
      <pre data-testid="router-state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
}

/** Toasts live in a module-level store: clear the previous test's so assertions see only this test's toasts. */
function DismissEarlierToasts() {
  const { toasts, dismiss } = useToasts();
  const [earlier] = useState(toasts);
  useEffect(() => earlier.forEach((toast) => dismiss(toast.id)), [earlier, dismiss]);
  return null;
}

export function routerStateShown(element: HTMLElement): unknown {
  return JSON.parse(element.textContent ?? 'null');
}

/**
 * Both pages of the remote at their real paths, in demo mode (in-memory backend, the demo user signed in unless
 * `signedIn` is false), with the session and toast area the shell provides.
 */
export async function renderWithRoutes({
  path,
  state,
  signedIn = true,
  withWizard = true,
}: {
  path: string;
  state?: unknown;
  signedIn?: boolean;
  /** Without the wizard route, arriving there shows the probe with the router state handed over. */
  withWizard?: boolean;
}): Promise<Backend> {
  configureData(
    { supabaseUrl: null, supabaseAnonKey: null, stripePublishableKey: null },
    { storage: createMemoryStorage() },
  );
  const backend = getBackend();
  if (!signedIn) await backend.signOut();
  render(
    <SessionProvider backend={backend}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path="/app/player-selection" element={<PlayerSelectionPage />} />
          {withWizard && <Route path="/app/goal-creation" element={<GoalWizardPage />} />}
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
      <DismissEarlierToasts />
      <ToastArea />
    </SessionProvider>,
  );
  return backend;
}
