import { configureData, preloadBackend } from '@dreampitch/data';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRuntimeConfig } from './loadRuntimeConfig';

export interface StartAppOptions {
  rootId?: string;
  /**
   * Decides whether React takes over markup already in the container (rendered at build time) or
   * renders afresh; it may clear markup it does not want kept. It runs once the backend is configured.
   */
  adoptMarkup?: (container: HTMLElement) => boolean | Promise<boolean>;
}

/** Shared bootstrap of the shell and of every remote running standalone. */
export async function startApp(
  render: () => ReactNode,
  { rootId = 'root', adoptMarkup }: StartAppOptions = {},
): Promise<void> {
  configureData(await loadRuntimeConfig());
  await preloadBackend();
  const container = document.getElementById(rootId);
  if (!container) throw new Error(`#${rootId} is missing from the page`);
  const app = <StrictMode>{render()}</StrictMode>;
  if (await adoptMarkup?.(container)) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
