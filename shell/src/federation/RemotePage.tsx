import { loadRemote } from '@module-federation/enhanced/runtime';
import { createContext, lazy, Suspense, use, useEffect, useState, type ComponentType } from 'react';
import { plainSkeleton } from '../layout/PageSkeleton';
import { announcePageReady } from '@dreampitch/app-frame/routes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import {
  containerName,
  loadRemoteRegistry,
  registerRemoteRegistry,
  type RemoteName,
  type RemoteRegistry,
} from './registry';

/** The registry download App started, which every remote page waits for. */
export const RegistryContext = createContext<Promise<RemoteRegistry> | null>(null);

export function useRegistry() {
  const registry = use(RegistryContext);
  if (!registry) throw new Error('RemotePage must be rendered inside <App>.');
  return registry;
}

/** One lazy component per remote page and attempt: React caches a failed lazy, so Retry needs a new one. */
const lazyPages = new Map<string, ReturnType<typeof lazy<ComponentType>>>();

export function lazyRemotePage(
  registryPromise: Promise<RemoteRegistry>,
  remote: RemoteName,
  module: string,
  attempt: number,
) {
  const key = `${remote}/${module}/${attempt}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(async () => {
      const registry = await (attempt === 0
        ? registryPromise
        : registryPromise.catch(() => loadRemoteRegistry()));
      // A retry must drop the runtime's cached (failed) container as well as React's lazy cache, and fetch the
      // registry again if that was what failed.
      if (attempt > 0) registerRemoteRegistry(registry, { only: [remote], force: true });
      const loaded = await loadRemote<{ default?: ComponentType }>(`${containerName(remote)}/${module}`);
      if (!loaded?.default) throw new Error(`${remote} did not provide ${module}.`);
      return { default: loaded.default };
    });
    lazyPages.set(key, page);
  }
  return page;
}

/**
 * Renders one page of a remote. A remote that is down, or throws while rendering, shows a friendly
 * message with Retry in the content area only: the nav, the footer and other routes keep working.
 */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const registryPromise = useRegistry();
  const [attempt, setAttempt] = useState(0);
  // lazyRemotePage caches per key, so the component's identity is stable across renders.
  const Page = lazyRemotePage(registryPromise, remote, module, attempt);
  return (
    <RemoteErrorBoundary
      key={`${remote}/${module}/${attempt}`}
      remote={remote}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={plainSkeleton('Loading page')}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per key, see above */}
        <Page />
        <PageReady />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Rendered after the page, so its effect runs once the page is live (hydrated or rendered). */
export function PageReady() {
  useEffect(() => {
    announcePageReady();
  }, []);
  return null;
}
