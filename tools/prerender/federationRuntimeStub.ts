/**
 * Stands in for `@module-federation/enhanced/runtime` in the build-time render: the remote pages that are
 * prerendered come from their source, so the HTML is what the deployed remote renders.
 */
// A build tool, not an app: it renders the remote's page from source, as the remote's own build does.
// eslint-disable-next-line no-restricted-imports
import * as LandingPage from '../../remotes/marketing/src/pages/LandingPage';

const PRERENDERED_REMOTE_MODULES: Record<string, unknown> = {
  'marketing/LandingPage': LandingPage,
};

export function loadRemote<T>(id: string): Promise<T> {
  const loaded = PRERENDERED_REMOTE_MODULES[id];
  if (!loaded) return Promise.reject(new Error(`${id} is not available to the prerender.`));
  return Promise.resolve(loaded as T);
}

export function registerRemotes(): void {}
