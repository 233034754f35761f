import {
  configureData,
  createMemoryStorage,
  getBackend,
  type Backend,
  type DemoBackend,
} from '@dreampitch/data';
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

/** Demo mode for a test: no backend, no Stripe key, the in-memory backend with the demo user on the free plan. */
export function configureDemoData(): DemoBackend {
  configureData(
    { supabaseUrl: null, supabaseAnonKey: null, stripePublishableKey: null },
    { storage: createMemoryStorage() },
  );
  return getBackend() as DemoBackend;
}

/** Puts the signed-in demo user on a paid plan the only way there is: a tokenised test card and the checkout. */
export async function subscribeDemoUser(plan: PaidTier = 'pro'): Promise<void> {
  const backend = getBackend();
  const result = await backend.createCardToken({
    number: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
  });
  if (result.error) throw new Error(result.error.message);
  await backend.checkout(plan, result.tokenId);
}
