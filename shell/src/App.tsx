import { ToastArea } from '@dreampitch/app-frame';
import { SessionProvider } from '@dreampitch/session';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RouteGuard } from './guard/RouteGuard';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { RegistryContext } from './federation/RegistryContext';
import { RemotePage } from './federation/RemotePage';
import type { RemoteRegistry } from './federation/registry';
import { ROUTES, type RouteEntry } from './routes';
import './shell.css';

function RouteElement({ route }: { route: RouteEntry }) {
  const page =
    'remote' in route ? <RemotePage remote={route.remote} module={route.module} /> : <route.page />;
  return <RouteGuard access={route.access}>{page}</RouteGuard>;
}

export function App({ registry }: { registry: Promise<RemoteRegistry> }) {
  return (
    <RegistryContext value={registry}>
      <SessionProvider>
        <BrowserRouter>
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
          <ToastArea />
        </BrowserRouter>
      </SessionProvider>
    </RegistryContext>
  );
}
