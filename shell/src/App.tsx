import { ToastArea } from '@dreampitch/app-frame';
import { SessionProvider, SlotsProvider, type SlotComponent } from '@dreampitch/session';
import { useDocumentTitle } from '@dreampitch/ui';
import { BrowserRouter, Route, Routes, StaticRouter } from '@dreampitch/ui/router';
import { Suspense, type ReactNode } from 'react';
import { RouteGuard } from './guard/RouteGuard';
import { AppLayout } from './layout/AppLayout';
import { PageArrival } from './layout/PageArrival';
import { plainSkeleton } from './layout/PageSkeleton';
import { NotFoundPage } from './pages/NotFoundPage';
import { PageReady, RegistryContext, RemotePage } from './federation/RemotePage';
import { RemoteSection } from './federation/RemoteSection';
import type { RemoteRegistry } from './federation/registry';
import { ROUTES, type RouteEntry } from './routes';
import './shell.css';

/** Sections of one remote's page that another remote provides. */
const SLOTS: { 'account-billing': SlotComponent<'account-billing'> } & {
  'session-plan-editor': SlotComponent<'session-plan-editor'>;
  'suggested-drills': SlotComponent<'suggested-drills'>;
} = {
  'account-billing': ({ fallback }) => (
    <RemoteSection remote="billing" module="AccountBilling" fallback={fallback} />
  ),
  'session-plan-editor': ({ fallback, ...props }) => (
    <RemoteSection remote="training" module="SessionPlanEditor" fallback={fallback} props={props} />
  ),
  'suggested-drills': ({ fallback, ...props }) => (
    <RemoteSection remote="training" module="SuggestedDrills" fallback={fallback} props={props} />
  ),
};

function RouteElement({ route }: { route: RouteEntry }) {
  useDocumentTitle(route.title);
  const page =
    'remote' in route ? (
      <RemotePage remote={route.remote} module={route.module} />
    ) : (
      <Suspense fallback={plainSkeleton('Loading page')}>
        <route.page />
        <PageReady />
      </Suspense>
    );
  return <RouteGuard access={route.access}>{page}</RouteGuard>;
}

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
              {ROUTES.filter((r) => r.layout === 'bare').map((route) => (
                <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
              ))}
              <Route element={<AppLayout />}>
                {ROUTES.filter((r) => r.layout === 'app').map((route) => (
                  <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
                ))}
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
