import { ToastArea } from '@dreampitch/app-frame';
import { SessionProvider, SlotsProvider, type SlotComponent, type SlotName } from '@dreampitch/session';
import { useDocumentTitle } from '@dreampitch/ui';
import { BrowserRouter, Route, Routes, StaticRouter } from '@dreampitch/ui/router';
import type { ReactNode } from 'react';
import { RouteGuard } from './guard/RouteGuard';
import { AppLayout } from './layout/AppLayout';
import { PageArrival } from './layout/PageArrival';
import { NotFoundPage } from './pages/NotFoundPage';
import { PageSuspense } from './federation/PageBoundaries';
import { RegistryContext, RemotePage, remoteSection } from './federation/RemotePage';
import type { RemoteRegistry } from './federation/registry';
import { ROUTES, type RouteEntry } from './routes';
import './shell.css';

/** Sections of one remote's page that another remote provides. */
const SLOTS: { [Name in SlotName]: SlotComponent<Name> } = {
  'account-billing': remoteSection({ remote: 'billing', module: 'AccountBilling' }),
  'session-plan-editor': remoteSection({ remote: 'training', module: 'SessionPlanEditor' }),
  'suggested-drills': remoteSection({ remote: 'training', module: 'SuggestedDrills' }),
};

function RouteElement({ route }: { route: RouteEntry }) {
  useDocumentTitle(route.title);
  const page =
    'remote' in route ? (
      <RemotePage remote={route.remote} module={route.module} />
    ) : (
      <PageSuspense>
        <route.page />
      </PageSuspense>
    );
  return <RouteGuard access={route.access}>{page}</RouteGuard>;
}

const routesIn = (layout: RouteEntry['layout']) =>
  ROUTES.filter((route) => route.layout === layout).map((route) => (
    <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
  ));

/** In the browser the URL is the address bar's; the build-time prerender of a page passes its path. */
function Router({ location, children }: { location?: string; children: ReactNode }) {
  return location === undefined ? (
    <BrowserRouter>{children}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
}

export function App({ registry, location }: { registry: Promise<RemoteRegistry>; location?: string }) {
  return (
    <RegistryContext value={registry}>
      <SessionProvider>
        <SlotsProvider slots={SLOTS}>
          <Router location={location}>
            <Routes>
              {routesIn('bare')}
              <Route element={<AppLayout />}>
                {routesIn('app')}
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Routes>
            <PageArrival />
            <ToastArea />
          </Router>
        </SlotsProvider>
      </SessionProvider>
    </RegistryContext>
  );
}
