import { configureData, preloadBackend, type RuntimeConfig } from '@dreampitch/data';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * The deployment's /config.json. One build serves every environment, so nothing here comes from build-time env. A
 * missing or unreadable file means demo mode rather than a blank page.
 */
async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const json = (await fetch('/config.json')
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null)) as Partial<Record<keyof RuntimeConfig, unknown>> | null;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    supabaseUrl: text(json?.supabaseUrl),
    supabaseAnonKey: text(json?.supabaseAnonKey),
    stripePublishableKey: text(json?.stripePublishableKey),
  };
}

/**
 * Shared bootstrap of the shell and of every remote running standalone. `adoptMarkup` decides whether React takes
 * over markup already in #root (rendered at build time) or renders afresh; it may clear markup it does not want kept.
 * It runs once the backend is configured.
 */
export async function startApp(
  render: () => ReactNode,
  adoptMarkup?: (container: HTMLElement) => boolean | Promise<boolean>,
): Promise<void> {
  configureData(await loadRuntimeConfig());
  await preloadBackend();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const app = <StrictMode>{render()}</StrictMode>;
  const hydrate = await adoptMarkup?.(container);
  // As a transition, React renders (or hydrates) the first page in slices of a few milliseconds, so input and
  // frames get their turn in between; a plain first render is one task as long as the whole page's render.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
