import { renderPages } from '@dreampitch/app-frame/testing';
import type { SupabaseBackend } from '@dreampitch/data';
import { configureTestDemo, signedInBackend, signedOutBackend } from '@dreampitch/data/testing';
import { forgetSession } from '@dreampitch/session';
import GoalWizardPage from '../pages/GoalWizardPage';
import PlayerSelectionPage from '../pages/PlayerSelectionPage';

export function routerStateShown(element: HTMLElement): unknown {
  return JSON.parse(element.textContent ?? 'null');
}

/**
 * Both pages of the remote at their real paths, in demo mode over the real rules (a new player of 14 signed in
 * unless `signedIn` is false), with the session and toast area the shell provides.
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
  before?: (backend: SupabaseBackend) => Promise<void>;
}): Promise<SupabaseBackend> {
  const backend = await configureTestDemo(signedIn ? await signedInBackend() : await signedOutBackend());
  await before?.(backend);
  // The previous test's player must not stand in for this one's while the session restores.
  forgetSession();
  renderPages(
    [
      { path: '/app/player-selection', element: <PlayerSelectionPage /> },
      ...(withWizard ? [{ path: '/app/goal-creation', element: <GoalWizardPage /> }] : []),
    ],
    { at: path, state, backend },
  );
  return backend;
}
