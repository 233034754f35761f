import { ToastArea } from '@dreampitch/app-frame';
import { DemoBackend } from '@dreampitch/data';
import { SessionProvider } from '@dreampitch/session';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function LocationProbe() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

/** Renders a games page at `path` with a real session over an in-memory backend and the toast area. */
export function renderWithSession(
  page: ReactElement,
  { path, backend = new DemoBackend() }: { path: string; backend?: DemoBackend },
) {
  render(
    <SessionProvider backend={backend}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
      <ToastArea />
    </SessionProvider>,
  );
  return backend;
}
