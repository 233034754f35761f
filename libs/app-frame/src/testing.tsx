import { getBackend, type Backend, type SupabaseBackend } from '@dreampitch/data';
import { configureTestDemo, subscribe } from '@dreampitch/data/testing';
import type { PaidTier } from '@dreampitch/domain';
import { SessionProvider, useAuth, useToasts } from '@dreampitch/session';
import { render } from '@testing-library/react';
import { useEffect, useState, type ReactElement } from 'react';
import { MemoryRouter, Navigate, Route, Routes, useLocation } from '@dreampitch/ui/router';
import { ToastArea } from './ToastArea';

/** Shows where the app navigated and with which router state, so tests can assert both. */
export function LocationProbe() {
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

export interface PageRoute {
  path: string;
  element: ReactElement;
  /** Behind the shell's guard for signed-in pages: nothing while loading, sign-in for a visitor. */
  signedInOnly?: boolean;
}

/** The shell's route guard (shell/src/guard) as a signed-in page meets it, for pages that sign out and leave. */
function SignedInOnly({ page }: { page: ReactElement }) {
  const { user, loading } = useAuth();
  if (loading) return null;
  return user ? page : <Navigate to="/app/auth" replace />;
}

/**
 * Component tests of a remote's pages as the shell hosts them: a real session over `backend`, the router at
 * `at` (path, query and hash, with `state`), the toast area; any other path renders the LocationProbe.
 */
export function renderPages(
  routes: PageRoute[],
  { at, state, backend }: { at: string; state?: unknown; backend: Backend },
) {
  const [address = at, hash] = at.split('#');
  const [pathname = address, query] = address.split('?');
  return render(
    <SessionProvider backend={backend}>
      <MemoryRouter
        initialEntries={[{ pathname, search: query ? `?${query}` : '', hash: hash ? `#${hash}` : '', state }]}
      >
        <Routes>
          {routes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={route.signedInOnly ? <SignedInOnly page={route.element} /> : route.element}
            />
          ))}
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
      <DismissEarlierToasts />
      <ToastArea />
    </SessionProvider>,
  );
}

/** Demo mode for a test over the real rules in the test's page: a new player like the demo's, on the free plan. */
export function configureDemoData(): Promise<SupabaseBackend> {
  return configureTestDemo();
}

/** Puts the signed-in player on a paid plan as the app does (under 18, the player's parent approves it first). */
export function subscribeDemoUser(plan: PaidTier = 'pro'): Promise<void> {
  return subscribe(getBackend() as SupabaseBackend, plan);
}
