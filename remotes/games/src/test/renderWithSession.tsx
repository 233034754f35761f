import { renderPages } from '@dreampitch/app-frame/testing';
import type { SupabaseBackend } from '@dreampitch/data';
import { signedInBackend } from '@dreampitch/data/testing';
import type { ReactElement } from 'react';

/**
 * Renders a games page at `path` with a real session and the toast area, over the real rules in the test's page;
 * by default a new signed-in player's backend.
 */
export async function renderWithSession(
  page: ReactElement,
  { path, backend }: { path: string; backend?: SupabaseBackend },
): Promise<SupabaseBackend> {
  const chosen = backend ?? (await signedInBackend());
  renderPages([{ path, element: page }], { at: path, backend: chosen });
  return chosen;
}
