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

/** Every route `remote` owns, with its page; throws when the remote gives none for one of them. */
function ownRoutes(remote: RemoteName, pages: StandalonePages, routes: readonly RouteDeclaration[]) {
  return routes
    .filter((route) => route.owner === remote)
    .map((route) => {
      const element = pages[route.module];
      if (!element)
        throw new Error(`${remote} runs alone without ${route.module}, the page of ${route.path}.`);
      return { ...route, element };
    });
}

/**
 * What `nx serve <remote>` shows: the remote's own pages, at the paths and with the titles of the route table, with a
 * real session and toasts, without the shell, so a team can work on one remote alone.
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
  const own = ownRoutes(remote, pages, routes);
  return (
    <SessionProvider>
      <BrowserRouter>
        <header className="dp-standalone-bar">
          <strong>{remote} (standalone)</strong>
          <nav aria-label={`${remote} pages`}>
            {own.flatMap((route) => {
              const to = examplePath(route);
              return to === undefined
                ? []
                : [
                    <Link key={route.path} to={to}>
                      {route.title}
                    </Link>,
                  ];
            })}
          </nav>
        </header>
        <main id="main">
          <Routes>
            {own.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={<TitledPage title={route.title} element={route.element} />}
              />
            ))}
            {own[0] && (
              <Route path="*" element={<TitledPage title={own[0].title} element={own[0].element} />} />
            )}
          </Routes>
        </main>
        <ToastArea />
      </BrowserRouter>
    </SessionProvider>
  );
}
