import { SessionProvider } from '@dreampitch/session';
import { useDocumentTitle } from '@dreampitch/ui';
import type { ReactElement } from 'react';
import { BrowserRouter, Link, Route, Routes } from '@dreampitch/ui/router';
import { examplePath, ROUTES, type RemoteName, type RouteDeclaration } from './routes';
import { ToastArea } from './ToastArea';
import './standalone.css';

/** A remote's pages, by the module each route of the route table names (its expose): `{ GameHubPage: <…/> }`. */
export type StandalonePages = Readonly<Record<string, ReactElement>>;

function TitledPage({ title, element }: { title: string; element: ReactElement }) {
  useDocumentTitle(title);
  return element;
}

/**
 * What `nx serve <remote>` shows: the remote's own pages, at the paths and with the titles of the route table, with a
 * real session and toasts, without the shell, so a team can work on one remote alone. Throws when the remote gives no
 * page for one of its routes.
 */
export function StandaloneHarness({
  remote,
  pages,
  routes = ROUTES,
}: {
  remote: RemoteName;
  pages: StandalonePages;
  routes?: readonly RouteDeclaration[];
}) {
  const own = routes
    .filter((route) => route.owner === remote)
    .map((route) => {
      const page = pages[route.module];
      if (!page) throw new Error(`${remote} runs alone without ${route.module}, the page of ${route.path}.`);
      const to = examplePath(route);
      const link =
        to === undefined ? null : (
          <Link key={route.path} to={to}>
            {route.title}
          </Link>
        );
      return { ...route, link, element: <TitledPage title={route.title} element={page} /> };
    });
  return (
    <SessionProvider>
      <BrowserRouter>
        <header className="dp-standalone-bar">
          <strong>{remote} (standalone)</strong>
          <nav aria-label={`${remote} pages`}>{own.map(({ link }) => link)}</nav>
        </header>
        <main id="main">
          <Routes>
            {own.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
            {own[0] && <Route path="*" element={own[0].element} />}
          </Routes>
        </main>
        <ToastArea />
      </BrowserRouter>
    </SessionProvider>
  );
}
