import { renderPages } from '@dreampitch/app-frame/testing';
import { DemoBackend } from '@dreampitch/data/demo';
import type { ReactElement } from 'react';

/** Renders a games page at `path` with a real session over an in-memory backend and the toast area. */
export function renderWithSession(
  page: ReactElement,
  { path, backend = new DemoBackend() }: { path: string; backend?: DemoBackend },
) {
  renderPages([{ path, element: page }], { at: path, backend });
  return backend;
}
