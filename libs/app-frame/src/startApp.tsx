import { configureData, preloadBackend } from '@dreampitch/data';
import { StrictMode, startTransition, type ReactNode } from 'react';
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
  const hydrate = await adoptMarkup?.(container);
  // As a transition, React renders (or hydrates) the first page in slices of a few milliseconds, so input and
  // frames get their turn in between; a plain first render is one task as long as the whole page's render.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
