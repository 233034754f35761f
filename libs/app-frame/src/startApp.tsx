import { configureData } from '@dreampitch/data';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './loadRuntimeConfig';

/** Shared bootstrap of the shell and of every remote running standalone. */
export async function startApp(render: () => ReactNode, rootId = 'root'): Promise<void> {
  const config = await loadRuntimeConfig();
  configureData(config);
  const container = document.getElementById(rootId);
  if (!container) throw new Error(`#${rootId} is missing from the page`);
  createRoot(container).render(<StrictMode>{render()}</StrictMode>);
}
