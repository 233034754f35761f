import { renderPages } from '@dreampitch/app-frame/testing';
import { configureData, createMemoryStorage, getBackend, type Backend } from '@dreampitch/data';
import GoalWizardPage from '../pages/GoalWizardPage';
import PlayerSelectionPage from '../pages/PlayerSelectionPage';

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
  before,
}: {
  path: string;
  state?: unknown;
  signedIn?: boolean;
  /** Without the wizard route, arriving there shows the probe with the router state handed over. */
  withWizard?: boolean;
  /** Data the player already has when the page opens (e.g. goals saved earlier). */
  before?: (backend: Backend) => Promise<void>;
}): Promise<Backend> {
  configureData(
    { supabaseUrl: null, supabaseAnonKey: null, stripePublishableKey: null },
    { storage: createMemoryStorage() },
  );
  const backend = getBackend();
  await before?.(backend);
  if (!signedIn) await backend.signOut();
  renderPages(
    [
      { path: '/app/player-selection', element: <PlayerSelectionPage /> },
      ...(withWizard ? [{ path: '/app/goal-creation', element: <GoalWizardPage /> }] : []),
    ],
    { at: path, state, backend },
  );
  return backend;
}
