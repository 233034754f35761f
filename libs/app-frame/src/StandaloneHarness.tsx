import { SessionProvider } from '@dreampitch/session';
import { useDocumentTitle } from '@dreampitch/ui';
import type { ReactElement } from 'react';
import { BrowserRouter, Link, Route, Routes } from '@dreampitch/ui/router';
import { ToastArea } from './ToastArea';
import './standalone.css';

export interface StandalonePage {
  path: string;
  /** The page's title from `PAGE_TITLES` of @dreampitch/domain, the same as the shell's route table gives it. */
  title: string;
  element: ReactElement;
}

function TitledPage({ page }: { page: StandalonePage }) {
  useDocumentTitle(page.title);
  return page.element;
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
                {page.title}
              </Link>
            ))}
          </nav>
        </header>
        <main id="main">
          <Routes>
            {pages.map((page) => (
              <Route key={page.path} path={page.path} element={<TitledPage page={page} />} />
            ))}
            {pages[0] && <Route path="*" element={<TitledPage page={pages[0]} />} />}
          </Routes>
        </main>
        <ToastArea />
      </BrowserRouter>
    </SessionProvider>
  );
}
