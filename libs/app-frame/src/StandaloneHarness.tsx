import { SessionProvider } from '@dreampitch/session';
import type { ReactElement } from 'react';
import { BrowserRouter, Link, Route, Routes } from '@dreampitch/ui/router';
import { ToastArea } from './ToastArea';
import './standalone.css';

export interface StandalonePage {
  path: string;
  label: string;
  element: ReactElement;
}

/**
 * What `nx serve <remote>` shows: the remote's own pages with a real session and toasts,
 * without the shell, so a team can work on one remote alone.
 */
export function StandaloneHarness({ remote, pages }: { remote: string; pages: StandalonePage[] }) {
  return (
    <SessionProvider>
      <BrowserRouter>
        <header className="dp-standalone-bar">
          <strong>{remote} (standalone)</strong>
          <nav aria-label={`${remote} pages`}>
            {pages.map((page) => (
              <Link key={page.path} to={page.path}>
                {page.label}
              </Link>
            ))}
          </nav>
        </header>
        <main id="main">
          <Routes>
            {pages.map((page) => (
              <Route key={page.path} path={page.path} element={page.element} />
            ))}
            <Route path="*" element={pages[0]?.element} />
          </Routes>
        </main>
        <ToastArea />
      </BrowserRouter>
    </SessionProvider>
  );
}
